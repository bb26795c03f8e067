import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../lib/toast.ts';
import { formatRupeesExact } from '../../lib/money.ts';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import {
  EVENT_TYPES,
  eventTypeLabels,
  formatDate,
  weddingMessages,
  type EventType,
  type WeddingProfile,
} from '../wedding/wedding.ts';
import { call, fieldErrorsOf, reasonOf, useHydrated, type FieldErrors } from './client.ts';

type Props = { profile: WeddingProfile | null; userName: string; onSaved: (profile: WeddingProfile, created: boolean) => void };
type FormValues = { userName: string; partnerName: string; weddingCity: string; weddingDate: string; eventType: string; budget: string };

function toForm(profile: WeddingProfile | null, userName: string): FormValues {
  return {
    userName: profile?.userName ?? userName,
    partnerName: profile?.partnerName ?? '',
    weddingCity: profile?.weddingCity ?? '',
    weddingDate: profile?.weddingDate ?? '',
    eventType: profile?.eventType ?? 'wedding',
    budget: profile?.budget === null || profile?.budget === undefined ? '' : String(profile.budget),
  };
}

export default function ProfileTab({ profile, userName, onSaved }: Props) {
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [values, setValues] = useState<FormValues>(() => toForm(profile, userName));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();
  const creating = profile === null;

  function startEdit() {
    setValues(toForm(profile, userName));
    setErrors({});
    setMode('edit');
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const failure = creating ? weddingMessages.createFailed : weddingMessages.updateFailed;
    const input = { ...values, eventType: values.eventType as EventType };
    setSaving(true);
    const { data, error } = creating
      ? await call(() => actions.wedding.createProfile(input))
      : await call(() => actions.wedding.updateProfile(input));
    setSaving(false);
    if (error || !data) {
      setErrors(fieldErrorsOf(error && 'code' in error ? error : undefined));
      const signedOut = error && 'code' in error && error.code === 'UNAUTHORIZED';
      const fieldProblem = error && 'code' in error && error.code === 'BAD_REQUEST';
      toast({
        title: signedOut && creating ? weddingMessages.signInToCreate : failure,
        ...(signedOut || fieldProblem ? {} : { description: reasonOf(error) }),
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    if ('created' in data) {
      onSaved(data.profile, data.created);
      toast(data.created ? { title: weddingMessages.created, variant: 'success' } : { title: weddingMessages.loaded });
    } else {
      onSaved(data, false);
      toast({ title: weddingMessages.updated, variant: 'success' });
    }
    setMode('view');
  }

  if (profile && mode === 'view') {
    const rows: [string, string][] = [
      ['Your name', profile.userName || '—'],
      ['Partner name', profile.partnerName || '—'],
      ['Wedding city', profile.weddingCity || '—'],
      ['Wedding date', profile.weddingDate ? formatDate(profile.weddingDate) : 'Not set'],
      ['Event type', eventTypeLabels[profile.eventType]],
      ['Budget', profile.budget === null ? 'Not set' : formatRupeesExact(profile.budget)],
    ];
    return (
      <div className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-serif text-2xl text-maroon-800">Your wedding</h2>
          <button type="button" className="btn btn-outline btn-sm" onClick={startEdit}>
            Edit Profile
          </button>
        </div>
        <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {rows.map(([term, detail]) => (
            <div key={term}>
              <dt className="text-sm text-stone-600">{term}</dt>
              <dd className="font-medium break-words">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }

  const set = (key: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form className="card p-5 sm:p-6" onSubmit={submit} noValidate aria-labelledby="wedding-form-title">
      <h2 id="wedding-form-title" className="font-serif text-2xl text-maroon-800">
        {creating ? 'Create your wedding profile' : 'Edit wedding profile'}
      </h2>
      {creating ? <p className="mt-1 text-stone-600">Tell us about your big day to unlock the guest list and planning checklist.</p> : null}
      <fieldset disabled={saving} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Your Name" name="userName" value={values.userName} onChange={set('userName')} error={errors.userName} autoComplete="name" />
        <TextField label="Partner's Name" name="partnerName" value={values.partnerName} onChange={set('partnerName')} error={errors.partnerName} />
        <TextField label="Wedding City" name="weddingCity" value={values.weddingCity} onChange={set('weddingCity')} error={errors.weddingCity} />
        <TextField label="Wedding Date" name="weddingDate" type="date" value={values.weddingDate} onChange={set('weddingDate')} error={errors.weddingDate} />
        <SelectField label="Event Type" name="eventType" value={values.eventType} onChange={set('eventType')} error={errors.eventType}>
          {EVENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {eventTypeLabels[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Budget (₹)"
          name="budget"
          inputMode="decimal"
          value={values.budget}
          onChange={set('budget')}
          error={errors.budget}
          hint="For example 1500000 or 1500000.50"
        />
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving || !hydrated}>
          {creating ? (saving ? 'Creating...' : 'Create Profile') : saving ? 'Saving...' : 'Save Changes'}
        </button>
        {creating ? null : (
          <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => setMode('view')}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
