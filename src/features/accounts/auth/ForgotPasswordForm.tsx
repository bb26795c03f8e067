import { useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { messages } from './auth.ts';
import { forgotPasswordSchema } from './auth.schema.ts';

export const RESET_SENT = 'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.';

/** Asks for a reset link; answers the same whether or not the e-mail has an account. */
export default function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.requestPasswordReset,
    read: (form) => readWith(forgotPasswordSchema, formValues(form, ['email'])),
    onSuccess: () => setSent(true),
    onError(_error, fields) {
      if (!fields) toast({ title: 'Error', description: messages.unexpected, variant: 'destructive' });
    },
  });

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-maroon-50 p-4 text-maroon-900">
        {RESET_SENT}
      </p>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={pending} error={errors.email} />
      <SubmitButton pending={pending} hydrated={hydrated} label="Send Reset Link" pendingLabel="Sending..." />
    </form>
  );
}
