type Props = {
  pending: boolean;
  /** False until the island runs: the bare HTML form must not be sent. */
  hydrated: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  /** Another reason the form cannot be sent yet (e.g. its choices are still loading). */
  blocked?: boolean;
};

/** A form's submit button: disabled until the island runs and while the form is sent, saying so. */
export default function SubmitButton({ pending, hydrated, label, pendingLabel, className = 'btn btn-primary w-full', blocked = false }: Props) {
  return (
    <button type="submit" className={className} disabled={!hydrated || pending || blocked}>
      {pending ? pendingLabel : label}
    </button>
  );
}
