import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import { twoFactorCodeSchema } from './auth.schema.ts';
import type { AuthFormTexts } from './form-texts.ts';
import { localizeAuthError } from './localize-error.ts';

type Props = { next: string; vendor: boolean; brand: string; messages: AuthFormTexts };

/** Second sign-in step: a code from the authenticator app, or a recovery code. */
export default function TwoFactorForm({ next, vendor, brand, messages }: Props) {
  const t = bind(messages);
  const shown = (text: string | undefined) => localizeAuthError(text, t);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.verifyTwoFactor,
    read: (form) => readWith(twoFactorCodeSchema, formValues(form, ['code'])),
    onSuccess() {
      flashToast({ title: t.loginSuccess, description: vendor ? t.vendorWelcome : t.customerWelcome({ brand }), variant: 'success' });
      return { navigate: next };
    },
    onError(error, fields) {
      if (fields) return;
      // The half-finished sign-in has expired: start again from the password step.
      if (error.code === 'UNAUTHORIZED') {
        flashToast({ title: t.loginFailed, description: shown(error.message), variant: 'destructive' });
        return { navigate: localePath(vendor ? '/LoginVendor' : '/login', t.$locale) };
      }
      if (error.code === 'BAD_REQUEST') return { errors: { code: error.message } };
      toast({ title: t.loginFailed, description: error.code === 'TOO_MANY_REQUESTS' ? shown(error.message) : t.unexpected, variant: 'destructive' });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t.authCode}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        disabled={pending}
        error={shown(errors.code)}
        hint={t.authCodeHint}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.verify} pendingLabel={t.verifying} />
    </form>
  );
}
