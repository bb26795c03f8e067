import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { flashToast, toast } from '../../../lib/toast.ts';
import { formValues, useActionForm } from '../../../lib/use-action-form.ts';
// The action validates with serviceRegistrationSchema (vendor-account.ts); the island shows its field errors.
import { SERVICE_TYPES } from './vendor-account.ts';
import type { ServiceRegistrationInput } from './vendor-account.schema.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import { localizeServiceError, type ServiceRegistrationTexts } from './service-registration-texts.ts';

type Props = { defaults: { name: string; email: string; phone: string }; messages: ServiceRegistrationTexts };

const FIELDS = ['name', 'email', 'phone', 'serviceType', 'description', 'location', 'price', 'experience', 'portfolioUrl'] as const;

/** Registers a decoration or photography service for review (/vendor-registration). */
export default function ServiceRegistrationForm({ defaults, messages }: Props) {
  const t = bind(messages);
  const shown = (text: string | undefined) => localizeServiceError(text, t);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.vendorAccount.submitServiceRegistration,
    read: (form) => ({
      input: Object.fromEntries(Object.entries(formValues(form, FIELDS)).map(([k, v]) => [k, String(v ?? '')])) as unknown as ServiceRegistrationInput,
    }),
    onSuccess() {
      flashToast({ title: t.successTitle, description: t.successDescription, variant: 'success' });
      return { navigate: localePath('/', t.$locale) };
    },
    onError(error, fields) {
      if (!fields)
        toast({
          title: t.failedTitle,
          description: error.code === 'NETWORK' ? t.unexpected : shown(error.message),
          variant: 'destructive',
        });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="card space-y-4 p-6">
      <TextField label={t.businessName} name="name" required defaultValue={defaults.name} disabled={pending} error={shown(errors.name)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaults.email}
          disabled={pending}
          error={shown(errors.email)}
        />
        <TextField
          label={t.phoneNumber}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={defaults.phone}
          disabled={pending}
          error={shown(errors.phone)}
        />
      </div>
      <SelectField label={t.serviceTypeLabel} name="serviceType" required defaultValue="" disabled={pending} error={shown(errors.serviceType)}>
        <option value="" disabled>
          {t.selectServiceType}
        </option>
        {SERVICE_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {t[type.value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t.description} name="description" rows={4} required disabled={pending} error={shown(errors.description)} />
      <TextField label={t.location} name="location" required disabled={pending} error={shown(errors.location)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.startingPrice} name="price" type="number" min={0} step={1} required disabled={pending} error={shown(errors.price)} />
        <TextField
          label={t.experience}
          name="experience"
          type="number"
          min={0}
          max={100}
          step={1}
          required
          disabled={pending}
          error={shown(errors.experience)}
        />
      </div>
      <TextField
        label={t.portfolioUrl}
        name="portfolioUrl"
        type="url"
        placeholder="https://"
        hint={t.optional}
        disabled={pending}
        error={shown(errors.portfolioUrl)}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.submit} pendingLabel={t.submitting} />
    </form>
  );
}
