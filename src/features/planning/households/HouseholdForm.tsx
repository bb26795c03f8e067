import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { LANG_TAG, LANGUAGE_NAME, LOCALES, toLocale, type Locale } from '../../../i18n/locales.ts';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import type { HouseholdInput } from './households.schema.ts';
import { householdMessages, type Household } from './households.ts';
import FormActions from '../../../components/ui/FormActions.tsx';

type Props = {
  household: Household | null;
  /** A new household's language unless chosen otherwise: the couple's. */
  coupleLocale: Locale;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Creates or edits a household: its name, contact phone, how many people it may bring, and the
 * people it brings by name (each becomes a guest of the household).
 */
export default function HouseholdForm({ household, coupleLocale, onSaved, onCancel }: Props) {
  const [values, setValues] = useState({
    name: household?.name ?? '',
    phone: household?.phone ?? '',
    allowance: String(household?.allowance ?? 2),
    memberNames: '',
    locale: household?.locale ?? coupleLocale,
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const { errors, pending, hydrated, onSubmit } = useActionForm<HouseholdInput, unknown>({
    action: (input) => (household ? actions.households.update({ id: household.id, ...input }) : actions.households.create(input)),
    read: () => ({ input: { ...values, locale: toLocale(values.locale) } }),
    onSuccess() {
      toast({ title: household ? householdMessages.updated : householdMessages.created, variant: 'success' });
      onSaved();
    },
    onError(error) {
      toast({ title: householdMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
    },
  });
  const label = household ? 'Save household' : 'Create household';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="space-y-3">
      <TextField
        label="Household name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        placeholder="Sharma family"
        autoComplete="off"
      />
      <TextField
        label="Contact phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        hint="Used for Share on WhatsApp. Indian mobiles need no +91."
        autoComplete="off"
      />
      <TextField
        label="People invited"
        inputMode="numeric"
        value={values.allowance}
        onChange={set('allowance')}
        error={errors.allowance}
        hint="How many people this household may bring in all, its guests included."
      />
      <SelectField
        label="Language"
        name="locale"
        value={values.locale}
        onChange={set('locale')}
        error={errors.locale}
        hint="Their RSVP page and WhatsApp invitation are in this language."
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LANG_TAG[option]}>
            {LANGUAGE_NAME[option]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={household ? 'Add people by name' : 'People in this household'}
        rows={3}
        value={values.memberNames}
        onChange={set('memberNames')}
        error={errors.memberNames}
        hint="One name per line. Each person joins your guest list and sees their name on the RSVP page."
        autoComplete="off"
      />
      <FormActions pending={pending} hydrated={hydrated} blocked={!values.name.trim()} label={label} onCancel={onCancel} />
    </form>
  );
}
