import { useState, type SubmitEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { GuestFormValues } from './guest-form.ts';
import { RSVP_VALUES } from './guests.ts';
import { mealLabel, rsvpLabel, sideLabel, useGuestTexts } from './use-guest-texts.ts';
import { SIDES, type WeddingSide } from '../wedding/sides.ts';
import { MEAL_OPTIONS } from '../wedding/functions.ts';

type Props = {
  initial: GuestFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  errors: FieldErrors;
  failure?: string | null;
  onSubmit: (values: GuestFormValues) => Promise<boolean>;
  onCancel?: () => void;
  idPrefix: string;
  /** The sides offered (a family member's own side, say); every side when absent. */
  sides?: readonly WeddingSide[];
};

export default function GuestForm({ initial, submitLabel, busyLabel, busy, errors, failure, onSubmit, onCancel, idPrefix, sides = SIDES }: Props) {
  const t = useGuestTexts();
  const [values, setValues] = useState(initial);
  const hydrated = useHydrated();
  const set = (key: keyof GuestFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (await onSubmit(values)) setValues(initial);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.fullName}
          id={`${idPrefix}-fullName`}
          required
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
          autoComplete="off"
        />
        <TextField label={t.email} id={`${idPrefix}-email`} type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="off" />
        <TextField label={t.phone} id={`${idPrefix}-phone`} type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="off" />
        <TextField
          label={t.tableNumber}
          id={`${idPrefix}-table`}
          inputMode="numeric"
          value={values.tableNumber}
          onChange={set('tableNumber')}
          error={errors.tableNumber}
        />
        <TextField
          label={t.address}
          id={`${idPrefix}-address`}
          className="sm:col-span-2"
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        <SelectField label={t.rsvp} id={`${idPrefix}-rsvp`} value={values.rsvp} onChange={set('rsvp')} error={errors.rsvp}>
          {RSVP_VALUES.map((r) => (
            <option key={r} value={r}>
              {rsvpLabel(t, r)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.mealPreference}
          id={`${idPrefix}-meal`}
          value={values.mealPreference}
          onChange={set('mealPreference')}
          error={errors.mealPreference}
        >
          <option value="">{t.notSpecified}</option>
          {MEAL_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {mealLabel(t, m)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.side} id={`${idPrefix}-side`} value={values.side} onChange={set('side')} error={errors.side}>
          {sides.map((side) => (
            <option key={side} value={side}>
              {sideLabel(t, side)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t.notes}
          id={`${idPrefix}-notes`}
          className="sm:col-span-2"
          rows={2}
          value={values.notes}
          onChange={set('notes')}
          error={errors.notes}
        />
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={`${idPrefix}-invited`}
            type="checkbox"
            className="h-4 w-4 accent-maroon-700"
            checked={values.isInvited}
            onChange={(e) => setValues((v) => ({ ...v, isInvited: e.target.checked }))}
          />
          <label htmlFor={`${idPrefix}-invited`}>{t.invited}</label>
        </div>
      </div>
      {failure ? (
        <p className="field-error mt-3" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton
          pending={busy}
          hydrated={hydrated}
          label={submitLabel}
          pendingLabel={busyLabel}
          className="btn btn-primary"
          blocked={!values.fullName.trim()}
        />
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
