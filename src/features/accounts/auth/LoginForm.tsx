import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import { loginSchema, vendorLoginSchema } from './auth.schema.ts';
import type { AuthFormTexts } from './form-texts.ts';
import { localizeAuthError } from './localize-error.ts';

type Props = {
  variant: 'customer' | 'vendor';
  brand: string;
  /** Where to go after signing in (a checked path on this site). */
  next?: string;
  messages: AuthFormTexts;
};

/** E-mail and password sign-in for couples (/login) and vendors (/LoginVendor). */
export default function LoginForm({ variant, brand, next, messages }: Props) {
  const t = bind(messages);
  const shown = (text: string | undefined) => localizeAuthError(text, t);
  const vendor = variant === 'vendor';
  const destination = next ?? (vendor ? '/vendor-dashboard' : '/dashboard');
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: vendor ? actions.auth.vendorSignIn : actions.auth.signIn,
    read: (form) => readWith(vendor ? vendorLoginSchema : loginSchema, formValues(form, ['email', 'password'])),
    onSuccess(data) {
      if (data.twoFactorRequired) return { navigate: localePath(`/login/two-factor?next=${encodeURIComponent(destination)}`, t.$locale) };
      flashToast({ title: t.loginSuccess, description: vendor ? t.vendorWelcome : t.customerWelcome({ brand }), variant: 'success' });
      return { navigate: destination };
    },
    onError(error, fields) {
      if (fields) return;
      if (error.code === 'FORBIDDEN') toast({ title: t.accessDeniedTitle, description: t.accessDenied, variant: 'destructive' });
      else if (['UNAUTHORIZED', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'].includes(error.code))
        toast({ title: t.loginFailed, description: shown(error.message), variant: 'destructive' });
      else toast({ title: t.loginFailed, description: t.unexpected, variant: 'destructive' });
    },
  });

  const field = { required: true, disabled: pending };
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t.emailLabel} name="email" type="email" autoComplete="email" {...field} error={shown(errors.email)} />
      <TextField label={t.passwordLabel} name="password" type="password" autoComplete="current-password" {...field} error={shown(errors.password)} />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.signIn} pendingLabel={t.signingIn} />
    </form>
  );
}
