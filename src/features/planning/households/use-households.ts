// The households on screen kept in step with the server: read on mount and after every
// change (a change is reported done only once the fresh list is shown), invitations shown at
// once and read back if their save fails.
import { useCallback, useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { callAction, reasonOf, type SubmitError } from '../../../lib/form-errors.ts';
import { getJson } from '../../../lib/get-json.ts';
import { toast } from '../../../lib/toast.ts';
import type { Household, HouseholdsData } from './households.ts';
import type { HouseholdTexts } from './use-household-texts.ts';

type Options = {
  /** After a change saved: the headcounts elsewhere on the tab are stale. */
  onChanged: () => void;
  /** After a change saved: the dialog that asked for it closes. */
  onDone: () => void;
  /** The section's texts in the account's language. */
  t: HouseholdTexts;
};

export function useHouseholds({ onChanged, onDone, t }: Options) {
  const [data, setData] = useState<HouseholdsData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const show = useCallback((fresh: HouseholdsData) => {
    setFailure(null);
    setData(fresh);
    setSelected((s) => new Set([...s].filter((id) => fresh.households.some((h) => h.id === id))));
  }, []);
  const fail = useCallback((error: Error) => setFailure(t.loadFailed({ reason: error.message })), [t]);
  /** Reads the households afresh. */
  const load = useCallback(() => getJson<HouseholdsData>('/api/households').then(show, fail), [show, fail]);
  useEffect(() => {
    let live = true;
    getJson<HouseholdsData>('/api/households').then(
      (fresh) => live && show(fresh),
      (error: Error) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [show, fail]);

  /** Runs a change, then reads the households (and the headcounts) afresh. */
  async function change(run: () => Promise<{ error?: SubmitError }>, success: string): Promise<boolean> {
    setBusy(true);
    const { error } = await run();
    setBusy(false);
    if (error) {
      toast({ title: t.saveFailed, description: reasonOf(error), variant: 'destructive' });
      await load();
      return false;
    }
    onDone();
    await load();
    toast({ title: success, variant: 'success' });
    onChanged();
    return true;
  }

  /** Shows the invitations at once; a failed save reads the households back as they are. */
  function invite(householdIds: string[], functionId: string, invited: boolean) {
    const ids = new Set(householdIds);
    setData(
      (d) =>
        d && {
          ...d,
          households: d.households.map((h) =>
            ids.has(h.id)
              ? {
                  ...h,
                  invitedFunctionIds: invited ? [...new Set([...h.invitedFunctionIds, functionId])] : h.invitedFunctionIds.filter((f) => f !== functionId),
                }
              : h,
          ),
        },
    );
    return change(() => callAction(() => actions.households.setInvites({ functionId, householdIds, invited })), t.invited);
  }

  /** Marks a guest as a child at once, then saves it. */
  function setChild(guestId: string, isChild: boolean) {
    setData((d) => d && { ...d, households: d.households.map((x) => ({ ...x, members: x.members.map((y) => (y.id === guestId ? { ...y, isChild } : y)) })) });
    return change(() => callAction(() => actions.households.setChild({ guestId, isChild })), t.updated);
  }

  async function regenerate(household: Household) {
    setBusy(true);
    const { data: result, error } = await callAction(() => actions.households.regenerateLink({ id: household.id }));
    setBusy(false);
    if (error || !result) {
      toast({ title: t.saveFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    onDone();
    await load();
    toast({ title: t.linkRegenerated, variant: 'success' });
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return { data, failure, busy, selected, setSelected, toggle, load, change, invite, setChild, regenerate };
}

export async function copyLink(link: string, t: HouseholdTexts) {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: t.copied, description: link, variant: 'success' });
  } catch {
    toast({ title: t.copyFailed, description: link, variant: 'destructive' });
  }
}
