import { useMemo } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
// The action validates with businessProfileSchema (vendor-account.ts); the island shows its field errors.
import { PAYMENT_METHODS, profileDefaults } from './vendor-account.ts';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import { translateKnown, translateKnownFields, type KnownTexts } from '../../catalogue/index.ts';
import type { businessProfileFormMessages } from './form-messages.ts';
import type { BusinessProfileInput } from './vendor-account.schema.ts';

export type BusinessProfileValues = {
  name: string;
  description: string;
  cityId: number | null;
  subCategoryIds: number[];
  priceRangeMin: number | null;
  priceRangeMax: number | null;
  phone: string;
  email: string;
  website: string;
  address: string;
  businessHours: string | null;
  depositPolicy: string | null;
  paymentMethods: string[] | null;
  yearsExperience: number | null;
  teamSize: number | null;
};

type Props = {
  /** The listing edited, for an account that owns several. */
  vendorId: number;
  initial: BusinessProfileValues;
  categoryName: string;
  cities: { id: number; name: string; state: string }[];
  subCategories: { id: number; name: string }[];
  /** The form's texts, in the account's language. */
  messages: MessagesData<CatalogueOf<typeof businessProfileFormMessages>>;
  /** The actions' English messages and the payment methods, with their translations (businessProfileKnownMessages). */
  known: KnownTexts;
};

const DEFAULT_PAYMENT_METHODS = profileDefaults.paymentMethods;

/** Empty stays empty (null); anything else must be a whole number, which the schema checks. */
function toCount(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/,/g, '');
  return text === '' ? null : Number(text);
}

/** The form's fields as the action's input; the action validates it with businessProfileSchema. */
function readProfile(formEl: HTMLFormElement) {
  const form = new FormData(formEl);
  const cityId = String(form.get('cityId') ?? '');
  const input = {
    vendorId: Number(form.get('vendorId')),
    name: form.get('name'),
    description: form.get('description'),
    cityId: cityId === '' ? null : Number(cityId),
    subCategoryIds: form.getAll('subCategoryIds').map(Number),
    priceRangeMin: toCount(form.get('priceRangeMin')),
    priceRangeMax: toCount(form.get('priceRangeMax')),
    phone: form.get('phone'),
    email: form.get('email'),
    website: form.get('website'),
    address: form.get('address'),
    businessHours: form.get('businessHours'),
    depositPolicy: form.get('depositPolicy'),
    paymentMethods: form.getAll('paymentMethods'),
    yearsExperience: toCount(form.get('yearsExperience')),
    teamSize: toCount(form.get('teamSize')),
  } as BusinessProfileInput;
  return { input };
}

/** The vendor's public details, as the public vendor page shows them. */
export default function BusinessProfileForm({ vendorId, initial, categoryName, cities, subCategories, messages, known }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const form = useActionForm({
    action: actions.vendorAccount.updateProfile,
    read: readProfile,
    onSuccess: () => toast({ title: t.savedTitle, description: t.savedDescription, variant: 'success' }),
    onError(error, fields) {
      const description = fields ? t.fixFields : error.code === 'NETWORK' ? t.unexpected : translateKnown(known, error.message);
      toast({ title: t.errorTitle, description, variant: 'destructive' });
    },
  });
  const { pending, hydrated, onSubmit } = form;
  const errors = translateKnownFields(known, form.errors);

  const methods = initial.paymentMethods ?? [];
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-8">
      <input type="hidden" name="vendorId" value={vendorId} />
      <fieldset className="card space-y-4 p-6" disabled={pending}>
        <legend className="px-1 text-lg font-semibold text-maroon-800">{t.about}</legend>
        <TextField label={t.businessName} name="name" defaultValue={initial.name} required error={errors.name} />
        <TextAreaField label={t.description} name="description" rows={5} defaultValue={initial.description} error={errors.description} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t.city} name="cityId" defaultValue={initial.cityId ?? ''} error={errors.cityId}>
            <option value="">{t.chooseCity}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </SelectField>
          <TextField label={t.address} name="address" defaultValue={initial.address} autoComplete="street-address" error={errors.address} />
        </div>
        <fieldset>
          <legend className="label">{t.subCategoriesOf({ category: categoryName })}</legend>
          {subCategories.length === 0 ? (
            <p className="field-hint">{t.noSubCategories({ category: categoryName })}</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {subCategories.map((sub) => (
                <label key={sub.id} className="flex items-center gap-2">
                  <input type="checkbox" name="subCategoryIds" value={sub.id} defaultChecked={initial.subCategoryIds.includes(sub.id)} />
                  {sub.name}
                </label>
              ))}
            </div>
          )}
          {errors.subCategoryIds ? <p className="field-error">{errors.subCategoryIds}</p> : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.yearsExperience}
            name="yearsExperience"
            inputMode="numeric"
            defaultValue={initial.yearsExperience ?? ''}
            error={errors.yearsExperience}
          />
          <TextField label={t.teamSize} name="teamSize" inputMode="numeric" defaultValue={initial.teamSize ?? ''} error={errors.teamSize} />
        </div>
      </fieldset>

      <fieldset className="card space-y-4 p-6" disabled={pending}>
        <legend className="px-1 text-lg font-semibold text-maroon-800">{t.pricesAndPolicies}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.minPrice} name="priceRangeMin" inputMode="numeric" defaultValue={initial.priceRangeMin ?? ''} error={errors.priceRangeMin} />
          <TextField label={t.maxPrice} name="priceRangeMax" inputMode="numeric" defaultValue={initial.priceRangeMax ?? ''} error={errors.priceRangeMax} />
        </div>
        <TextField
          label={t.businessHours}
          name="businessHours"
          defaultValue={initial.businessHours ?? ''}
          placeholder={t.defaultHours}
          hint={t.leftEmpty({ value: t.defaultHours })}
          error={errors.businessHours}
        />
        <TextAreaField
          label={t.depositPolicy}
          name="depositPolicy"
          rows={2}
          defaultValue={initial.depositPolicy ?? ''}
          placeholder={t.defaultDeposit}
          hint={t.leftEmpty({ value: t.defaultDeposit })}
          error={errors.depositPolicy}
        />
        <fieldset>
          <legend className="label">{t.paymentMethods}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="flex items-center gap-2">
                <input type="checkbox" name="paymentMethods" value={method} defaultChecked={methods.includes(method)} />
                {translateKnown(known, method)}
              </label>
            ))}
          </div>
          <p className="field-hint">{t.noneTicked({ value: DEFAULT_PAYMENT_METHODS.map((method) => translateKnown(known, method)).join(', ') })}</p>
        </fieldset>
      </fieldset>

      <fieldset className="card space-y-4 p-6" disabled={pending}>
        <legend className="px-1 text-lg font-semibold text-maroon-800">{t.contact}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.phone} name="phone" type="tel" autoComplete="tel" defaultValue={initial.phone} error={errors.phone} />
          <TextField label={t.email} name="email" type="email" autoComplete="email" defaultValue={initial.email} error={errors.email} />
        </div>
        <TextField label={t.website} name="website" type="url" placeholder="https://" defaultValue={initial.website} error={errors.website} />
      </fieldset>

      <SubmitButton pending={pending} hydrated={hydrated} label={t.save} pendingLabel={t.saving} className="btn btn-primary" />
    </form>
  );
}
