import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { LANG_TAG, LANGUAGE_NAME, LOCALES, toLocale, type Locale } from '../../../i18n/locales.ts';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import type { HouseholdInput } from './households.schema.ts';
import type { Household } from './households.ts';
import { useHouseholdTexts } from './use-household-texts.ts';
import { sideLabel, useGuestTexts } from '../guests/use-guest-texts.ts';
import { SIDES } from '../wedding/sides.ts';
import FormActions from '../../../components/ui/FormActions.tsx';

type Props = {
  household: Household | null;
  /** A new household's language unless chosen otherwise: the couple's. */
  coupleLocale: Locale;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Creates or edits a household: its name, contact phone, how many people it may bring, whose
 * family it is, and the people it brings by name (each becomes a guest of the household, on its side).
 */
export default function HouseholdForm({ household, coupleLocale, onSaved, onCancel }: Props) {
  const t = useHouseholdTexts();
  const g = useGuestTexts();
  const [values, setValues] = useState({
    name: household?.name ?? '',
    phone: household?.phone ?? '',
    allowance: String(household?.allowance ?? 2),
    memberNames: '',
    locale: household?.locale ?? coupleLocale,
    side: household?.side ?? 'both',
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const { errors, pending, hydrated, onSubmit } = useActionForm<HouseholdInput, unknown>({
    action: (input) => (household ? actions.households.update({ id: household.id, ...input }) : actions.households.create(input)),
    read: () => ({ input: { ...values, locale: toLocale(values.locale), side: values.side as HouseholdInput['side'] } }),
    onSuccess() {
      toast({ title: household ? t.updated : t.created, variant: 'success' });
      onSaved();
    },
    onError(error) {
      toast({ title: t.saveFailed, description: reasonOf(error), variant: 'destructive' });
    },
  });
  const label = household ? t.save : t.create;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="space-y-3">
      <TextField label={t.name} required value={values.name} onChange={set('name')} error={errors.name} placeholder={t.namePlaceholder} autoComplete="off" />
      <TextField label={t.phone} type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} hint={t.phoneHint} autoComplete="off" />
      <TextField label={t.allowance} inputMode="numeric" value={values.allowance} onChange={set('allowance')} error={errors.allowance} hint={t.allowanceHint} />
      <SelectField label={t.language} name="locale" value={values.locale} onChange={set('locale')} error={errors.locale} hint={t.languageHint}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LANG_TAG[option]}>
            {LANGUAGE_NAME[option]}
          </option>
        ))}
      </SelectField>
      <SelectField label={g.side} name="side" value={values.side} onChange={set('side')} error={errors.side} hint={t.sideHint}>
        {SIDES.map((side) => (
          <option key={side} value={side}>
            {sideLabel(g, side)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={household ? t.addPeople : t.peopleInHousehold}
        rows={3}
        value={values.memberNames}
        onChange={set('memberNames')}
        error={errors.memberNames}
        hint={t.peopleHint}
        autoComplete="off"
      />
      <FormActions pending={pending} hydrated={hydrated} blocked={!values.name.trim()} label={label} onCancel={onCancel} />
    </form>
  );
}
