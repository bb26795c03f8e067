// The enquiry form's values: where they start, the draft kept in this browser (localStorage,
// one per listing or set of listings) until the enquiry is sent, and the venue capacity the
// guest count must fit.
import { useEffect, useRef } from 'react';
import { EVENT_FUNCTIONS, enquiryText, type EventFunction } from './enquiry-text.ts';
import type { EnquiryFormListing, EnquiryPrefill } from './enquiry-rules.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';

export type EnquiryDraft = {
  functions: EventFunction[];
  datesNotFixed: boolean;
  eventDate: string;
  eventMonth: string;
  guestCount: string;
  budget: string;
  message: string;
  share: boolean;
  phone: string;
};

export function startingValues(prefill: EnquiryPrefill): EnquiryDraft {
  return {
    functions: prefill.functions,
    datesNotFixed: false,
    eventDate: prefill.eventDate,
    eventMonth: '',
    guestCount: prefill.guestCount === null ? '' : String(prefill.guestCount),
    budget: '',
    message: '',
    share: false,
    phone: prefill.phone,
  };
}

/** Where the couple lands after sending: the conversation, or the list when several were sent. */
export const conversationHref = (conversationId?: string) =>
  conversationId ? `/dashboard?tab=enquiries&c=${encodeURIComponent(conversationId)}` : '/dashboard?tab=enquiries';

// ---------- capacity ----------

/** The venue seating the fewest among the listings (vendors and venues without a figure have no bound). */
export function smallestVenue(listings: readonly EnquiryFormListing[]): { name: string; capacityMax: number } | null {
  let smallest: { name: string; capacityMax: number } | null = null;
  for (const l of listings) {
    if (l.capacityMax && l.capacityMax > 0 && (!smallest || l.capacityMax < smallest.capacityMax)) smallest = { name: l.name, capacityMax: l.capacityMax };
  }
  return smallest;
}

/** The message when the guest count typed is more than the venue seats (the server refuses it too). */
export function capacityError(
  smallest: { name: string; capacityMax: number } | null,
  guestCount: string,
  /** The message in the page's language; English by default, as the server words it. */
  message: (name: string, max: number) => string = enquiryText.overCapacity,
): string | undefined {
  const text = guestCount.trim().replaceAll(',', '');
  if (!smallest || !/^\d+$/.test(text) || Number(text) <= smallest.capacityMax) return undefined;
  return message(smallest.name, smallest.capacityMax);
}

// ---------- the draft ----------

export const draftKey = (listings: readonly { kind: ListingKind; id: number }[]) =>
  `mandap:enquiry-draft:${listings
    .map((l) => `${l.kind}-${l.id}`)
    .sort()
    .join(',')}`;

/** The phone stays out of the draft: it is on the account already, and the browser may be shared. */
type Saved = Omit<EnquiryDraft, 'phone'>;

function toSaved({ phone: _phone, ...rest }: EnquiryDraft): Saved {
  return rest;
}

/** A stored draft, read defensively (anything could be in localStorage). */
export function parseDraft(text: string | null): Partial<Saved> | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const draft: Partial<Saved> = {};
  if (Array.isArray(r.functions)) draft.functions = EVENT_FUNCTIONS.filter((f) => (r.functions as unknown[]).includes(f));
  for (const key of ['eventDate', 'eventMonth', 'guestCount', 'budget', 'message'] as const) if (typeof r[key] === 'string') draft[key] = r[key];
  for (const key of ['datesNotFixed', 'share'] as const) if (typeof r[key] === 'boolean') draft[key] = r[key];
  return Object.keys(draft).length ? draft : null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `values` under `key` while they differ from where the form started, and hands a
 * stored draft to `onRestore` once, after hydration (the server's HTML shows the prefill).
 */
export function useDraft(key: string, values: EnquiryDraft, onRestore: (draft: Partial<Saved>) => void): { clear: () => void } {
  const start = useRef(JSON.stringify(toSaved(values)));
  const ready = useRef(false);
  const cleared = useRef(false);
  useEffect(() => {
    const saved = parseDraft(storage()?.getItem(key) ?? null);
    if (saved) onRestore(saved);
    ready.current = true;
    // Restores once per listing (onRestore is the form's setter, left out on purpose).
  }, [key]);
  useEffect(() => {
    if (!ready.current || cleared.current) return;
    const text = JSON.stringify(toSaved(values));
    try {
      if (text === start.current) storage()?.removeItem(key);
      else storage()?.setItem(key, text);
    } catch {
      // A full or blocked storage only costs the draft.
    }
  }, [key, values]);
  return {
    clear() {
      cleared.current = true;
      storage()?.removeItem(key);
    },
  };
}
