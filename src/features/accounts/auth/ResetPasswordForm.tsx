import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import { resetPasswordSchema } from './auth.schema.ts';
import type { AuthFormTexts } from './form-texts.ts';
import { localizeAuthError } from './localize-error.ts';

/** Chooses a new password with the token from a reset e-mail. */
export default function ResetPasswordForm({ token, messages }: { token: string; messages: AuthFormTexts }) {
  const t = bind(messages);
  const shown = (text: string | undefined) => localizeAuthError(text, t);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.resetPassword,
    read(form) {
      const read = readWith(resetPasswordSchema, { token, ...formValues(form, ['password', 'confirmPassword']) });
      // The token is no field the person can fix: say so in a toast.
      if ('errors' in read && read.errors.token) toast({ title: t.error, description: shown(read.errors.token), variant: 'destructive' });
      return read;
    },
    onSuccess() {
      flashToast({ title: t.passwordUpdated, description: t.passwordChanged, variant: 'success' });
      return { navigate: localePath('/login', t.$locale) };
    },
    onError(error, fields) {
      if (!fields)
        toast({
          title: t.error,
          description: ['BAD_REQUEST', 'UNPROCESSABLE_CONTENT', 'SERVICE_UNAVAILABLE'].includes(error.code) ? shown(error.message) : t.unexpected,
          variant: 'destructive',
        });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t.newPassword} name="password" type="password" autoComplete="new-password" required disabled={pending} error={shown(errors.password)} />
      <TextField
        label={t.confirmNewPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={shown(errors.confirmPassword)}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.setNewPassword} pendingLabel={t.saving} />
    </form>
  );
}
