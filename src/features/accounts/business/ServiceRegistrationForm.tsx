import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, useActionForm } from '../../../lib/use-action-form.ts';
// The action validates with serviceRegistrationSchema (vendor-account.ts); the island shows its field errors.
import { SERVICE_TYPES, vendorText } from './vendor-account.ts';
import type { ServiceRegistrationInput } from './vendor-account.schema.ts';

type Props = { defaults: { name: string; email: string; phone: string } };

const FIELDS = ['name', 'email', 'phone', 'serviceType', 'description', 'location', 'price', 'experience', 'portfolioUrl'] as const;

/** Registers a decoration or photography service for review (/vendor-registration). */
export default function ServiceRegistrationForm({ defaults }: Props) {
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.vendorAccount.submitServiceRegistration,
    read: (form) => ({
      input: Object.fromEntries(Object.entries(formValues(form, FIELDS)).map(([k, v]) => [k, String(v ?? '')])) as unknown as ServiceRegistrationInput,
    }),
    onSuccess() {
      flashToast({ title: vendorText.registrationSuccessTitle, description: vendorText.registrationSuccessDescription, variant: 'success' });
      return { navigate: '/' };
    },
    onError(error, fields) {
      if (!fields)
        toast({
          title: vendorText.registrationFailedTitle,
          description: error.code === 'NETWORK' ? vendorText.unexpected : error.message,
          variant: 'destructive',
        });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="card space-y-4 p-6">
      <TextField label="Business Name" name="name" required defaultValue={defaults.name} disabled={pending} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaults.email}
          disabled={pending}
          error={errors.email}
        />
        <TextField
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={defaults.phone}
          disabled={pending}
          error={errors.phone}
        />
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
        <TextField
          label="Years of Experience"
          name="experience"
          type="number"
          min={0}
          max={100}
          step={1}
          required
          disabled={pending}
          error={errors.experience}
        />
      </div>
      <TextField label="Portfolio URL" name="portfolioUrl" type="url" placeholder="https://" hint="Optional" disabled={pending} error={errors.portfolioUrl} />
      <SubmitButton pending={pending} hydrated={hydrated} label="Submit Registration" pendingLabel="Submitting..." />
    </form>
  );
}
