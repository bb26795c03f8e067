import { useId, useState } from 'react';
import { actions } from 'astro:actions';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastUnlessFieldErrors, useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS } from './enquiry-text.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { threadMessages } from './thread-messages.ts';

type Props = { conversationId: string; label: string; onSent: () => Promise<void> };

/** The reply box of a thread: plain text, at most 2,000 characters, counted as typed. */
export default function ReplyBox({ conversationId, label, onSent }: Props) {
  const id = useId();
  const [body, setBody] = useState('');
  const t = useMessages<CatalogueOf<typeof threadMessages>>('thread');
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.enquiries.reply,
    read: () => (body.trim() ? { input: { conversationId, body } } : { errors: { body: t.writeMessage } }),
    onSuccess() {
      setBody('');
      toast({ title: t.replySent, variant: 'success' });
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
        {t.characters({ count: body.length, max: ENQUIRY_LIMITS.message })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={pending} hydrated={hydrated} label={t.sendReply} pendingLabel={t.sending} className="btn btn-primary" />
    </form>
  );
}
