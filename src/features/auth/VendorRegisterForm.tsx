import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { flashToast, toast } from '../../lib/toast.ts';
import { messages, toasts, vendorRegisterSchema } from './auth.ts';
import { useHydrated } from './use-hydrated.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors.ts';

type Category = { id: number; name: string };
type Props = { categories: Category[] | null };

/**
 * Vendor account registration (/RegisterVendor). The categories come with the page; when
 * they could not be read, the island shows the error and keeps the button disabled.
 */
export default function VendorRegisterForm({ categories }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const loading = categories === null;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = vendorRegisterSchema.safeParse({
      name: form.get('name'),
      category: form.get('category'),
      email: form.get('email'),
      phone: form.get('phone'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { error } = await actions.auth.registerVendor(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        else {
          const known = error.code === 'CONFLICT' || error.code === 'BAD_REQUEST';
          toast({ title: toasts.signupFailed, description: known ? error.message : messages.unexpected, variant: 'destructive' });
        }
        setPending(false);
        return;
      }
      flashToast({ title: toasts.vendorCreated, description: toasts.vendorCheckEmail, variant: 'success' });
      window.location.assign('/LoginVendor');
    } catch {
      toast({ title: toasts.signupFailed, description: messages.unexpected, variant: 'destructive' });
      setPending(false);
    }
  }

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
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        error={errors.password}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending || loading}>
        {pending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
