import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode };

/** Label, control and its error message, wired together for screen readers. */
function useFieldIds(error: string | undefined, hint: ReactNode) {
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

export function TextField({ label, error, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={input.id ?? ids.id} className="label">
        {label}
      </label>
      <input id={ids.id} className="input" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, className, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={input.id ?? ids.id} className="label">
        {label}
      </label>
      <textarea id={ids.id} className="input" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={select.id ?? ids.id} className="label">
        {label}
      </label>
      <select id={ids.id} className="input" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        {children}
      </select>
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
