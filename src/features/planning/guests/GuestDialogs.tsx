// The edit and delete dialogs of the guest list.
import { useState } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { changedFields, guestToForm } from './guest-form.ts';
import GuestForm from './GuestForm.tsx';
import type { Guest } from './guests.ts';
import { useGuestTexts } from './use-guest-texts.ts';
import type { WeddingSide } from '../wedding/sides.ts';

/** Edits one guest; opened with fresh field messages each time. */
export function EditGuestDialog({
  guest,
  onSaved,
  onClose,
  ownSide = null,
}: {
  guest: Guest | null;
  onSaved: (guest: Guest) => void;
  onClose: () => void;
  /** A family member's side: its guests stay on it (or on both sides). */
  ownSide?: Exclude<WeddingSide, 'both'> | null;
}) {
  const t = useGuestTexts();
  const sides = ownSide && guest ? (guest.side === 'both' ? [ownSide, 'both' as const] : [ownSide]) : undefined;
  return (
    <Modal open={guest !== null} title={t.editTitle} onClose={onClose}>
      {guest ? <EditGuestForm key={guest.id} guest={guest} onSaved={onSaved} onClose={onClose} sides={sides} /> : null}
    </Modal>
  );
}

function EditGuestForm({
  guest,
  onSaved,
  onClose,
  sides,
}: {
  guest: Guest;
  onSaved: (guest: Guest) => void;
  onClose: () => void;
  sides: readonly WeddingSide[] | undefined;
}) {
  const t = useGuestTexts();
  const form = useActionForm({
    action: actions.guests.update,
    onSuccess(data) {
      onSaved(data);
      onClose();
      toast({ title: t.updated, variant: 'success' });
    },
    onError: (error) => toast({ title: t.updateFailed, description: reasonOf(error), variant: 'destructive' }),
  });
  return (
    <GuestForm
      idPrefix="edit-guest"
      sides={sides}
      initial={guestToForm(guest)}
      submitLabel={t.saveChanges}
      busyLabel={t.saving}
      busy={form.pending}
      errors={form.errors}
      onSubmit={(values) => form.submit({ id: guest.id, ...changedFields(guest, values) })}
      onCancel={onClose}
    />
  );
}

export type DeleteRequest = { ids: string[]; title: string };

/** Asks before deleting one guest or the selected ones. */
export function DeleteGuestsDialog({
  request,
  onDelete,
  onClose,
}: {
  request: DeleteRequest | null;
  onDelete: (ids: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const t = useGuestTexts();
  const [deleting, setDeleting] = useState(false);
  async function confirm() {
    if (!request) return;
    setDeleting(true);
    await onDelete(request.ids);
    setDeleting(false);
    onClose();
  }
  return (
    <Modal open={request !== null} title={request?.title ?? ''} onClose={onClose}>
      <p className="text-stone-700">{t.willBeRemoved({ count: request?.ids.length ?? 1 })}</p>
      <div className="mt-4 flex gap-3">
        <button type="button" className="btn btn-danger" disabled={deleting} onClick={confirm}>
          {deleting ? t.deleting : t.delete}
        </button>
        <button type="button" className="btn btn-ghost" disabled={deleting} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Modal>
  );
}
