import { useMemo, useState } from 'react';
import { actions } from 'astro:actions';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import Modal from '../../../components/ui/Modal.tsx';
import { emptyGuestForm, formToInput, type GuestFormValues } from './guest-form.ts';
import type { GuestRowActions } from './guest-rows.ts';
import { DeleteGuestsDialog, EditGuestDialog, type DeleteRequest } from './GuestDialogs.tsx';
import GuestForm from './GuestForm.tsx';
import GuestGrid from './GuestGrid.tsx';
import GuestImportDialog from './GuestImportDialog.tsx';
import GuestSummary from './GuestSummary.tsx';
import GuestTable from './GuestTable.tsx';
import { GuestPager, GuestToolbar, type GuestLayout } from './GuestToolbar.tsx';
import { findDuplicateGuest, GUESTS_EXPORT_URL, householdsOf, type Guest } from './guests.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { guestImportMessages } from './import-messages.ts';
import { sideLabel, useGuestTexts } from './use-guest-texts.ts';
import { toggleSort } from './guest-rows.ts';
import { useGuestImport } from './use-guest-import.ts';
import { useGuestList, type GuestListUpdate } from './use-guest-list.ts';
import { ProfileFirst } from '../wedding/ProfileFirst.tsx';
import { sideLimit } from '../wedding/access.ts';
import { useCan, useWeddingView } from '../wedding/access-context.tsx';

type Props = {
  guests: Guest[];
  onChange: GuestListUpdate;
  hasProfile: boolean;
  onCreateProfile: () => void;
};

/** The couple's guest list: summary, add form, the list as a table or a grid, import and export. */
export default function GuestsPanel({ guests, onChange, hasProfile, onCreateProfile }: Props) {
  const t = useGuestTexts();
  // A family member adds its own side's guests; a viewer reads the list (the server refuses its writes too).
  const access = useWeddingView();
  const ownSide = access ? sideLimit(access.role, access.side) : null;
  const canWrite = useCan('guests');
  const list = useGuestList(guests, onChange, hasProfile, t);
  const importer = useGuestImport(list.append, useMessages<CatalogueOf<typeof guestImportMessages>>('guestImport'));
  const [layout, setLayout] = useState<GuestLayout>('list');
  const [editing, setEditing] = useState<Guest | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const [addFailure, setAddFailure] = useState<string | null>(null);
  const [addFormKey, setAddFormKey] = useState(0);
  // An exact duplicate waits here while the couple chooses to add it anyway or cancel.
  const [duplicate, setDuplicate] = useState<{ values: GuestFormValues; match: Guest } | null>(null);
  const households = useMemo(() => householdsOf(guests), [guests]);
  const adding = useActionForm({
    action: actions.guests.add,
    onSuccess(guest) {
      setAddFailure(null);
      list.append([guest]);
      setAddFormKey((k) => k + 1);
      toast({ title: t.added, variant: 'success' });
    },
    onError(error) {
      const message = t.addFailed({ reason: reasonOf(error) });
      setAddFailure(message);
      toast({ title: message, variant: 'destructive' });
    },
  });

  if (!hasProfile) {
    return <ProfileFirst message={t.profileFirst} onCreateProfile={onCreateProfile} />;
  }

  const { model, view } = list;
  const rowActions: GuestRowActions = {
    select: list.select,
    setRsvp: (guest, rsvp) => void list.quickUpdate(guest, { rsvp }),
    setInvited: (guest, isInvited) => void list.quickUpdate(guest, { isInvited }),
    edit: setEditing,
    remove: (guest) => setDeleting({ ids: [guest.id], title: t.deleteOne({ name: guest.fullName }) }),
  };

  return (
    <div className="space-y-6">
      <GuestSummary summary={list.summary} side={view.side && view.side !== 'all' ? sideLabel(t, view.side) : null} />

      {canWrite ? (
        <section aria-labelledby="add-guest-title" className="card p-4 sm:p-5">
          <h2 id="add-guest-title" className="font-serif text-xl text-maroon-800">
            {t.addTitle}
          </h2>
          <div className="mt-3">
            <GuestForm
              key={addFormKey}
              idPrefix="add-guest"
              initial={ownSide ? { ...emptyGuestForm, side: ownSide } : emptyGuestForm}
              sides={ownSide ? [ownSide] : undefined}
              submitLabel={t.addGuest}
              busyLabel={t.adding}
              busy={adding.pending}
              errors={adding.errors}
              failure={addFailure}
              onSubmit={async (values) => {
                const match = findDuplicateGuest(guests, { fullName: values.fullName, email: values.email, phone: values.phone });
                if (match) {
                  setDuplicate({ values, match });
                  return false;
                }
                return adding.submit(formToInput(values));
              }}
            />
          </div>
        </section>
      ) : (
        <p className="card p-4 text-stone-700" role="note">
          {t.viewOnly}
        </p>
      )}

      <section aria-labelledby="guest-list-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="guest-list-title" className="font-serif text-xl text-maroon-800">
            {t.listTitle}
          </h2>
          <div className="flex flex-wrap gap-2">
            <a
              className="btn btn-outline btn-sm"
              href={view.side && view.side !== 'all' ? `${GUESTS_EXPORT_URL}?side=${view.side}` : GUESTS_EXPORT_URL}
              download={view.side && view.side !== 'all' ? `guests-${view.side}.csv` : 'guests.csv'}
            >
              {t.exportCsv}
            </a>
            <label className="btn btn-outline btn-sm focus-within:outline-3 focus-within:outline-saffron-500">
              {t.importCsv}
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(e) => {
                  void importer.chooseFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
        </div>

        <GuestToolbar
          layout={layout}
          onLayout={setLayout}
          view={view}
          onView={list.setView}
          households={households}
          selectedCount={model.selectedIds.length}
          onDeleteSelected={() => setDeleting({ ids: model.selectedIds, title: t.confirmDelete })}
        />

        {guests.length === 0 ? (
          <p className="card p-6 text-center text-stone-700">{t.empty}</p>
        ) : model.matching === 0 ? (
          <p className="card p-6 text-center text-stone-700">
            {view.query?.trim() || view.household
              ? t.noMatchSearch
              : view.side && view.side !== 'all' && view.filter === 'all'
                ? t.noMatchSide
                : t.noMatchFilter}
          </p>
        ) : layout === 'list' ? (
          <GuestTable model={model} view={view} actions={rowActions} onSortBy={(sort) => list.setView(toggleSort(view, sort))} />
        ) : (
          <GuestGrid rows={model.rows} actions={rowActions} />
        )}

        {model.matching > 0 ? <GuestPager model={model} onPage={(page) => list.setView({ ...view, page })} /> : null}
      </section>

      <EditGuestDialog guest={editing} onSaved={list.replace} onClose={() => setEditing(null)} ownSide={ownSide} />
      <DeleteGuestsDialog request={deleting} onDelete={list.remove} onClose={() => setDeleting(null)} />
      <GuestImportDialog importer={importer} />
      <Modal open={duplicate !== null} title={t.duplicateTitle} onClose={() => setDuplicate(null)}>
        {duplicate ? (
          <div className="space-y-4">
            <p>{t.duplicateBody({ name: duplicate.match.fullName })}</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  const values = duplicate.values;
                  setDuplicate(null);
                  void adding.submit(formToInput(values));
                }}
              >
                {t.addAnyway}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDuplicate(null)}>
                {t.cancel}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
