// The dialogs of the Households panel: move guests, merge households, a link's QR code,
// a new link, and deleting a household.
import type { ReactNode } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { callAction, type SubmitError } from '../../../lib/form-errors.ts';
import type { Household } from './households.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

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
  const t = useHouseholdTexts();
  return (
    <div className="mt-4 flex gap-3">
      {children}
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}

export default function HouseholdDialogs({ dialog, households, chosen, busy, target, setTarget, onClose, change, onRegenerate, onMerged }: Props) {
  const t = useHouseholdTexts();
  return (
    <>
      <Modal open={dialog?.kind === 'move'} title={dialog?.kind === 'move' ? t.moveTitle({ names: dialog.mover.names }) : ''} onClose={onClose}>
        {dialog?.kind === 'move' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const householdId = target === 'own' ? null : target;
              void change(() => callAction(() => actions.households.moveGuests({ guestIds: dialog.mover.guestIds, householdId })), t.moved);
            }}
          >
            <label htmlFor="move-target" className="label">
              {t.moveTo}
            </label>
            <select id="move-target" className="input" value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t.chooseHousehold}</option>
              <option value="own">{t.ownHousehold}</option>
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
                {t.move}
              </button>
            </Actions>
          </form>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'merge'} title={t.mergeTitle} onClose={onClose}>
        {dialog?.kind === 'merge' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const sourceIds = chosen.map((h) => h.id).filter((id) => id !== target);
              void change(() => callAction(() => actions.households.merge({ targetId: target, sourceIds })), t.merged).then((ok) => ok && onMerged());
            }}
          >
            <fieldset>
              <legend className="font-semibold">{t.keepWhich}</legend>
              <p className="text-sm text-stone-700">{t.mergeExplained}</p>
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
                {t.mergeCount({ count: chosen.length })}
              </button>
            </Actions>
          </form>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'qr'} title={dialog?.kind === 'qr' ? t.qrTitle({ name: dialog.household.name }) : ''} onClose={onClose}>
        {dialog?.kind === 'qr' ? (
          <div className="space-y-3">
            <img
              src={`/api/households/${dialog.household.id}/qr.svg`}
              width="240"
              height="240"
              alt={t.qrAlt({ name: dialog.household.name })}
              className="mx-auto"
            />
            <p className="text-sm break-all text-stone-700">{dialog.household.link}</p>
            <div className="flex flex-wrap gap-3">
              <a className="btn btn-primary btn-sm" href={`/api/households/${dialog.household.id}/qr.svg?download`} download="rsvp-qr.svg">
                {t.downloadQr}
              </a>
              <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
                {t.close}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'regenerate'} title={t.regenerateTitle} onClose={onClose}>
        {dialog?.kind === 'regenerate' ? (
          <div>
            <p>{t.confirmRegenerate}</p>
            <Actions onCancel={onClose}>
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onRegenerate(dialog.household)}>
                {t.regenerate}
              </button>
            </Actions>
          </div>
        ) : null}
      </Modal>

      <Modal open={dialog?.kind === 'delete'} title={dialog?.kind === 'delete' ? t.deleteTitle({ name: dialog.household.name }) : ''} onClose={onClose}>
        {dialog?.kind === 'delete' ? (
          <div>
            <p>{t.deleteExplained}</p>
            <Actions onCancel={onClose}>
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void change(() => callAction(() => actions.households.remove({ id: dialog.household.id })), t.deleted)}
              >
                {t.delete}
              </button>
            </Actions>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
