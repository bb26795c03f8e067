import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import type { FunctionInput } from './functions.schema.ts';
import { functionMessages, type ShortlistedVenue, type WeddingFunction } from '../wedding/functions.ts';
import FormActions from '../../../components/ui/FormActions.tsx';

type FormValues = { name: string; date: string; startTime: string; venueId: string; venueName: string; address: string; dressCode: string };

function toForm(f: WeddingFunction | null): FormValues {
  return {
    name: f?.name ?? '',
    date: f?.date ?? '',
    startTime: f?.startTime ?? '',
    venueId: f?.venueId === null || f?.venueId === undefined ? '' : String(f.venueId),
    venueName: f?.venueName ?? '',
    address: f?.address ?? '',
    dressCode: f?.dressCode ?? '',
  };
}

/** A venue from the shortlist sends its id (the server takes its name); otherwise the typed name. */
function toInput(values: FormValues): FunctionInput {
  return { ...values, venueId: values.venueId === '' ? null : Number(values.venueId), venueName: values.venueId === '' ? values.venueName : null };
}

type Props = { fn: WeddingFunction | null; venues: ShortlistedVenue[]; onSaved: () => void; onCancel: () => void };

/** Adds or edits a function: name, date, start time, venue (shortlisted or typed), address, dress code. */
export default function FunctionForm({ fn, venues, onSaved, onCancel }: Props) {
  const [values, setValues] = useState(() => toForm(fn));
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const known = venues.some((v) => String(v.id) === values.venueId);
  const { errors, pending, hydrated, onSubmit } = useActionForm<FunctionInput, WeddingFunction>({
    action: (input) => (fn ? actions.functions.update({ id: fn.id, ...input }) : actions.functions.add(input)),
    read: () => ({ input: toInput(values) }),
    onSuccess() {
      toast({ title: fn ? functionMessages.updated : functionMessages.added, variant: 'success' });
      onSaved();
    },
    onError(error) {
      toast({ title: functionMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
    },
  });

  function chooseVenue(id: string) {
    const venue = venues.find((v) => String(v.id) === id);
    setValues((v) => ({ ...v, venueId: id, address: venue && !v.address ? venue.address : v.address }));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={fn ? 'Save function' : 'Add function'} className="space-y-3">
      <TextField label="Name" required value={values.name} onChange={set('name')} error={errors.name} placeholder="Sangeet" autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Date" type="date" value={values.date} onChange={set('date')} error={errors.date} />
        <TextField label="Start time" type="time" value={values.startTime} onChange={set('startTime')} error={errors.startTime} />
      </div>
      <SelectField
        label="Venue from your shortlist"
        value={known ? values.venueId : ''}
        onChange={(e) => chooseVenue(e.target.value)}
        error={errors.venueId}
        hint={venues.length ? undefined : 'Shortlist venues to pick them here, or type the venue below.'}
      >
        <option value="">None: type the venue</option>
        {venues.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </SelectField>
      {known ? null : (
        <TextField label="Venue" value={values.venueName} onChange={set('venueName')} error={errors.venueName} placeholder="Family home, Jaipur" />
      )}
      <TextField label="Address" value={values.address} onChange={set('address')} error={errors.address} />
      <TextField label="Dress code (optional)" value={values.dressCode} onChange={set('dressCode')} error={errors.dressCode} placeholder="Yellow and white" />
      <FormActions pending={pending} hydrated={hydrated} blocked={!values.name.trim()} label={fn ? 'Save function' : 'Add function'} onCancel={onCancel} />
    </form>
  );
}
