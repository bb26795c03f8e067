import SubmitButton from './SubmitButton.tsx';

type Props = {
  pending: boolean;
  hydrated: boolean;
  label: string;
  onCancel: () => void;
  /** Another reason the form cannot be sent yet (e.g. a required field is empty). */
  blocked?: boolean;
  className?: string;
};

/** A dashboard form's save and cancel buttons: save says "Saving..." while it is sent, and cancel waits for it. */
export default function FormActions({ pending, hydrated, label, onCancel, blocked = false, className = 'flex flex-wrap gap-3 pt-1' }: Props) {
  return (
    <div className={className}>
      <SubmitButton pending={pending} hydrated={hydrated} blocked={blocked} label={label} pendingLabel="Saving..." className="btn btn-primary" />
      <button type="button" className="btn btn-ghost" disabled={pending} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
