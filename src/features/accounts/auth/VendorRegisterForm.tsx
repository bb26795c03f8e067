import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { vendorRegisterSchema } from './auth.schema.ts';
import type { AuthFormTexts } from './form-texts.ts';
import { localizeAuthError } from './localize-error.ts';

type Category = { id: number; name: string };
/** `signInHref`: where to sign in afterwards (it may carry a `?next=` back to a claim link). */
type Props = { categories: Category[] | null; signInHref?: string; messages: AuthFormTexts };

/**
 * Vendor account registration (/RegisterVendor). The categories come with the page; when
 * they could not be read, the island shows the error and keeps the button disabled.
 */
export default function VendorRegisterForm({ categories, signInHref = '/LoginVendor', messages }: Props) {
  const t = bind(messages);
  const shown = (text: string | undefined) => localizeAuthError(text, t);
  const loading = categories === null;
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.registerVendor,
    read: (form) => readWith(vendorRegisterSchema, formValues(form, ['name', 'category', 'email', 'phone', 'password'])),
    onSuccess() {
      flashToast({ title: t.vendorCreated, description: t.vendorCheckEmail, variant: 'success' });
      return { navigate: signInHref };
    },
    onError(error, fields) {
      if (fields) return;
      const known = ['CONFLICT', 'BAD_REQUEST', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'].includes(error.code);
      toast({ title: t.signupFailed, description: known ? shown(error.message) : t.unexpected, variant: 'destructive' });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t.businessName} name="name" autoComplete="organization" required disabled={pending} error={shown(errors.name)} />
      <SelectField label={t.category} name="category" required disabled={pending || loading} error={shown(errors.category)} defaultValue="">
        <option value="" disabled>
          {loading ? t.loadingCategories : t.selectCategory}
        </option>
        {(categories ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t.emailLabel} name="email" type="email" autoComplete="email" required disabled={pending} error={shown(errors.email)} />
      <TextField label={t.phone} name="phone" type="tel" autoComplete="tel" required disabled={pending} error={shown(errors.phone)} />
      <TextField
        label={t.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={shown(errors.password)}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.createAccount} pendingLabel={t.creatingAccount} blocked={loading} />
    </form>
  );
}
