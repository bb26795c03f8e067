// What the public RSVP page does with a request: find the invitation behind the token, take a
// posted reply (rate limited, checked, saved in one transaction) and say what to show.
import type { Db } from '../../../server/db/client.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { hashRsvpToken } from '../households/rsvp-link.server.ts';
import { digestState, findInvitation, saveReply } from './rsvp.server.ts';
import { deadlinePassed, formAsShown, readReply, replyTexts, RSVP_LIMITS, stateFields, type Invitation } from './rsvp.ts';
import { LANG_TAG, type Locale } from '../../../i18n/locales.ts';

export type RsvpView = {
  invitation: Invitation;
  /** The values the form shows: as stored, or as posted when the reply had problems. */
  values: URLSearchParams;
  errors: string[];
  /** Messages that belong beside one field, by the field's id. */
  fieldErrors: Record<string, string>;
  notice: string | null;
  /** Answers another device changed while this page was open: what happened to them. */
  conflicts: string[];
  closed: boolean;
  status: number;
};

/**
 * A redirect after every post (so Back never resends it); `form` is what a reply with problems
 * posted, for the page to show again: the caller keeps it in a short-lived cookie.
 */
export type RsvpOutcome = { kind: 'not-found' } | { kind: 'redirect'; to: string; form?: string } | ({ kind: 'page' } & RsvpView);

/** The cookie that carries a reply with problems from its post to the page shown after it. */
export const RSVP_FORM_COOKIE = { name: 'rsvp-form', maxAgeSeconds: 600, maxLength: 3500 } as const;

const timeInIndia = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LANG_TAG[locale], {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

function view(invitation: Invitation, now: Date, extra: Partial<RsvpView> = {}): RsvpOutcome {
  return {
    kind: 'page',
    invitation,
    values: formAsShown(invitation, digestState),
    errors: [],
    fieldErrors: {},
    notice: null,
    conflicts: [],
    closed: deadlinePassed(invitation.deadline, now),
    status: 200,
    ...extra,
  };
}

/**
 * The page after a GET. `?saved` after a save, with `r`/`k` entries (`<person key>~<epoch ms>`)
 * for answers another device had changed meanwhile (replaced by this save, or kept); `?check`
 * with `form` (the posted reply that had problems) shows it again with its problems beside
 * their fields, checked against the invitation as it is now.
 */
export async function showRsvp(db: Db, token: string, query: URLSearchParams, now = new Date(), form: string | null = null): Promise<RsvpOutcome> {
  const invitation = await findInvitation(db, token);
  if (!invitation) return { kind: 'not-found' };
  const closed = deadlinePassed(invitation.deadline, now);
  if (query.has('check') && form !== null && !closed) {
    const values = restoreForm(invitation, form);
    const { errors, fieldErrors } = readReply(values, invitation, digestState);
    if (errors.length) return view(invitation, now, { errors, fieldErrors, values });
  }
  const rsvpMessages = replyTexts(invitation.locale);
  const notice = query.has('saved') ? (query.has('full') ? `${rsvpMessages.saved} ${rsvpMessages.overAllowance({ count: 0 })}` : rsvpMessages.saved) : null;
  const conflicts: string[] = [];
  for (const [param, message] of [
    ['r', rsvpMessages.replaced],
    ['k', rsvpMessages.kept],
  ] as const) {
    for (const entry of query.getAll(param).slice(0, 50)) {
      const [key, ms] = entry.split('~');
      const person = invitation.people.find((p) => p.key === key && p.kind !== 'new');
      const at = new Date(Number(ms));
      if (person && !Number.isNaN(at.getTime())) conflicts.push(message({ name: person.fullName, time: timeInIndia(at, invitation.locale) }));
    }
  }
  return view(invitation, now, { notice, conflicts });
}

/** A posted reply as the fields that differ from the page as shown now (a removed field: null). */
function formDifference(invitation: Invitation, posted: URLSearchParams): string {
  const shown = formAsShown(invitation, digestState);
  const diff: [string, string | null][] = [];
  for (const [name, value] of posted) if (!name.startsWith('o.') && shown.get(name) !== value) diff.push([name, value]);
  for (const name of new Set(shown.keys())) if (!name.startsWith('o.') && !posted.has(name)) diff.push([name, null]);
  return JSON.stringify(diff);
}

function restoreForm(invitation: Invitation, stored: string): URLSearchParams {
  const values = formAsShown(invitation, digestState);
  try {
    const diff: unknown = JSON.parse(stored);
    if (!Array.isArray(diff)) return values;
    for (const entry of diff.slice(0, 2000)) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || entry[0].startsWith('o.')) continue;
      if (entry[1] === null) values.delete(entry[0]);
      else if (typeof entry[1] === 'string') values.set(entry[0], entry[1].slice(0, 500));
    }
  } catch {
    // A cookie that is not ours: the page as stored.
  }
  return values;
}

export async function postRsvp(db: Db, token: string, form: FormData, ip: string, now = new Date()): Promise<RsvpOutcome> {
  const invitation = await findInvitation(db, token);
  if (!invitation) return { kind: 'not-found' };
  if (deadlinePassed(invitation.deadline, now)) return view(invitation, now, { status: 403 });
  const [perToken, perIp] = await Promise.all([
    consumeRateLimit(db, `rsvp:token:${hashRsvpToken(token)}`, RSVP_LIMITS.perToken, RSVP_LIMITS.windowMs, now.getTime()),
    consumeRateLimit(db, `rsvp:ip:${ip}`, RSVP_LIMITS.perIp, RSVP_LIMITS.windowMs, now.getTime()),
  ]);
  if (!perToken.allowed || !perIp.allowed) return view(invitation, now, { status: 429, errors: [replyTexts(invitation.locale).tooMany] });

  const posted = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string' && posted.size < 2000) posted.append(name, value.slice(0, 500));
  const { reply, errors, fieldErrors } = readReply(posted, invitation, digestState);
  if (errors.length) {
    // Shown again as posted after a redirect; a reply too large for a cookie is shown at once.
    const form = formDifference(invitation, posted);
    if (encodeURIComponent(form).length <= RSVP_FORM_COOKIE.maxLength) return { kind: 'redirect', to: `/rsvp/${token}?check=1`, form };
    for (const [name, value] of Object.entries(stateFields(invitation, digestState))) posted.set(name, value);
    return view(invitation, now, { status: 400, errors, fieldErrors, values: posted });
  }
  const { extrasRefused } = await saveReply(db, invitation, reply, now);
  const to = new URLSearchParams({ saved: '1' });
  if (extrasRefused) to.set('full', '1');
  for (const p of reply.people) if (p.conflict) to.append(p.conflict.kind === 'replaced' ? 'r' : 'k', `${p.key}~${p.conflict.at.getTime()}`);
  return { kind: 'redirect', to: `/rsvp/${token}?${to.toString()}` };
}
