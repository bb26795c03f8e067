// The guest list on screen kept in step with the server: refreshed when the page is looked
// at again, changed at once on a quick edit (and changed back if the save fails), and
// viewed through a filter, a sort, a page and a selection.
import { useEffect, useMemo, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { callAction, reasonOf } from '../../../lib/form-errors.ts';
import { fetchAllGuests } from './fetch-guests.ts';
import { toast } from '../../../lib/toast.ts';
import { guestRowModel, initialGuestView, withSelection, type GuestView } from './guest-rows.ts';
import { summarizeGuests, type Guest, type Rsvp } from './guests.ts';
import { filterBySide } from '../wedding/sides.ts';
import type { GuestTexts } from './use-guest-texts.ts';

export type GuestListUpdate = (update: (guests: Guest[]) => Guest[]) => void;

export function useGuestList(guests: Guest[], onChange: GuestListUpdate, enabled: boolean, t: GuestTexts) {
  const [view, setView] = useState<GuestView>(initialGuestView);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // Guests added in another tab or device show up when this tab is looked at again.
  // Guests this tab added while a refresh was on its way are kept, not overwritten by it.
  const addedDuringRefresh = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      const added = new Set<string>();
      addedDuringRefresh.current = added;
      fetchAllGuests()
        .then((r) => {
          const fresh = new Set(r.guests.map((g) => g.id));
          onChange((list) => [...r.guests, ...list.filter((g) => added.has(g.id) && !fresh.has(g.id))]);
        })
        .catch(() => {})
        .finally(() => {
          if (addedDuringRefresh.current === added) addedDuringRefresh.current = null;
        });
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [enabled, onChange]);

  const model = useMemo(() => guestRowModel(guests, view, selected, t.noHousehold), [guests, view, selected, t]);
  // The summary counts the side the list is filtered to (every guest without one).
  const summary = useMemo(() => summarizeGuests(filterBySide(guests, view.side ?? 'all')), [guests, view.side]);

  // Updates are applied to the latest list, so nothing added meanwhile is dropped.
  const replace = (guest: Guest) => onChange((list) => list.map((g) => (g.id === guest.id ? guest : g)));

  function append(added: readonly Guest[]) {
    for (const g of added) addedDuringRefresh.current?.add(g.id);
    onChange((list) => [...list, ...added]);
  }

  /** RSVP and invited change at once on screen, and change back if the save fails. */
  async function quickUpdate(guest: Guest, changes: { rsvp?: Rsvp; isInvited?: boolean }) {
    onChange((list) => list.map((g) => (g.id === guest.id ? { ...g, ...changes } : g)));
    const { data, error } = await callAction(() => actions.guests.update({ id: guest.id, ...changes }));
    if (error || !data) {
      replace(guest);
      toast({ title: t.updateFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    replace(data);
    toast({ title: t.updated, variant: 'success' });
  }

  /** Deletes one guest or several; the list changes once the server has deleted them. */
  async function remove(ids: string[]) {
    const { error } = await callAction(() => (ids.length === 1 ? actions.guests.remove({ id: ids[0]! }) : actions.guests.removeMany({ ids })));
    if (error) {
      toast({ title: t.deleteFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    const gone = new Set(ids);
    onChange((list) => list.filter((g) => !gone.has(g.id)));
    setSelected((s) => withSelection(s, ids, false));
    toast({
      title: t.deleted,
      ...(ids.length > 1 ? { description: t.removedMany({ count: ids.length }) } : {}),
      variant: 'success',
    });
  }

  const select = (ids: string[], on: boolean) => setSelected((s) => withSelection(s, ids, on));

  return { view, setView, model, summary, select, replace, append, quickUpdate, remove };
}
