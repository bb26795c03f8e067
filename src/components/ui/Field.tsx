import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode };

type Ids = { id: string; errorId: string; hintId: string; describedBy: string | undefined };

/** Label, control and its error message, wired together for screen readers. */
function useFieldIds(error: string | undefined, hint: ReactNode): Ids {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Messages({ error, hint, errorId, hintId }: { error?: string | undefined; hint?: ReactNode; errorId: string; hintId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The label above a control and the hint and error below it; the control gets the ids. */
function FieldShell({
  label,
  error,
  hint,
  className,
  id,
  children,
}: Common & { className?: string | undefined; id?: string | undefined; children: (ids: Ids) => ReactNode }) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id ?? ids.id} className="label">
        {label}
      </label>
      {children(ids)}
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

/** What every control of a field carries: its id and its link to the messages. */
const controlProps = (ids: Ids, error: string | undefined) => ({
  id: ids.id,
  className: 'input',
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
});

export function TextField({ label, error, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} id={input.id}>
      {(ids) => <input {...controlProps(ids, error)} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, className, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} id={input.id}>
      {(ids) => <textarea {...controlProps(ids, error)} {...input} />}
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, className, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} id={select.id}>
      {(ids) => (
        <select {...controlProps(ids, error)} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
