import { useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { forgotPasswordSchema } from './auth.schema.ts';
import { AUTH_FORM_TEXTS_EN, type AuthFormTexts } from './form-texts.ts';
import { localizeAuthError } from './localize-error.ts';

export const RESET_SENT = AUTH_FORM_TEXTS_EN.resetSent;

/** Asks for a reset link; answers the same whether or not the e-mail has an account. */
export default function ForgotPasswordForm({ messages }: { messages: AuthFormTexts }) {
  const t = bind(messages);
  const [sent, setSent] = useState(false);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.requestPasswordReset,
    read: (form) => readWith(forgotPasswordSchema, formValues(form, ['email'])),
    onSuccess: () => setSent(true),
    onError(_error, fields) {
      if (!fields) toast({ title: t.error, description: t.unexpected, variant: 'destructive' });
    },
  });

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-maroon-50 p-4 text-maroon-900">
        {t.resetSent}
      </p>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t.emailLabel} name="email" type="email" autoComplete="email" required disabled={pending} error={localizeAuthError(errors.email, t)} />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.sendResetLink} pendingLabel={t.sending} />
    </form>
  );
}
