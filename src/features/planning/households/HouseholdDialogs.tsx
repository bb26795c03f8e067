// The dialogs of the Households panel: move guests, merge households, a link's QR code,
// a new link, and deleting a household.
import type { ReactNode } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { callAction, type SubmitError } from '../../../lib/form-errors.ts';
import { householdMessages, type Household } from './households.ts';

export type Mover = { guestIds: string[]; names: string; from: string | null };
export type Dialog =
  | { kind: 'form'; household: Household | null }
  | { kind: 'move'; mover: Mover }
  | { kind: 'merge' }
  | { kind: 'qr'; household: Household }
  | { kind: 'regenerate'; household: Household }
  | { kind: 'delete'; household: Household }
  | null;

type Props = {
  dialog: Dialog;
  households: Household[];
  /** The selected households (merging). */
  chosen: Household[];
  busy: boolean;
  /** The household chosen in the move and merge dialogs. */
  target: string;
  setTarget: (id: string) => void;
  onClose: () => void;
  change: (run: () => Promise<{ error?: SubmitError }>, success: string) => Promise<boolean>;
  onRegenerate: (household: Household) => void;
  onMerged: () => void;
};

function Actions({ children, onCancel }: { children: ReactNode; onCancel: () => void }) {
  return (
    <div className="mt-4 flex gap-3">
      {children}
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export default function HouseholdDialogs({ dialog, households, chosen, busy, target, setTarget, onClose, change, onRegenerate, onMerged }: Props) {
  return (
    <>
      <Modal open={dialog?.kind === 'move'} title={dialog?.kind === 'move' ? `Move ${dialog.mover.names}` : ''} onClose={onClose}>
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
              {households
                .filter((h) => h.id !== dialog.mover.from)
                .map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
            </select>
            <Actions onCancel={onClose}>
              <button type="submit" className="btn btn-primary" disabled={busy || !target}>
                Move
              </button>
            </Actions>
          </form>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'merge'} title="Merge households" onClose={onClose}>
        {dialog?.kind === 'merge' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const sourceIds = chosen.map((h) => h.id).filter((id) => id !== target);
              void change(() => callAction(() => actions.households.merge({ targetId: target, sourceIds })), householdMessages.merged).then(
                (ok) => ok && onMerged(),
              );
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
            <Actions onCancel={onClose}>
              <button type="submit" className="btn btn-primary" disabled={busy || !target}>
                Merge {chosen.length} households
              </button>
            </Actions>
          </form>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'qr'} title={dialog?.kind === 'qr' ? `QR code for ${dialog.household.name}` : ''} onClose={onClose}>
        {dialog?.kind === 'qr' ? (
          <div className="space-y-3">
            <img
              src={`/api/households/${dialog.household.id}/qr.svg`}
              width="240"
              height="240"
              alt={`QR code of the RSVP link for ${dialog.household.name}`}
              className="mx-auto"
            />
            <p className="text-sm break-all text-stone-700">{dialog.household.link}</p>
            <div className="flex flex-wrap gap-3">
              <a className="btn btn-primary btn-sm" href={`/api/households/${dialog.household.id}/qr.svg?download`} download="rsvp-qr.svg">
                Download QR code
              </a>
              <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
                Close
              </button>
            </div>
          </div>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'regenerate'} title="Make a new link?" onClose={onClose}>
        {dialog?.kind === 'regenerate' ? (
          <div>
            <p>{householdMessages.confirmRegenerate}</p>
            <Actions onCancel={onClose}>
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onRegenerate(dialog.household)}>
                Make a new link
              </button>
            </Actions>
          </div>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'delete'} title={dialog?.kind === 'delete' ? `Delete ${dialog.household.name}?` : ''} onClose={onClose}>
        {dialog?.kind === 'delete' ? (
          <div>
            <p>Its invitations, link and any extra guests it named are deleted.</p>
            <Actions onCancel={onClose}>
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void change(() => callAction(() => actions.households.remove({ id: dialog.household.id })), householdMessages.deleted)}
              >
                Delete
              </button>
            </Actions>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
