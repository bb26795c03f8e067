import { useEffect, useMemo, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../lib/toast.ts';
import {
  filterGuests,
  GUEST_IMPORT_MAX,
  GUEST_PAGE_SIZE,
  guestMessages,
  MEAL_OPTIONS,
  pageCount,
  pageOf,
  RSVP_FILTERS,
  RSVP_VALUES,
  rsvpLabels,
  sortGuests,
  summarizeGuests,
  type Guest,
  type GuestSort,
  type Rsvp,
  type RsvpFilter,
} from '../guests/guests.ts';
import { csvToGuests, type ImportRow } from '../guests/guests-csv.ts';
import GuestForm, { emptyGuestForm, formToInput, guestToForm, type GuestFormValues } from './GuestForm.tsx';
import type { GuestInput } from '../guests/guests.schema.ts';
import Modal from './Modal.tsx';
import { call, fieldErrorsOf, getJson, reasonOf, type FieldErrors } from './client.ts';
import { sectionUrls } from './dashboard.ts';

type Props = { guests: Guest[]; onChange: (update: (guests: Guest[]) => Guest[]) => void; hasProfile: boolean; onCreateProfile: () => void };
type Confirm = { ids: string[]; title: string } | null;
type Preview = { fileName: string; rows: ImportRow[]; error: string | null; checking?: boolean } | null;

function withServerErrors(rows: ImportRow[], errors: { index: number; messages: string[] }[]): ImportRow[] {
  const byIndex = new Map(errors.map((e) => [e.index, e.messages]));
  return rows.map((r, k) => ({ ...r, errors: [...r.errors, ...(byIndex.get(k) ?? [])] }));
}

const filterLabels: Record<RsvpFilter, string> = { all: 'All', confirmed: 'Confirmed', declined: 'Declined', awaiting: 'Awaiting' };

export default function GuestsTab({ guests, onChange, hasProfile, onCreateProfile }: Props) {
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [filter, setFilter] = useState<RsvpFilter>('all');
  const [sort, setSort] = useState<GuestSort>('name');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [addErrors, setAddErrors] = useState<FieldErrors>({});
  const [addFailure, setAddFailure] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<Guest | null>(null);
  const [editBusy, setEditBusy] = useState(false);
  const [editErrors, setEditErrors] = useState<FieldErrors>({});
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [deleting, setDeleting] = useState(false);
  const [preview, setPreview] = useState<Preview>(null);
  const [importing, setImporting] = useState(false);

  // Guests added in another tab or device show up when this tab is looked at again.
  // Guests this tab added while a refresh was on its way are kept, not overwritten by it.
  const addedDuringRefresh = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!hasProfile) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      const added = new Set<string>();
      addedDuringRefresh.current = added;
      getJson<{ guests: Guest[] }>(sectionUrls.guests)
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
  }, [hasProfile, onChange]);

  const shown = useMemo(() => sortGuests(filterGuests(guests, filter), sort, direction), [guests, filter, sort, direction]);
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);
  const visible = pageOf(shown, current);
  const summary = useMemo(() => summarizeGuests(guests), [guests]);

  if (!hasProfile) {
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold">{guestMessages.profileFirst}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={onCreateProfile}>
          Create Wedding Profile
        </button>
      </div>
    );
  }

  // Updates are applied to the latest list, so nothing added meanwhile is dropped.
  const replace = (guest: Guest) => onChange((list) => list.map((g) => (g.id === guest.id ? guest : g)));

  async function add(values: GuestFormValues): Promise<boolean> {
    setAdding(true);
    const { data, error } = await call(() => actions.guests.add(formToInput(values)));
    setAdding(false);
    if (error || !data) {
      const reason = reasonOf(error);
      setAddErrors(fieldErrorsOf(error && 'code' in error ? error : undefined));
      setAddFailure(guestMessages.addFailed(reason));
      toast({ title: guestMessages.addFailed(reason), variant: 'destructive' });
      return false;
    }
    setAddErrors({});
    setAddFailure(null);
    addedDuringRefresh.current?.add(data.id);
    onChange((list) => [...list, data]);
    setFormKey((k) => k + 1);
    toast({ title: guestMessages.added, variant: 'success' });
    return true;
  }

  async function saveEdit(values: GuestFormValues): Promise<boolean> {
    if (!editing) return false;
    // Only what changed is sent, so an edit here never undoes a change made elsewhere.
    const before = guestToForm(editing);
    const next = formToInput(values);
    const changes: Partial<GuestInput> = {};
    for (const key of Object.keys(values) as (keyof GuestFormValues)[]) {
      if (values[key] !== before[key]) (changes as Record<string, unknown>)[key] = next[key];
    }
    setEditBusy(true);
    const { data, error } = await call(() => actions.guests.update({ id: editing.id, ...changes }));
    setEditBusy(false);
    if (error || !data) {
      setEditErrors(fieldErrorsOf(error && 'code' in error ? error : undefined));
      toast({ title: guestMessages.updateFailed, description: reasonOf(error), variant: 'destructive' });
      return false;
    }
    replace(data);
    setEditing(null);
    toast({ title: guestMessages.updated, variant: 'success' });
    return true;
  }

  /** RSVP and invited change at once on screen, and change back if the save fails. */
  async function quickUpdate(guest: Guest, changes: { rsvp?: Rsvp; isInvited?: boolean }) {
    onChange((list) => list.map((g) => (g.id === guest.id ? { ...g, ...changes } : g)));
    const { data, error } = await call(() => actions.guests.update({ id: guest.id, ...changes }));
    if (error || !data) {
      replace(guest);
      toast({ title: guestMessages.updateFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    replace(data);
    toast({ title: guestMessages.updated, variant: 'success' });
  }

  async function confirmDelete() {
    if (!confirm) return;
    setDeleting(true);
    const ids = confirm.ids;
    const { error } = await call(() => (ids.length === 1 ? actions.guests.remove({ id: ids[0]! }) : actions.guests.removeMany({ ids })));
    setDeleting(false);
    setConfirm(null);
    if (error) {
      toast({ title: guestMessages.deleteFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    const gone = new Set(ids);
    onChange((list) => list.filter((g) => !gone.has(g.id)));
    setSelected((s) => new Set([...s].filter((id) => !gone.has(id))));
    toast({
      title: guestMessages.deleted,
      ...(ids.length > 1 ? { description: `${ids.length} guests removed from your list.` } : {}),
      variant: 'success',
    });
  }

  /** Reads the file, then has the server check every row before anything is stored. */
  async function chooseFile(file: File | undefined) {
    if (!file) return;
    const result = csvToGuests(await file.text());
    if (result.error || result.rows.length > GUEST_IMPORT_MAX) {
      setPreview({ fileName: file.name, rows: result.rows, error: result.error ?? `A file can hold at most ${GUEST_IMPORT_MAX} guests.` });
      return;
    }
    setPreview({ fileName: file.name, rows: result.rows, error: null, checking: true });
    const { data, error } = await call(() => actions.guests.import({ rows: result.rows.map((r) => r.values), dryRun: true }));
    if (error || !data) {
      setPreview({ fileName: file.name, rows: result.rows, error: reasonOf(error) });
      return;
    }
    setPreview({ fileName: file.name, rows: withServerErrors(result.rows, data.errors), error: null });
  }

  async function runImport() {
    if (!preview) return;
    setImporting(true);
    const { data, error } = await call(() => actions.guests.import({ rows: preview.rows.map((r) => r.values) }));
    setImporting(false);
    if (error || !data) {
      toast({ title: 'Import failed', description: `${reasonOf(error)} No guests were imported.`, variant: 'destructive' });
      return;
    }
    if (data.errors.length) {
      setPreview({ ...preview, rows: withServerErrors(preview.rows, data.errors) });
      toast({ title: 'Import failed', description: 'Some rows have errors. No guests were imported.', variant: 'destructive' });
      return;
    }
    for (const g of data.imported) addedDuringRefresh.current?.add(g.id);
    onChange((list) => [...list, ...data.imported]);
    setPreview(null);
    toast({ title: `${data.imported.length} ${data.imported.length === 1 ? 'guest' : 'guests'} imported`, variant: 'success' });
  }

  function toggleSort(key: GuestSort) {
    if (sort === key) setDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(key);
      setDirection('asc');
    }
    setPage(1);
  }

  const toggleOne = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = visible.length > 0 && visible.every((g) => selected.has(g.id));
  const togglePage = (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const g of visible) {
        if (on) next.add(g.id);
        else next.delete(g.id);
      }
      return next;
    });
  const selectedIds = guests.filter((g) => selected.has(g.id)).map((g) => g.id);
  const ariaSort = (key: GuestSort) => (sort === key ? (direction === 'asc' ? 'ascending' : 'descending') : 'none');
  const errorRows = preview?.rows.filter((r) => r.errors.length > 0) ?? [];

  return (
    <div className="space-y-6">
      <section aria-labelledby="guest-summary-title" className="card p-4 sm:p-5">
        <h2 id="guest-summary-title" className="font-serif text-xl text-maroon-800">
          Guest summary
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-center sm:grid-cols-5" data-testid="guest-summary">
          {(
            [
              ['Total', summary.total],
              ['Invited', summary.invited],
              ['Confirmed', summary.confirmed],
              ['Declined', summary.declined],
              ['Awaiting', summary.awaiting],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="rounded-lg bg-maroon-50 px-2 py-3">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="text-2xl font-semibold text-maroon-800">{n}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-stone-700" data-testid="meal-summary">
          Meals: {MEAL_OPTIONS.map((m) => `${m} ${summary.meals[m]}`).join(' · ')} · Not specified {summary.meals['Not specified']}
        </p>
      </section>

      <section aria-labelledby="add-guest-title" className="card p-4 sm:p-5">
        <h2 id="add-guest-title" className="font-serif text-xl text-maroon-800">
          Add a guest
        </h2>
        <div className="mt-3">
          <GuestForm
            key={formKey}
            idPrefix="add-guest"
            initial={emptyGuestForm}
            submitLabel="Add Guest"
            busyLabel="Adding..."
            busy={adding}
            errors={addErrors}
            failure={addFailure}
            onSubmit={add}
          />
        </div>
      </section>

      <section aria-labelledby="guest-list-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="guest-list-title" className="font-serif text-xl text-maroon-800">
            Guest list
          </h2>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-outline btn-sm" href="/api/guests/export" download="guests.csv">
              Export CSV
            </a>
            <label className="btn btn-outline btn-sm focus-within:outline-3 focus-within:outline-saffron-500">
              Import CSV
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(e) => {
                  void chooseFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
        </div>

        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label="View" className="flex rounded-lg border border-stone-300 bg-white p-0.5">
            {(['grid', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                className={`btn btn-sm ${view === v ? 'btn-primary' : 'btn-ghost'}`}
                onClick={() => setView(v)}
              >
                {v === 'grid' ? 'Grid' : 'List'}
              </button>
            ))}
          </div>
          <div>
            <label htmlFor="guest-filter" className="label">
              Filter by RSVP
            </label>
            <select
              id="guest-filter"
              className="input"
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as RsvpFilter);
                setPage(1);
              }}
            >
              {RSVP_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {filterLabels[f]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="guest-sort" className="label">
              Sort by
            </label>
            <select
              id="guest-sort"
              className="input"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as GuestSort);
                setDirection('asc');
                setPage(1);
              }}
            >
              <option value="name">Name</option>
              <option value="table">Table number</option>
            </select>
          </div>
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={selectedIds.length === 0}
            onClick={() => setConfirm({ ids: selectedIds, title: guestMessages.confirmDelete })}
          >
            Delete selected ({selectedIds.length})
          </button>
        </div>

        {guests.length === 0 ? (
          <p className="card p-6 text-center text-stone-700">{guestMessages.empty}</p>
        ) : shown.length === 0 ? (
          <p className="card p-6 text-center text-stone-700">No guests match this RSVP filter.</p>
        ) : view === 'list' ? (
          <div className="card relative overflow-x-auto">
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="sr-only">Guests, sorted by {sort === 'name' ? 'name' : 'table number'}</caption>
              <thead className="border-b border-stone-200 bg-maroon-50 text-stone-700">
                <tr>
                  <th scope="col" className="w-10 p-3">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-maroon-700"
                      aria-label="Select all guests on this page"
                      checked={allOnPage}
                      onChange={(e) => togglePage(e.target.checked)}
                    />
                  </th>
                  <th scope="col" className="p-3" aria-sort={ariaSort('name')}>
                    <button type="button" className="font-semibold hover:underline" onClick={() => toggleSort('name')}>
                      Name {sort === 'name' ? (direction === 'asc' ? '▲' : '▼') : ''}
                    </button>
                  </th>
                  <th scope="col" className="p-3">Contact</th>
                  <th scope="col" className="p-3">RSVP</th>
                  <th scope="col" className="p-3">Meal</th>
                  <th scope="col" className="p-3" aria-sort={ariaSort('table')}>
                    <button type="button" className="font-semibold hover:underline" onClick={() => toggleSort('table')}>
                      Table {sort === 'table' ? (direction === 'asc' ? '▲' : '▼') : ''}
                    </button>
                  </th>
                  <th scope="col" className="p-3">Invited</th>
                  <th scope="col" className="p-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((g) => (
                  <tr key={g.id} className="border-b border-stone-100 last:border-0" data-testid="guest-row">
                    <td className="p-3">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-maroon-700"
                        aria-label={`Select ${g.fullName}`}
                        checked={selected.has(g.id)}
                        onChange={(e) => toggleOne(g.id, e.target.checked)}
                      />
                    </td>
                    <th scope="row" className="max-w-[14rem] p-3 font-medium break-words">
                      <span data-testid="guest-name">{g.fullName}</span>
                      {g.notes ? <span className="block text-xs font-normal text-stone-600">{g.notes}</span> : null}
                    </th>
                    <td className="max-w-[14rem] p-3 break-words text-stone-700">
                      {g.email ? <span className="block">{g.email}</span> : null}
                      {g.phone ? <span className="block">{g.phone}</span> : null}
                    </td>
                    <td className="p-3">
                      <RsvpSelect guest={g} onChange={(rsvp) => quickUpdate(g, { rsvp })} />
                    </td>
                    <td className="p-3">{g.mealPreference ?? '—'}</td>
                    <td className="p-3">{g.tableNumber ?? '—'}</td>
                    <td className="p-3">
                      <InvitedBox guest={g} onChange={(isInvited) => quickUpdate(g, { isInvited })} />
                    </td>
                    <td className="p-3 whitespace-nowrap">
                      <GuestActions guest={g} onEdit={() => { setEditErrors({}); setEditing(g); }} onDelete={() => setConfirm({ ids: [g.id], title: `Delete ${g.fullName}?` })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((g) => (
              <li key={g.id} className="card flex flex-col gap-2 p-4" data-testid="guest-card">
                <div className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-maroon-700"
                    aria-label={`Select ${g.fullName}`}
                    checked={selected.has(g.id)}
                    onChange={(e) => toggleOne(g.id, e.target.checked)}
                  />
                  <h3 className="font-semibold break-words">{g.fullName}</h3>
                </div>
                <p className="text-sm break-words text-stone-700">{[g.email, g.phone].filter(Boolean).join(' · ') || 'No contact details'}</p>
                <p className="text-sm">
                  Meal: {g.mealPreference ?? '—'} · Table: {g.tableNumber ?? '—'}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <RsvpSelect guest={g} onChange={(rsvp) => quickUpdate(g, { rsvp })} />
                  <InvitedBox guest={g} onChange={(isInvited) => quickUpdate(g, { isInvited })} withLabel />
                </div>
                <GuestActions guest={g} onEdit={() => { setEditErrors({}); setEditing(g); }} onDelete={() => setConfirm({ ids: [g.id], title: `Delete ${g.fullName}?` })} />
              </li>
            ))}
          </ul>
        )}

        {shown.length > 0 ? (
          <nav aria-label="Guest pages" className="flex items-center justify-between gap-3">
            <button type="button" className="btn btn-outline btn-sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
              Prev
            </button>
            <p className="text-sm" aria-live="polite">
              Page {current} of {pages} · {shown.length} {shown.length === 1 ? 'guest' : 'guests'}
              <span className="sr-only">, {GUEST_PAGE_SIZE} per page</span>
            </p>
            <button type="button" className="btn btn-outline btn-sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
              Next
            </button>
          </nav>
        ) : null}
      </section>

      <Modal open={editing !== null} title="Edit guest" onClose={() => setEditing(null)}>
        {editing ? (
          <GuestForm
            idPrefix="edit-guest"
            initial={guestToForm(editing)}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            busy={editBusy}
            errors={editErrors}
            onSubmit={saveEdit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal open={confirm !== null} title={confirm?.title ?? ''} onClose={() => setConfirm(null)}>
        <p className="text-stone-700">
          {confirm && confirm.ids.length > 1 ? `${confirm.ids.length} guests will be removed from your list.` : 'This guest will be removed from your list.'} This cannot be undone.
        </p>
        <div className="mt-4 flex gap-3">
          <button type="button" className="btn btn-danger" disabled={deleting} onClick={confirmDelete}>
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
          <button type="button" className="btn btn-ghost" disabled={deleting} onClick={() => setConfirm(null)}>
            Cancel
          </button>
        </div>
      </Modal>

      <Modal open={preview !== null} title="Import guests" onClose={() => setPreview(null)} wide>
        {preview ? (
          <div className="space-y-3">
            <p className="text-sm text-stone-700">
              {preview.fileName}: {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'}
              {errorRows.length ? `, ${errorRows.length} with errors` : ''}.
            </p>
            {preview.checking ? <p role="status">Checking every row…</p> : null}
            {preview.error ? (
              <p className="field-error" role="alert">
                {preview.error}
              </p>
            ) : errorRows.length && !preview.checking ? (
              <p className="field-error" role="alert">
                Fix the rows marked below and choose the file again. Nothing is imported until every row is valid.
              </p>
            ) : null}
            {preview.rows.length ? (
              <div className="relative max-h-[50vh] overflow-auto rounded-lg border border-stone-200">
                <table className="w-full text-left text-sm">
                  <thead className="sticky top-0 bg-maroon-50">
                    <tr>
                      <th scope="col" className="p-2">Row</th>
                      <th scope="col" className="p-2">Full Name</th>
                      <th scope="col" className="hidden p-2 sm:table-cell">RSVP</th>
                      <th scope="col" className="hidden p-2 sm:table-cell">Meal</th>
                      <th scope="col" className="hidden p-2 sm:table-cell">Table</th>
                      <th scope="col" className="p-2">Problems</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((r) => (
                      <tr key={r.rowNumber} className={`border-t border-stone-100 ${r.errors.length ? 'bg-red-50' : ''}`}>
                        <td className="p-2">{r.rowNumber}</td>
                        <td className="max-w-[12rem] truncate p-2">{r.values.fullName}</td>
                        <td className="hidden p-2 sm:table-cell">{rsvpLabels[r.values.rsvp as Rsvp] ?? ''}</td>
                        <td className="hidden p-2 sm:table-cell">{r.values.mealPreference ?? ''}</td>
                        <td className="hidden p-2 sm:table-cell">{String(r.values.tableNumber ?? '')}</td>
                        <td className={`p-2 ${r.errors.length ? 'text-red-800' : 'text-green-800'}`}>{r.errors.join('; ') || (preview.checking ? '…' : 'OK')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={importing || preview.checking === true || preview.error !== null || errorRows.length > 0 || preview.rows.length === 0}
                onClick={runImport}
              >
                {importing ? 'Importing...' : `Import ${preview.rows.length} ${preview.rows.length === 1 ? 'guest' : 'guests'}`}
              </button>
              <button type="button" className="btn btn-ghost" disabled={importing} onClick={() => setPreview(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

function RsvpSelect({ guest, onChange }: { guest: Guest; onChange: (rsvp: Rsvp) => void }) {
  return (
    <select className="input min-h-0 py-1" aria-label={`RSVP for ${guest.fullName}`} value={guest.rsvp} onChange={(e) => onChange(e.target.value as Rsvp)}>
      {RSVP_VALUES.map((r) => (
        <option key={r} value={r}>
          {rsvpLabels[r]}
        </option>
      ))}
    </select>
  );
}

function InvitedBox({ guest, onChange, withLabel = false }: { guest: Guest; onChange: (invited: boolean) => void; withLabel?: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-maroon-700" checked={guest.isInvited} onChange={(e) => onChange(e.target.checked)} aria-label={`Invited: ${guest.fullName}`} />
      {withLabel ? 'Invited' : null}
    </label>
  );
}

function GuestActions({ guest, onEdit, onDelete }: { guest: Guest; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className="inline-flex gap-1">
      <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit} aria-label={`Edit ${guest.fullName}`}>
        Edit
      </button>
      <button type="button" className="btn btn-ghost btn-sm text-red-800" onClick={onDelete} aria-label={`Delete ${guest.fullName}`}>
        Delete
      </button>
    </span>
  );
}
