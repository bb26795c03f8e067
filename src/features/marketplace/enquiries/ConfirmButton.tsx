import { useState, type ReactNode } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { useEnquiryWords } from './StatusBadge.tsx';

type Props = {
  label: string;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  className?: string;
  disabled?: boolean;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
};

/** A button that asks before it acts, in a modal dialog with Cancel. */
export default function ConfirmButton({ label, title, question, confirmLabel, className = 'btn btn-outline btn-sm', disabled, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const w = useEnquiryWords();
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        <div className="text-stone-700">{question}</div>
        <div className="mt-5 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const done = await onConfirm();
              setBusy(false);
              if (done) setOpen(false);
            }}
          >
            {busy ? w.pleaseWait : confirmLabel}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            {w.cancel}
          </button>
        </div>
      </Modal>
    </>
  );
}
