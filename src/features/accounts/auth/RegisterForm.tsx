import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { messages, toasts } from './auth.ts';
import { registerSchema } from './auth.schema.ts';

/** Customer sign-up (/register). */
export default function RegisterForm() {
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.register,
    read: (form) => readWith(registerSchema, formValues(form, ['name', 'email', 'password', 'confirmPassword'])),
    onSuccess() {
      flashToast({ title: toasts.registrationSuccess, description: toasts.checkEmail, variant: 'success' });
      return { navigate: '/login' };
    },
    onError(error, fields) {
      if (fields) return;
      const description = ['CONFLICT', 'BAD_REQUEST', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'].includes(error.code)
        ? error.message
        : error.code === 'NETWORK'
          ? messages.unexpected
          : messages.couldNotCreate;
      toast({ title: toasts.registrationFailed, description, variant: 'destructive' });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" name="name" autoComplete="name" disabled={pending} error={errors.name} hint="Optional" />
      <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={pending} error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" required disabled={pending} error={errors.password} />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}
