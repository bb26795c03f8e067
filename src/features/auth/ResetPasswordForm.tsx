import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../components/ui/Field.tsx';
import { flashToast, toast } from '../../lib/toast.ts';
import { messages, resetPasswordSchema } from './auth.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors.ts';
import { useHydrated } from './use-hydrated.ts';

/** Chooses a new password with the token from a reset e-mail. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = resetPasswordSchema.safeParse({
      token,
      password: form.get('password'),
      confirmPassword: form.get('confirmPassword'),
    });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      if (fields.token) toast({ title: 'Error', description: fields.token, variant: 'destructive' });
      setErrors(fields);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { error } = await actions.auth.resetPassword(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        else toast({ title: 'Error', description: error.code === 'BAD_REQUEST' ? error.message : messages.unexpected, variant: 'destructive' });
        setPending(false);
        return;
      }
      flashToast({ title: 'Password updated', description: 'Your password has been changed. Please sign in with your new password.', variant: 'success' });
      window.location.assign('/login');
    } catch {
      toast({ title: 'Error', description: messages.unexpected, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="New Password" name="password" type="password" autoComplete="new-password" required disabled={pending} error={errors.password} />
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={errors.confirmPassword}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}
