import { useMemo, useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { pageCount, pageOf } from '../guests/guests.ts';
import HouseholdCard from './HouseholdCard.tsx';
import HouseholdDialogs, { type Dialog, type Mover } from './HouseholdDialogs.tsx';
import HouseholdForm from './HouseholdForm.tsx';
import { HOUSEHOLD_PAGE_SIZE, householdMessages, searchHouseholds } from './households.ts';
import { copyLink, useHouseholds } from './use-households.ts';
import { LoadFailed } from '../../../components/ui/LoadState.tsx';

type Props = { onChanged: () => void };

/** Households: who is invited together, to which functions, and each one's RSVP link. */
export default function HouseholdsPanel({ onChanged }: Props) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [bulkFunction, setBulkFunction] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [target, setTarget] = useState('');
  const { data, failure, busy, selected, setSelected, toggle, load, change, invite, setChild, regenerate } = useHouseholds({
    onChanged,
    onDone: () => setDialog(null),
  });

  const shown = useMemo(() => (data ? searchHouseholds(data.households, query) : []), [data, query]);
  if (failure) {
    return <LoadFailed message={failure} onRetry={() => void load()} />;
  }
  if (!data) return <div className="skeleton h-40 w-full" aria-hidden="true" data-testid="skeletons" />;

  const pages = pageCount(shown.length, HOUSEHOLD_PAGE_SIZE);
  const current = Math.min(page, pages);
  const visible = pageOf(shown, current, HOUSEHOLD_PAGE_SIZE);
  const chosen = data.households.filter((h) => selected.has(h.id));

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
          <input
            type="checkbox"
            className="h-4 w-4 accent-maroon-700"
            checked={allOnPage}
            onChange={(e) => visible.forEach((h) => toggle(h.id, e.target.checked))}
          />
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
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy || !bulkFunction || chosen.length === 0}
          onClick={() =>
            void invite(
              chosen.map((h) => h.id),
              bulkFunction,
              true,
            )
          }
        >
          Invite selected
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busy || !bulkFunction || chosen.length === 0}
          onClick={() =>
            void invite(
              chosen.map((h) => h.id),
              bulkFunction,
              false,
            )
          }
        >
          Uninvite selected
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busy || chosen.length < 2}
          onClick={() => {
            setTarget(chosen[0]!.id);
            setDialog({ kind: 'merge' });
          }}
        >
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
              onChild={(m, isChild) => void setChild(m.id, isChild)}
              onMove={(m) => openMove({ guestIds: [m.id], names: m.fullName, from: h.id })}
              onEdit={() => setDialog({ kind: 'form', household: h })}
              onDelete={() => setDialog({ kind: 'delete', household: h })}
              onCopy={(link) => void copyLink(link)}
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

      <Modal
        open={dialog?.kind === 'form'}
        title={dialog?.kind === 'form' && dialog.household ? `Edit ${dialog.household.name}` : 'New household'}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'form' ? (
          <HouseholdForm
            household={dialog.household}
            coupleLocale={data.coupleLocale}
            onSaved={() => {
              setDialog(null);
              void load();
              onChanged();
            }}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Modal>

      <HouseholdDialogs
        dialog={dialog}
        households={data.households}
        chosen={chosen}
        busy={busy}
        target={target}
        setTarget={setTarget}
        onClose={() => setDialog(null)}
        change={change}
        onRegenerate={(household) => void regenerate(household)}
        onMerged={() => setSelected(new Set())}
      />
    </section>
  );
}
