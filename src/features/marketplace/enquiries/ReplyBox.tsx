import { useId, useState } from 'react';
import { actions } from 'astro:actions';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastUnlessFieldErrors, useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS, enquiryText, fieldText } from './enquiry-text.ts';

type Props = { conversationId: string; label: string; onSent: () => Promise<void> };

/** The reply box of a thread: plain text, at most 2,000 characters, counted as typed. */
export default function ReplyBox({ conversationId, label, onSent }: Props) {
  const id = useId();
  const [body, setBody] = useState('');
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.enquiries.reply,
    read: () => (body.trim() ? { input: { conversationId, body } } : { errors: { body: fieldText.message } }),
    onSuccess() {
      setBody('');
      toast({ title: enquiryText.replySent, variant: 'success' });
      void onSent();
    },
    onError: toastUnlessFieldErrors,
  });
  const error = errors.body;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        className="input"
        rows={3}
        maxLength={ENQUIRY_LIMITS.message}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        disabled={pending}
      />
      <p id={`${id}-count`} className="field-hint">
        {body.length.toLocaleString('en-IN')} / {ENQUIRY_LIMITS.message.toLocaleString('en-IN')} characters
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={pending} hydrated={hydrated} label="Send reply" pendingLabel="Sending..." className="btn btn-primary" />
    </form>
  );
}
