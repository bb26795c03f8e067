import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../components/ui/Field.tsx';
import { flashToast, toast } from '../../lib/toast.ts';
import { messages, registerSchema, toasts } from './auth.ts';
import { useHydrated } from './use-hydrated.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors.ts';

/** Customer sign-up (/register). */
export default function RegisterForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = registerSchema.safeParse({
      name: form.get('name') ?? '',
      email: form.get('email'),
      password: form.get('password'),
      confirmPassword: form.get('confirmPassword'),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { error } = await actions.auth.register(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        else {
          const known = error.code === 'CONFLICT' || error.code === 'BAD_REQUEST';
          toast({ title: toasts.registrationFailed, description: known ? error.message : messages.couldNotCreate, variant: 'destructive' });
        }
        setPending(false);
        return;
      }
      flashToast({ title: toasts.registrationSuccess, description: toasts.checkEmail, variant: 'success' });
      window.location.assign('/login');
    } catch {
      toast({ title: toasts.registrationFailed, description: messages.unexpected, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" name="name" autoComplete="name" disabled={pending} error={errors.name} hint="Optional" />
      <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={pending} error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={errors.confirmPassword}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
