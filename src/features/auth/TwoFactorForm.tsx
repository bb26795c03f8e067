import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../components/ui/Field.tsx';
import { flashToast, toast } from '../../lib/toast.ts';
import { messages, toasts, twoFactorCodeSchema } from './auth.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors.ts';
import { useHydrated } from './use-hydrated.ts';

type Props = { next: string; vendor: boolean; brand: string };

/** Second sign-in step: a code from the authenticator app, or a recovery code. */
export default function TwoFactorForm({ next, vendor, brand }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorCodeSchema.safeParse({ code: new FormData(event.currentTarget).get('code') });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { error } = await actions.auth.verifyTwoFactor(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        else if (error.code === 'UNAUTHORIZED') {
          flashToast({ title: toasts.loginFailed, description: error.message, variant: 'destructive' });
          window.location.assign(vendor ? '/LoginVendor' : '/login');
          return;
        } else if (error.code === 'BAD_REQUEST') setErrors({ code: error.message });
        else toast({ title: toasts.loginFailed, description: error.code === 'TOO_MANY_REQUESTS' ? error.message : messages.unexpected, variant: 'destructive' });
        setPending(false);
        return;
      }
      flashToast({
        title: toasts.loginSuccess,
        description: vendor ? toasts.vendorWelcome : toasts.customerWelcome(brand),
        variant: 'success',
      });
      window.location.assign(next);
    } catch {
      toast({ title: toasts.loginFailed, description: messages.unexpected, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        disabled={pending}
        error={errors.code}
        hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      />
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </button>
    </form>
  );
}
