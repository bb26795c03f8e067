import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { flashToast, toast } from '../../lib/toast.ts';
import { actionFieldErrors, zodFieldErrors, type FieldErrors } from '../auth/form-errors.ts';
import { useHydrated } from '../auth/use-hydrated.ts';
import { SERVICE_TYPES, serviceRegistrationSchema, vendorText } from './vendor-account.ts';

type Props = { defaults: { name: string; email: string; phone: string } };

/** Registers a decoration or photography service for review (/vendor-registration). */
export default function ServiceRegistrationForm({ defaults }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(
      ['name', 'email', 'phone', 'serviceType', 'description', 'location', 'price', 'experience', 'portfolioUrl'].map((key) => [
        key,
        String(form.get(key) ?? ''),
      ]),
    );
    const parsed = serviceRegistrationSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { error } = await actions.vendorAccount.submitServiceRegistration(parsed.data);
      if (error) {
        const fields = actionFieldErrors(error);
        if (fields) setErrors(fields);
        toast({
          title: vendorText.registrationFailedTitle,
          description: fields ? 'Please correct the highlighted fields.' : error.message,
          variant: 'destructive',
        });
        setPending(false);
        return;
      }
      flashToast({ title: vendorText.registrationSuccessTitle, description: vendorText.registrationSuccessDescription, variant: 'success' });
      window.location.assign('/');
    } catch {
      toast({ title: vendorText.registrationFailedTitle, description: 'An unexpected error occurred. Please try again later.', variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="card space-y-4 p-6">
      <TextField label="Business Name" name="name" required defaultValue={defaults.name} disabled={pending} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaults.email} disabled={pending} error={errors.email} />
        <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" required defaultValue={defaults.phone} disabled={pending} error={errors.phone} />
      </div>
      <SelectField label="Service Type" name="serviceType" required defaultValue="" disabled={pending} error={errors.serviceType}>
        <option value="" disabled>
          Select a service type
        </option>
        {SERVICE_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Service Description" name="description" rows={4} required disabled={pending} error={errors.description} />
      <TextField label="Location" name="location" required disabled={pending} error={errors.location} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starting Price (₹)" name="price" type="number" min={0} step={1} required disabled={pending} error={errors.price} />
        <TextField label="Years of Experience" name="experience" type="number" min={0} max={100} step={1} required disabled={pending} error={errors.experience} />
      </div>
      <TextField label="Portfolio URL" name="portfolioUrl" type="url" placeholder="https://" hint="Optional" disabled={pending} error={errors.portfolioUrl} />
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? 'Submitting...' : 'Submit Registration'}
      </button>
    </form>
  );
}
