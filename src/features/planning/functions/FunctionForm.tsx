import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import type { FunctionInput } from './functions.schema.ts';
import { functionMessages, shownFunctionName, type ShortlistedVenue, type WeddingFunction } from '../wedding/functions.ts';
import FormActions from '../../../components/ui/FormActions.tsx';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { UiTexts } from '../../../components/ui/ui-texts.ts';
import type { functionsTabMessages } from './messages.ts';

type FormValues = {
  name: string;
  date: string;
  startTime: string;
  venueId: string;
  venueName: string;
  address: string;
  dressCode: string;
  isPublic: boolean;
};

function toForm(f: WeddingFunction | null, name: string): FormValues {
  return {
    name,
    date: f?.date ?? '',
    startTime: f?.startTime ?? '',
    venueId: f?.venueId === null || f?.venueId === undefined ? '' : String(f.venueId),
    venueName: f?.venueName ?? '',
    address: f?.address ?? '',
    dressCode: f?.dressCode ?? '',
    isPublic: f?.isPublic ?? false,
  };
}

/** A venue from the shortlist sends its id (the server takes its name); otherwise the typed name. */
function toInput(values: FormValues): FunctionInput {
  return { ...values, venueId: values.venueId === '' ? null : Number(values.venueId), venueName: values.venueId === '' ? values.venueName : null };
}

type Props = { fn: WeddingFunction | null; venues: ShortlistedVenue[]; onSaved: () => void; onCancel: () => void; ui: UiTexts };

/** Adds or edits a function: name, date, start time, venue (shortlisted or typed), address, dress code. */
export default function FunctionForm({ fn, venues, onSaved, onCancel, ui }: Props) {
  const t = useMessages<CatalogueOf<typeof functionsTabMessages>>('functionsTab');
  // A usual function shows its name in the account's language; left as it is, the stored name stays.
  const shownName = fn ? shownFunctionName(fn.name, t) : '';
  const [values, setValues] = useState(() => toForm(fn, shownName));
  const set = (key: Exclude<keyof FormValues, 'isPublic'>) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const known = venues.some((v) => String(v.id) === values.venueId);
  const { errors, pending, hydrated, onSubmit } = useActionForm<FunctionInput, WeddingFunction>({
    action: (input) => (fn ? actions.functions.update({ id: fn.id, ...input }) : actions.functions.add(input)),
    read: () => ({ input: toInput(fn && values.name === shownName ? { ...values, name: fn.name } : values) }),
    onSuccess() {
      toast({ title: fn ? t.updated : t.added, variant: 'success' });
      onSaved();
    },
    onError(error) {
      toast({ title: t.saveFailed, description: reasonOf(error), variant: 'destructive' });
    },
  });

  function chooseVenue(id: string) {
    const venue = venues.find((v) => String(v.id) === id);
    setValues((v) => ({ ...v, venueId: id, address: venue && !v.address ? venue.address : v.address }));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={fn ? t.saveFunction : t.addFunction} className="space-y-3">
      <TextField
        label={t.name}
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name === functionMessages.nameRequired ? t.nameRequired : errors.name}
        placeholder={t.namePlaceholder}
        autoComplete="off"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t.date} type="date" value={values.date} onChange={set('date')} error={errors.date} />
        <TextField label={t.startTime} type="time" value={values.startTime} onChange={set('startTime')} error={errors.startTime} />
      </div>
      <SelectField
        label={t.shortlistVenue}
        value={known ? values.venueId : ''}
        onChange={(e) => chooseVenue(e.target.value)}
        error={errors.venueId}
        hint={venues.length ? undefined : t.shortlistHint}
      >
        <option value="">{t.noShortlistVenue}</option>
        {venues.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </SelectField>
      {known ? null : (
        <TextField label={t.venue} value={values.venueName} onChange={set('venueName')} error={errors.venueName} placeholder={t.venuePlaceholder} />
      )}
      <TextField label={t.address} value={values.address} onChange={set('address')} error={errors.address} />
      <TextField label={t.dressCode} value={values.dressCode} onChange={set('dressCode')} error={errors.dressCode} placeholder={t.dressCodePlaceholder} />
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-maroon-700"
            checked={values.isPublic}
            onChange={(e) => setValues((v) => ({ ...v, isPublic: e.target.checked }))}
            aria-describedby="function-public-hint"
          />
          <span>{t.isPublic}</span>
        </label>
        <p id="function-public-hint" className="mt-1 text-sm text-stone-700">
          {t.isPublicHint}
        </p>
      </div>
      <FormActions
        pending={pending}
        hydrated={hydrated}
        blocked={!values.name.trim()}
        label={fn ? t.saveFunction : t.addFunction}
        onCancel={onCancel}
        messages={ui}
      />
    </form>
  );
}
