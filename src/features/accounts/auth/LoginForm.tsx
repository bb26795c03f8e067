import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { messages, toasts } from './auth.ts';
import { loginSchema, vendorLoginSchema } from './auth.schema.ts';

type Props = { variant: 'customer' | 'vendor'; brand: string; /** Where to go after signing in (a checked path on this site). */ next?: string };

/** E-mail and password sign-in for couples (/login) and vendors (/LoginVendor). */
export default function LoginForm({ variant, brand, next }: Props) {
  const vendor = variant === 'vendor';
  const destination = next ?? (vendor ? '/vendor-dashboard' : '/dashboard');
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: vendor ? actions.auth.vendorSignIn : actions.auth.signIn,
    read: (form) => readWith(vendor ? vendorLoginSchema : loginSchema, formValues(form, ['email', 'password'])),
    onSuccess(data) {
      if (data.twoFactorRequired) return { navigate: `/login/two-factor?next=${encodeURIComponent(destination)}` };
      flashToast({ title: toasts.loginSuccess, description: vendor ? toasts.vendorWelcome : toasts.customerWelcome(brand), variant: 'success' });
      return { navigate: destination };
    },
    onError(error, fields) {
      if (fields) return;
      if (error.code === 'FORBIDDEN') toast({ title: toasts.accessDenied, description: messages.accessDenied, variant: 'destructive' });
      else if (['UNAUTHORIZED', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'].includes(error.code))
        toast({ title: toasts.loginFailed, description: error.message, variant: 'destructive' });
      else toast({ title: toasts.loginFailed, description: messages.unexpected, variant: 'destructive' });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={pending} error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required disabled={pending} error={errors.password} />
      <SubmitButton pending={pending} hydrated={hydrated} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
