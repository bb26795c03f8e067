import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../components/ui/Field.tsx';
import { toast } from '../../lib/toast.ts';
import { forgotPasswordSchema, messages } from './auth.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors.ts';
import { useHydrated } from './use-hydrated.ts';

export const RESET_SENT = 'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.';

/** Asks for a reset link; answers the same whether or not the e-mail has an account. */
export default function ForgotPasswordForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email: new FormData(event.currentTarget).get('email') });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { error } = await actions.auth.requestPasswordReset(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        else toast({ title: 'Error', description: messages.unexpected, variant: 'destructive' });
        return;
      }
      setSent(true);
    } catch {
      toast({ title: 'Error', description: messages.unexpected, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

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
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}
