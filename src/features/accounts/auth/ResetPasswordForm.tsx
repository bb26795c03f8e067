import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { messages } from './auth.ts';
import { resetPasswordSchema } from './auth.schema.ts';

/** Chooses a new password with the token from a reset e-mail. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.resetPassword,
    read(form) {
      const read = readWith(resetPasswordSchema, { token, ...formValues(form, ['password', 'confirmPassword']) });
      // The token is no field the person can fix: say so in a toast.
      if ('errors' in read && read.errors.token) toast({ title: 'Error', description: read.errors.token, variant: 'destructive' });
      return read;
    },
    onSuccess() {
      flashToast({ title: 'Password updated', description: 'Your password has been changed. Please sign in with your new password.', variant: 'success' });
      return { navigate: '/login' };
    },
    onError(error, fields) {
      if (!fields)
        toast({
          title: 'Error',
          description: ['BAD_REQUEST', 'UNPROCESSABLE_CONTENT', 'SERVICE_UNAVAILABLE'].includes(error.code) ? error.message : messages.unexpected,
          variant: 'destructive',
        });
    },
  });

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
      <SubmitButton pending={pending} hydrated={hydrated} label="Set New Password" pendingLabel="Saving..." />
    </form>
  );
}
