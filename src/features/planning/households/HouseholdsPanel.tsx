import { useMemo, useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { pageCount, pageOf } from '../guests/guests.ts';
import HouseholdCard from './HouseholdCard.tsx';
import HouseholdDialogs, { type Dialog, type Mover } from './HouseholdDialogs.tsx';
import HouseholdForm from './HouseholdForm.tsx';
import { HOUSEHOLD_PAGE_SIZE, searchHouseholds } from './households.ts';
import { useHouseholdTexts } from './use-household-texts.ts';
import { copyLink, useHouseholds } from './use-households.ts';
import { LoadFailed } from '../../../components/ui/LoadState.tsx';
import { useCan } from '../wedding/access-context.tsx';

type Props = { onChanged: () => void };

/** Households: who is invited together, to which functions, and each one's RSVP link. */
export default function HouseholdsPanel({ onChanged }: Props) {
  // A viewer reads the households and their links; the controls that change them are the couple's and family's.
  const canWrite = useCan('guests');
  const t = useHouseholdTexts();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [bulkFunction, setBulkFunction] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [target, setTarget] = useState('');
  const { data, failure, busy, selected, setSelected, toggle, load, change, invite, setChild, regenerate } = useHouseholds({
    onChanged,
    onDone: () => setDialog(null),
    t,
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
            {t.title}
          </h3>
          <p className="text-sm text-stone-700">{t.count({ count: data.households.length })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canWrite ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog({ kind: 'form', household: null })}>
              {t.newHousehold}
            </button>
          ) : null}
          <a className="btn btn-outline btn-sm" href="/dashboard/rsvp-links">
            {t.allLinks}
          </a>
          <a className="btn btn-outline btn-sm" href="/api/households/links.csv" download>
            {t.linksCsv}
          </a>
        </div>
      </div>

      {data.unassigned.length ? (
        <div className="card p-4">
          <h4 className="font-semibold">{t.unassigned}</h4>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {data.unassigned.map((g) => (
              <li key={g.id}>
                {g.fullName}{' '}
                {canWrite ? (
                  <button type="button" className="text-maroon-700 underline" onClick={() => openMove({ guestIds: [g.id], names: g.fullName, from: null })}>
                    {t.move}
                    <span className="sr-only">{t.moveToHousehold({ name: g.fullName })}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="card flex flex-wrap items-end gap-3 p-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="household-search" className="label">
            {t.search}
          </label>
          <input
            id="household-search"
            type="search"
            className="input"
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {canWrite ? (
          <>
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-maroon-700"
                checked={allOnPage}
                onChange={(e) => visible.forEach((h) => toggle(h.id, e.target.checked))}
              />
              {t.selectAllOnPage}
            </label>
            <div>
              <label htmlFor="bulk-function" className="label">
                {t.functionForSelected({ count: chosen.length })}
              </label>
              <select id="bulk-function" className="input" value={bulkFunction} onChange={(e) => setBulkFunction(e.target.value)}>
                <option value="">{t.chooseFunction}</option>
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
              {t.inviteSelected}
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
              {t.uninviteSelected}
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
              {t.mergeSelected}
            </button>
          </>
        ) : null}
      </div>

      {data.households.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{t.empty}</p>
      ) : shown.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{t.noMatch}</p>
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
              onCopy={(link) => void copyLink(link, t)}
              onQr={() => setDialog({ kind: 'qr', household: h })}
              onRegenerate={() => setDialog({ kind: 'regenerate', household: h })}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t.pagesLabel} className="flex items-center justify-between gap-3">
          <button type="button" className="btn btn-outline btn-sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {t.prev}
          </button>
          <p className="text-sm text-stone-700">{t.pageOf({ page: current, pages })}</p>
          <button type="button" className="btn btn-outline btn-sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            {t.next}
          </button>
        </nav>
      ) : null}

      <Modal
        open={dialog?.kind === 'form'}
        title={dialog?.kind === 'form' && dialog.household ? t.editTitle({ name: dialog.household.name }) : t.newHousehold}
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
