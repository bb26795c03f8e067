import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { messages, toasts } from './auth.ts';
import { twoFactorCodeSchema } from './auth.schema.ts';

type Props = { next: string; vendor: boolean; brand: string };

/** Second sign-in step: a code from the authenticator app, or a recovery code. */
export default function TwoFactorForm({ next, vendor, brand }: Props) {
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.verifyTwoFactor,
    read: (form) => readWith(twoFactorCodeSchema, formValues(form, ['code'])),
    onSuccess() {
      flashToast({ title: toasts.loginSuccess, description: vendor ? toasts.vendorWelcome : toasts.customerWelcome(brand), variant: 'success' });
      return { navigate: next };
    },
    onError(error, fields) {
      if (fields) return;
      // The half-finished sign-in has expired: start again from the password step.
      if (error.code === 'UNAUTHORIZED') {
        flashToast({ title: toasts.loginFailed, description: error.message, variant: 'destructive' });
        return { navigate: vendor ? '/LoginVendor' : '/login' };
      }
      if (error.code === 'BAD_REQUEST') return { errors: { code: error.message } };
      toast({ title: toasts.loginFailed, description: error.code === 'TOO_MANY_REQUESTS' ? error.message : messages.unexpected, variant: 'destructive' });
    },
  });

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
      <SubmitButton pending={pending} hydrated={hydrated} label="Verify" pendingLabel="Verifying..." />
    </form>
  );
}
