import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean };

/** A native modal dialog: focus trapping, Escape and the backdrop come from the browser. */
export default function Modal({ open, title, onClose, children, wide = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A close the parent asked for fires the dialog's close event a moment later; by then the
  // parent may have opened the dialog again, so that event must not report a close.
  const closedByProp = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByProp.current = true;
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (closedByProp.current) closedByProp.current = false;
        else onClose();
      }}
      className={`m-auto w-[calc(100vw-2rem)] rounded-xl p-0 backdrop:bg-black/40 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <h2 id={titleId} className="font-serif text-xl text-maroon-800">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
