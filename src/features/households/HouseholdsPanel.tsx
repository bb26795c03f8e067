import { useCallback, useEffect, useMemo, useState } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../components/ui/Modal.tsx';
import { callAction, reasonOf, type SubmitError } from '../../lib/form-errors.ts';
import { getJson } from '../../lib/get-json.ts';
import { toast } from '../../lib/toast.ts';
import { pageCount, pageOf } from '../guests/guests.ts';
import HouseholdCard from './HouseholdCard.tsx';
import HouseholdForm from './HouseholdForm.tsx';
import { HOUSEHOLD_PAGE_SIZE, householdMessages, searchHouseholds, type Household, type HouseholdsData } from './households.ts';

type Props = { onChanged: () => void };
type Mover = { guestIds: string[]; names: string; from: string | null };
type Dialog =
  | { kind: 'form'; household: Household | null }
  | { kind: 'move'; mover: Mover }
  | { kind: 'merge' }
  | { kind: 'qr'; household: Household }
  | { kind: 'regenerate'; household: Household }
  | { kind: 'delete'; household: Household }
  | null;

/** Households: who is invited together, to which functions, and each one's RSVP link. */
export default function HouseholdsPanel({ onChanged }: Props) {
  const [data, setData] = useState<HouseholdsData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkFunction, setBulkFunction] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState('');

  const show = useCallback((fresh: HouseholdsData) => {
    setFailure(null);
    setData(fresh);
    setSelected((s) => new Set([...s].filter((id) => fresh.households.some((h) => h.id === id))));
  }, []);
  const fail = useCallback((error: Error) => setFailure(householdMessages.loadFailed(error.message)), []);
  /** Reads the households afresh; a change is reported done only once they are on screen. */
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

  const shown = useMemo(() => (data ? searchHouseholds(data.households, query) : []), [data, query]);
  if (failure) {
    return (
      <div className="card p-6 text-center" role="alert">
        <p>{failure}</p>
        <button type="button" className="btn btn-outline btn-sm mt-3" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  if (!data) return <div className="skeleton h-40 w-full" aria-hidden="true" data-testid="skeletons" />;

  const pages = pageCount(shown.length, HOUSEHOLD_PAGE_SIZE);
  const current = Math.min(page, pages);
  const visible = pageOf(shown, current, HOUSEHOLD_PAGE_SIZE);
  const chosen = data.households.filter((h) => selected.has(h.id));

  /** Runs a change, then reads the households (and the headcounts) afresh. */
  async function change(run: () => Promise<{ error?: SubmitError }>, success: string): Promise<boolean> {
    setBusy(true);
    const { error } = await run();
    setBusy(false);
    if (error) {
      toast({ title: householdMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
      await load();
      return false;
    }
    setDialog(null);
    await load();
    toast({ title: success, variant: 'success' });
    onChanged();
    return true;
  }

  /** Shows the invitations at once; a failed save reads the households back as they are. */
  const invite = (householdIds: string[], functionId: string, invited: boolean) => {
    const ids = new Set(householdIds);
    setData((d) =>
      d && {
        ...d,
        households: d.households.map((h) =>
          ids.has(h.id)
            ? { ...h, invitedFunctionIds: invited ? [...new Set([...h.invitedFunctionIds, functionId])] : h.invitedFunctionIds.filter((f) => f !== functionId) }
            : h,
        ),
      },
    );
    return change(() => callAction(() => actions.households.setInvites({ functionId, householdIds, invited })), householdMessages.invited);
  };

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: householdMessages.copied, description: link, variant: 'success' });
    } catch {
      toast({ title: householdMessages.copyFailed, description: link, variant: 'destructive' });
    }
  }

  async function regenerate(household: Household) {
    setBusy(true);
    const { data: result, error } = await callAction(() => actions.households.regenerateLink({ id: household.id }));
    setBusy(false);
    if (error || !result) {
      toast({ title: householdMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    setDialog(null);
    await load();
    toast({ title: householdMessages.linkRegenerated, variant: 'success' });
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = visible.length > 0 && visible.every((h) => selected.has(h.id));
  const openMove = (mover: Mover) => {
    setTarget('');
    setDialog({ kind: 'move', mover });
  };

  return (
    <section aria-labelledby="households-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="households-title" className="font-serif text-xl text-maroon-800">
            Households
          </h3>
          <p className="text-sm text-stone-700">
            {data.households.length} {data.households.length === 1 ? 'household' : 'households'}. Each has its own RSVP link.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog({ kind: 'form', household: null })}>
            New household
          </button>
          <a className="btn btn-outline btn-sm" href="/dashboard/rsvp-links">
            All RSVP links
          </a>
          <a className="btn btn-outline btn-sm" href="/api/households/links.csv" download>
            Links CSV
          </a>
        </div>
      </div>

      {data.unassigned.length ? (
        <div className="card p-4">
          <h4 className="font-semibold">Guests without a household</h4>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {data.unassigned.map((g) => (
              <li key={g.id}>
                {g.fullName}{' '}
                <button type="button" className="text-maroon-700 underline" onClick={() => openMove({ guestIds: [g.id], names: g.fullName, from: null })}>
                  Move<span className="sr-only"> {g.fullName} to a household</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="card flex flex-wrap items-end gap-3 p-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="household-search" className="label">
            Search households
          </label>
          <input
            id="household-search"
            type="search"
            className="input"
            value={query}
            placeholder="Name or phone"
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-maroon-700" checked={allOnPage} onChange={(e) => visible.forEach((h) => toggle(h.id, e.target.checked))} />
          Select all on this page
        </label>
        <div>
          <label htmlFor="bulk-function" className="label">
            Function for selected ({chosen.length})
          </label>
          <select id="bulk-function" className="input" value={bulkFunction} onChange={(e) => setBulkFunction(e.target.value)}>
            <option value="">Choose a function</option>
            {data.functions.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary btn-sm" disabled={busy || !bulkFunction || chosen.length === 0} onClick={() => void invite(chosen.map((h) => h.id), bulkFunction, true)}>
          Invite selected
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={busy || !bulkFunction || chosen.length === 0} onClick={() => void invite(chosen.map((h) => h.id), bulkFunction, false)}>
          Uninvite selected
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={busy || chosen.length < 2} onClick={() => { setTarget(chosen[0]!.id); setDialog({ kind: 'merge' }); }}>
          Merge selected
        </button>
      </div>

      {data.households.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{householdMessages.empty}</p>
      ) : shown.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">No household matches this search.</p>
      ) : (
        <ul className="space-y-3">
          {visible.map((h) => (
            <HouseholdCard
              key={h.id}
              household={h}
              functions={data.functions}
              couple={data.couple}
              selected={selected.has(h.id)}
              busy={busy}
              onSelect={(on) => toggle(h.id, on)}
              onInvite={(functionId, invited) => void invite([h.id], functionId, invited)}
              onChild={(m, isChild) => {
                setData((d) => d && { ...d, households: d.households.map((x) => ({ ...x, members: x.members.map((y) => (y.id === m.id ? { ...y, isChild } : y)) })) });
                void change(() => callAction(() => actions.households.setChild({ guestId: m.id, isChild })), householdMessages.updated);
              }}
              onMove={(m) => openMove({ guestIds: [m.id], names: m.fullName, from: h.id })}
              onEdit={() => setDialog({ kind: 'form', household: h })}
              onDelete={() => setDialog({ kind: 'delete', household: h })}
              onCopy={(link) => void copy(link)}
              onQr={() => setDialog({ kind: 'qr', household: h })}
              onRegenerate={() => setDialog({ kind: 'regenerate', household: h })}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Household pages" className="flex items-center justify-between gap-3">
          <button type="button" className="btn btn-outline btn-sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            Prev
          </button>
          <p className="text-sm text-stone-700">
            Page {current} of {pages}
          </p>
          <button type="button" className="btn btn-outline btn-sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            Next
          </button>
        </nav>
      ) : null}

      <Modal open={dialog?.kind === 'form'} title={dialog?.kind === 'form' && dialog.household ? `Edit ${dialog.household.name}` : 'New household'} onClose={() => setDialog(null)}>
        {dialog?.kind === 'form' ? (
          <HouseholdForm
            household={dialog.household}
            onSaved={() => {
              setDialog(null);
              void load();
              onChanged();
            }}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'move'} title={dialog?.kind === 'move' ? `Move ${dialog.mover.names}` : ''} onClose={() => setDialog(null)}>
        {dialog?.kind === 'move' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const householdId = target === 'own' ? null : target;
              void change(() => callAction(() => actions.households.moveGuests({ guestIds: dialog.mover.guestIds, householdId })), householdMessages.moved);
            }}
          >
            <label htmlFor="move-target" className="label">
              Move to
            </label>
            <select id="move-target" className="input" value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Choose a household</option>
              <option value="own">A household of their own</option>
              {data.households
                .filter((h) => h.id !== dialog.mover.from)
                .map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
            </select>
            <div className="mt-4 flex gap-3">
              <button type="submit" className="btn btn-primary" disabled={busy || !target}>
                Move
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDialog(null)}>
                Cancel
              </button>
            </div>
          </form>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'merge'} title="Merge households" onClose={() => setDialog(null)}>
        {dialog?.kind === 'merge' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const sourceIds = chosen.map((h) => h.id).filter((id) => id !== target);
              void change(() => callAction(() => actions.households.merge({ targetId: target, sourceIds })), householdMessages.merged).then((ok) => ok && setSelected(new Set()));
            }}
          >
            <fieldset>
              <legend className="font-semibold">Keep which household's name and link?</legend>
              <p className="text-sm text-stone-700">Guests, extra guests, invitations and replies of the others move to it; their links stop working.</p>
              <div className="mt-2 space-y-1">
                {chosen.map((h) => (
                  <label key={h.id} className="flex items-center gap-2">
                    <input type="radio" name="merge-target" value={h.id} checked={target === h.id} onChange={() => setTarget(h.id)} />
                    {h.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-4 flex gap-3">
              <button type="submit" className="btn btn-primary" disabled={busy || !target}>
                Merge {chosen.length} households
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDialog(null)}>
                Cancel
              </button>
            </div>
          </form>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'qr'} title={dialog?.kind === 'qr' ? `QR code for ${dialog.household.name}` : ''} onClose={() => setDialog(null)}>
        {dialog?.kind === 'qr' ? (
          <div className="space-y-3">
            <img src={`/api/households/${dialog.household.id}/qr.svg`} width="240" height="240" alt={`QR code of the RSVP link for ${dialog.household.name}`} className="mx-auto" />
            <p className="text-sm break-all text-stone-700">{dialog.household.link}</p>
            <div className="flex flex-wrap gap-3">
              <a className="btn btn-primary btn-sm" href={`/api/households/${dialog.household.id}/qr.svg?download`} download="rsvp-qr.svg">
                Download QR code
              </a>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDialog(null)}>
                Close
              </button>
            </div>
          </div>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'regenerate'} title="Make a new link?" onClose={() => setDialog(null)}>
        {dialog?.kind === 'regenerate' ? (
          <div>
            <p>{householdMessages.confirmRegenerate}</p>
            <div className="mt-4 flex gap-3">
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void regenerate(dialog.household)}>
                Make a new link
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDialog(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'delete'} title={dialog?.kind === 'delete' ? `Delete ${dialog.household.name}?` : ''} onClose={() => setDialog(null)}>
        {dialog?.kind === 'delete' ? (
          <div>
            <p>Its invitations, link and any extra guests it named are deleted.</p>
            <div className="mt-4 flex gap-3">
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void change(() => callAction(() => actions.households.remove({ id: dialog.household.id })), householdMessages.deleted)}>
                Delete
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDialog(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
