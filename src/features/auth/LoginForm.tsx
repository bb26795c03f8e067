import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../components/ui/Field.tsx';
import { flashToast, toast } from '../../lib/toast.ts';
import { loginSchema, messages, toasts, vendorLoginSchema } from './auth.ts';
import { useHydrated } from './use-hydrated.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors.ts';

type Props = { variant: 'customer' | 'vendor'; brand: string };

/** E-mail and password sign-in for couples (/login) and vendors (/LoginVendor). */
export default function LoginForm({ variant, brand }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const vendor = variant === 'vendor';

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = (vendor ? vendorLoginSchema : loginSchema).safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { data, error } = vendor
        ? await actions.auth.vendorSignIn(parsed.data)
        : await actions.auth.signIn(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        else if (error.code === 'FORBIDDEN') {
          toast({ title: toasts.accessDenied, description: messages.accessDenied, variant: 'destructive' });
        } else if (error.code === 'UNAUTHORIZED' || error.code === 'TOO_MANY_REQUESTS') {
          toast({ title: toasts.loginFailed, description: error.message, variant: 'destructive' });
        } else {
          toast({ title: toasts.loginFailed, description: messages.unexpected, variant: 'destructive' });
        }
        setPending(false);
        return;
      }
      const destination = vendor ? '/vendor-dashboard' : '/dashboard';
      if (data.twoFactorRequired) {
        window.location.assign(`/login/two-factor?next=${encodeURIComponent(destination)}`);
        return;
      }
      flashToast({
        title: toasts.loginSuccess,
        description: vendor ? toasts.vendorWelcome : toasts.customerWelcome(brand),
        variant: 'success',
      });
      window.location.assign(destination);
    } catch {
      toast({ title: toasts.loginFailed, description: messages.unexpected, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={pending}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        disabled={pending}
        error={errors.password}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
