import SubmitButton from './SubmitButton.tsx';
import { bind } from '../../i18n/catalogue.ts';
import { ENGLISH_UI_TEXTS, type UiTexts } from './ui-texts.ts';

type Props = {
  pending: boolean;
  hydrated: boolean;
  label: string;
  onCancel: () => void;
  /** Another reason the form cannot be sent yet (e.g. a required field is empty). */
  blocked?: boolean;
  className?: string;
  messages?: UiTexts;
};

/** A dashboard form's save and cancel buttons: save says "Saving..." while it is sent, and cancel waits for it. */
export default function FormActions({
  pending,
  hydrated,
  label,
  onCancel,
  blocked = false,
  className = 'flex flex-wrap gap-3 pt-1',
  messages = ENGLISH_UI_TEXTS,
}: Props) {
  const t = bind(messages);
  return (
    <div className={className}>
      <SubmitButton pending={pending} hydrated={hydrated} blocked={blocked} label={label} pendingLabel={t.saving} className="btn btn-primary" />
      <button type="button" className="btn btn-ghost" disabled={pending} onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
