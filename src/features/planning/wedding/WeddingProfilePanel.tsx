import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { formatRupeesExact } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { EVENT_TYPES, weddingMessages, type EventType, type WeddingProfile } from './wedding.ts';
import DefaultFunctionsField from './DefaultFunctionsField.tsx';
import { MuhuratPicker } from './MuhuratPicker.tsx';
import { DEFAULT_FUNCTION_KEYS, DEFAULT_FUNCTION_NAMES, type DefaultFunctionName } from './functions.ts';
import { useMessages } from '../../../i18n/react.tsx';
import WeddingFormHead from './WeddingFormHead.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { weddingProfileMessages } from './messages.ts';

const eventTypeKeys = { wedding: 'eventWedding', engagement: 'eventEngagement', reception: 'eventReception', other: 'eventOther' } as const;

import { useCan } from './access-context.tsx';
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
  const t = useMessages<CatalogueOf<typeof weddingProfileMessages>>('weddingProfile');
  const locale = t.$locale;
  // Only the couple and co-planners change the profile; the others read it.
  const canManage = useCan('manage');
  const [mode, setMode] = useState<'view' | 'edit'>(startEditing && canManage ? 'edit' : 'view');
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
        toast(data.created ? { title: t.created, variant: 'success' } : { title: t.loaded });
      } else {
        onSaved(data, false);
        toast({ title: t.updated, variant: 'success' });
      }
      setMode('view');
    },
    onError(error) {
      const signedOut = error.code === 'UNAUTHORIZED';
      const fieldProblem = error.code === 'BAD_REQUEST';
      toast({
        title: signedOut && creating ? t.signInToCreate : creating ? t.createFailed : t.updateFailed,
        ...(signedOut || fieldProblem ? {} : { description: reasonOf(error) }),
        variant: 'destructive',
      });
    },
  });

  // The server's rule messages for the fields, in the form's language (others as they came).
  const known = new Map<string, string>([
    [weddingMessages.nameRequired, t.nameRequired],
    [weddingMessages.dateInPast, t.dateInPast],
    [weddingMessages.budgetNotNumber, t.budgetNotNumber],
    [weddingMessages.budgetTooLarge, t.budgetTooLarge],
  ]);
  const errorOf = (key: keyof FormValues) => {
    const error = errors[key];
    return error === undefined ? undefined : (known.get(error) ?? error);
  };

  function startEdit() {
    setValues(toForm(profile, userName));
    setErrors({});
    setMode('edit');
  }

  if (profile && mode === 'view') {
    const rows: [string, string][] = [
      [t.yourNameTerm, profile.userName || '—'],
      [t.partnerNameTerm, profile.partnerName || '—'],
      [t.weddingCityTerm, profile.weddingCity || '—'],
      [t.weddingDateTerm, profile.weddingDate ? formatCalendarDate(profile.weddingDate, locale) : t.notSet],
      [t.eventTypeTerm, t[eventTypeKeys[profile.eventType]]],
      [t.budgetTerm, profile.budget === null ? t.notSet : formatRupeesExact(profile.budget)],
      [t.rsvpDeadlineTerm, profile.rsvpDeadline ? formatCalendarDate(profile.rsvpDeadline, locale) : t.notSet],
    ];
    return (
      <div className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-serif text-2xl text-maroon-800">{t.yourWedding}</h2>
          {canManage ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={startEdit}>
              {t.editProfile}
            </button>
          ) : null}
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
      <WeddingFormHead t={t} creating={creating} titleId="wedding-form-title" />
      {/* Before the island starts, typing would be put back by its first render: the fields wait for it. */}
      <fieldset disabled={saving || !hydrated} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t.yourName} name="userName" value={values.userName} onChange={set('userName')} error={errorOf('userName')} autoComplete="name" />
        <TextField label={t.partnerName} name="partnerName" value={values.partnerName} onChange={set('partnerName')} error={errorOf('partnerName')} />
        <TextField label={t.weddingCity} name="weddingCity" value={values.weddingCity} onChange={set('weddingCity')} error={errorOf('weddingCity')} />
        <TextField
          label={t.weddingDate}
          name="weddingDate"
          type="date"
          value={values.weddingDate}
          onChange={set('weddingDate')}
          error={errorOf('weddingDate')}
        />
        <MuhuratPicker value={values.weddingDate} onPick={(date) => setValues((v) => ({ ...v, weddingDate: date }))} />
        <SelectField label={t.eventType} name="eventType" value={values.eventType} onChange={set('eventType')} error={errorOf('eventType')}>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t[eventTypeKeys[type]]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.budget}
          name="budget"
          inputMode="decimal"
          value={values.budget}
          onChange={set('budget')}
          error={errorOf('budget')}
          hint={t.budgetHint}
        />
        <TextField
          label={t.rsvpDeadline}
          name="rsvpDeadline"
          type="date"
          value={values.rsvpDeadline}
          onChange={set('rsvpDeadline')}
          error={errorOf('rsvpDeadline')}
          hint={t.rsvpDeadlineHint}
        />
        {creating ? (
          <DefaultFunctionsField
            value={functions}
            onChange={setFunctions}
            labels={{ legend: t.functionsToPlan, hint: t.functionsToPlanHint, name: (name) => t[DEFAULT_FUNCTION_KEYS[name]] }}
          />
        ) : null}
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-3">
        <SubmitButton
          pending={saving}
          hydrated={hydrated}
          label={creating ? t.createProfile : t.saveChanges}
          pendingLabel={creating ? t.creating : t.saving}
          className="btn btn-primary"
        />
        {creating ? null : (
          <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => setMode('view')}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
