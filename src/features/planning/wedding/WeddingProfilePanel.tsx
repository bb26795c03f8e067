import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { formatRupeesExact } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { EVENT_TYPES, eventTypeLabels, weddingMessages, type EventType, type WeddingProfile } from './wedding.ts';
import DefaultFunctionsField from './DefaultFunctionsField.tsx';
import { MuhuratPicker } from './MuhuratPicker.tsx';
import { DEFAULT_FUNCTION_NAMES, type DefaultFunctionName } from './functions.ts';

type Props = { profile: WeddingProfile | null; userName: string; onSaved: (profile: WeddingProfile, created: boolean) => void; startEditing?: boolean };
type ProfileInput = FormValues & { eventType: EventType; functions?: DefaultFunctionName[] };
/** Creating answers with the profile and whether it was new; updating with the profile. */
type SavedProfile = { profile: WeddingProfile; created: boolean } | WeddingProfile;
type FormValues = { userName: string; partnerName: string; weddingCity: string; weddingDate: string; eventType: string; budget: string; rsvpDeadline: string };

function toForm(profile: WeddingProfile | null, userName: string): FormValues {
  return {
    userName: profile?.userName ?? userName,
    partnerName: profile?.partnerName ?? '',
    weddingCity: profile?.weddingCity ?? '',
    weddingDate: profile?.weddingDate ?? '',
    eventType: profile?.eventType ?? 'wedding',
    budget: profile?.budget === null || profile?.budget === undefined ? '' : String(profile.budget),
    rsvpDeadline: profile?.rsvpDeadline ?? '',
  };
}

/** The wedding profile: shown, edited, or created the first time. */
export default function WeddingProfilePanel({ profile, userName, onSaved, startEditing = false }: Props) {
  const [mode, setMode] = useState<'view' | 'edit'>(startEditing ? 'edit' : 'view');
  const [values, setValues] = useState<FormValues>(() => toForm(profile, userName));
  const [functions, setFunctions] = useState<DefaultFunctionName[]>([...DEFAULT_FUNCTION_NAMES]);
  const creating = profile === null;
  const {
    errors,
    setErrors,
    pending: saving,
    hydrated,
    onSubmit,
  } = useActionForm<ProfileInput, SavedProfile>({
    action: ({ functions: chosen, ...input }) =>
      creating ? actions.wedding.createProfile({ ...input, functions: chosen }) : actions.wedding.updateProfile(input),
    read: () => ({ input: { ...values, eventType: values.eventType as EventType, functions } }),
    onSuccess(data) {
      if ('created' in data) {
        onSaved(data.profile, data.created);
        toast(data.created ? { title: weddingMessages.created, variant: 'success' } : { title: weddingMessages.loaded });
      } else {
        onSaved(data, false);
        toast({ title: weddingMessages.updated, variant: 'success' });
      }
      setMode('view');
    },
    onError(error) {
      const signedOut = error.code === 'UNAUTHORIZED';
      const fieldProblem = error.code === 'BAD_REQUEST';
      toast({
        title: signedOut && creating ? weddingMessages.signInToCreate : creating ? weddingMessages.createFailed : weddingMessages.updateFailed,
        ...(signedOut || fieldProblem ? {} : { description: reasonOf(error) }),
        variant: 'destructive',
      });
    },
  });

  function startEdit() {
    setValues(toForm(profile, userName));
    setErrors({});
    setMode('edit');
  }

  if (profile && mode === 'view') {
    const rows: [string, string][] = [
      ['Your name', profile.userName || '—'],
      ['Partner name', profile.partnerName || '—'],
      ['Wedding city', profile.weddingCity || '—'],
      ['Wedding date', profile.weddingDate ? formatCalendarDate(profile.weddingDate) : 'Not set'],
      ['Event type', eventTypeLabels[profile.eventType]],
      ['Budget', profile.budget === null ? 'Not set' : formatRupeesExact(profile.budget)],
      ['RSVP deadline', profile.rsvpDeadline ? formatCalendarDate(profile.rsvpDeadline) : 'Not set'],
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
    <form className="card p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-labelledby="wedding-form-title">
      <h2 id="wedding-form-title" className="font-serif text-2xl text-maroon-800">
        {creating ? 'Create your wedding profile' : 'Edit wedding profile'}
      </h2>
      {creating ? <p className="mt-1 text-stone-600">Tell us about your big day to unlock the guest list and planning checklist.</p> : null}
      {/* Before the island starts, typing would be put back by its first render: the fields wait for it. */}
      <fieldset disabled={saving || !hydrated} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Your Name" name="userName" value={values.userName} onChange={set('userName')} error={errors.userName} autoComplete="name" />
        <TextField label="Partner's Name" name="partnerName" value={values.partnerName} onChange={set('partnerName')} error={errors.partnerName} />
        <TextField label="Wedding City" name="weddingCity" value={values.weddingCity} onChange={set('weddingCity')} error={errors.weddingCity} />
        <TextField label="Wedding Date" name="weddingDate" type="date" value={values.weddingDate} onChange={set('weddingDate')} error={errors.weddingDate} />
        <MuhuratPicker value={values.weddingDate} onPick={(date) => setValues((v) => ({ ...v, weddingDate: date }))} />
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
        <TextField
          label="RSVP deadline"
          name="rsvpDeadline"
          type="date"
          value={values.rsvpDeadline}
          onChange={set('rsvpDeadline')}
          error={errors.rsvpDeadline}
          hint="Guests can change their replies until this day."
        />
        {creating ? <DefaultFunctionsField value={functions} onChange={setFunctions} /> : null}
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-3">
        <SubmitButton
          pending={saving}
          hydrated={hydrated}
          label={creating ? 'Create Profile' : 'Save Changes'}
          pendingLabel={creating ? 'Creating...' : 'Saving...'}
          className="btn btn-primary"
        />
        {creating ? null : (
          <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => setMode('view')}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
