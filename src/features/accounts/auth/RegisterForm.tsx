import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import { registerSchema } from './auth.schema.ts';
import type { AuthFormTexts } from './form-texts.ts';
import { localizeAuthError } from './localize-error.ts';

/** Customer sign-up (/register); `next` is where signing in afterwards leads (an invitation link, say). */
export default function RegisterForm({ messages, next }: { messages: AuthFormTexts; next?: string }) {
  const t = bind(messages);
  const shown = (text: string | undefined) => localizeAuthError(text, t);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.register,
    read: (form) => readWith(registerSchema, formValues(form, ['name', 'email', 'password', 'confirmPassword'])),
    onSuccess() {
      flashToast({ title: t.registrationSuccess, description: t.checkEmail, variant: 'success' });
      return { navigate: localePath(next ? `/login?next=${encodeURIComponent(next)}` : '/login', t.$locale) };
    },
    onError(error, fields) {
      if (fields) return;
      const description = ['CONFLICT', 'BAD_REQUEST', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'].includes(error.code)
        ? shown(error.message)
        : error.code === 'NETWORK'
          ? t.unexpected
          : t.couldNotCreate;
      toast({ title: t.registrationFailed, description, variant: 'destructive' });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t.nameLabel} name="name" autoComplete="name" disabled={pending} error={shown(errors.name)} hint={t.optional} />
      <TextField label={t.emailLabel} name="email" type="email" autoComplete="email" required disabled={pending} error={shown(errors.email)} />
      <TextField
        label={t.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={shown(errors.password)}
      />
      <TextField
        label={t.confirmPasswordLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={shown(errors.confirmPassword)}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.createAccount} pendingLabel={t.creatingAccount} />
    </form>
  );
}
