import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, readWith, useActionForm } from '../../../lib/use-action-form.ts';
import { messages, toasts } from './auth.ts';
import { vendorRegisterSchema } from './auth.schema.ts';

type Category = { id: number; name: string };
/** `signInHref`: where to sign in afterwards (it may carry a `?next=` back to a claim link). */
type Props = { categories: Category[] | null; signInHref?: string };

/**
 * Vendor account registration (/RegisterVendor). The categories come with the page; when
 * they could not be read, the island shows the error and keeps the button disabled.
 */
export default function VendorRegisterForm({ categories, signInHref = '/LoginVendor' }: Props) {
  const loading = categories === null;
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.auth.registerVendor,
    read: (form) => readWith(vendorRegisterSchema, formValues(form, ['name', 'category', 'email', 'phone', 'password'])),
    onSuccess() {
      flashToast({ title: toasts.vendorCreated, description: toasts.vendorCheckEmail, variant: 'success' });
      return { navigate: signInHref };
    },
    onError(error, fields) {
      if (fields) return;
      const known = ['CONFLICT', 'BAD_REQUEST', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'].includes(error.code);
      toast({ title: toasts.signupFailed, description: known ? error.message : messages.unexpected, variant: 'destructive' });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Business Name" name="name" autoComplete="organization" required disabled={pending} error={errors.name} />
      <SelectField label="Category" name="category" required disabled={pending || loading} error={errors.category} defaultValue="">
        <option value="" disabled>
          {loading ? 'Loading categories...' : 'Select a category'}
        </option>
        {(categories ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={pending} error={errors.email} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required disabled={pending} error={errors.phone} />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" required disabled={pending} error={errors.password} />
      <SubmitButton pending={pending} hydrated={hydrated} label="Create Account" pendingLabel="Creating account..." blocked={loading} />
    </form>
  );
}
