// The enquiry form: functions, date (or a month when the dates are not fixed), guests,
// budget, message and the choice to share the phone number. One listing, or up to ten from
// the shortlist (each becomes its own conversation). Starts from the wedding profile.
import { useId, useState } from 'react';
import { actions, type ActionError } from 'astro:actions';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { flashToast, toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS, EVENT_FUNCTIONS, enquiryText, functionLabels, type EventFunction } from './enquiry-text.ts';
import { type EnquiryPrefill } from './enquiry-rules.ts';
import { type ListingKind } from '../../../lib/listing-ref.ts';
import { todayInIndia } from '../../../lib/dates.ts';

type SendInput = Parameters<typeof actions.enquiries.send>[0];
type ManyInput = Parameters<typeof actions.enquiries.sendMany>[0];

type Props = {
  listings: { kind: ListingKind; id: number; name: string }[];
  prefill: EnquiryPrefill;
  /** Where to return after sending (the listing's page, or the shortlist). */
  back: string;
  signIn: string;
};

export default function EnquiryForm({ listings, prefill, back, signIn }: Props) {
  const id = useId();
  const [functions, setFunctions] = useState<EventFunction[]>(prefill.functions);
  const [notFixed, setNotFixed] = useState(false);
  const [share, setShare] = useState(false);
  const [message, setMessage] = useState('');
  const today = todayInIndia();
  const many = listings.length > 1;

  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: (input: SendInput | ManyInput): Promise<{ data?: unknown; error?: ActionError }> =>
      'listings' in input ? actions.enquiries.sendMany(input) : actions.enquiries.send(input),
    read: (form) => {
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? '');
      const request = {
        functions,
        datesNotFixed: notFixed,
        eventDate: value('eventDate'),
        eventMonth: value('eventMonth'),
        guestCount: value('guestCount'),
        budget: value('budget'),
        message,
        sharePhone: share,
        phone: value('phone'),
      };
      const first = listings[0]!;
      const input: SendInput | ManyInput = many
        ? { ...request, listings: listings.map((l) => ({ listingKind: l.kind, listingId: l.id })) }
        : { ...request, listingKind: first.kind, listingId: first.id };
      return { input };
    },
    onSuccess() {
      flashToast({ title: enquiryText.sent, description: many ? enquiryText.sentMany(listings.length) : undefined, variant: 'success' });
      return { navigate: back };
    },
    onError(error, fields) {
      if (error.code === 'UNAUTHORIZED') return { navigate: signIn };
      if (!fields) toast({ title: 'Enquiry not sent', description: reasonOf(error), variant: 'destructive' });
    },
  });

  const toggle = (fn: EventFunction, on: boolean) => setFunctions((list) => (on ? [...list, fn] : list.filter((f) => f !== fn)));

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-5 p-5 sm:p-6">
      <fieldset aria-describedby={errors.functions ? `${id}-functions` : undefined}>
        <legend className="label">Functions</legend>
        <div className="flex flex-wrap gap-2">
          {EVENT_FUNCTIONS.map((fn) => (
            <label
              key={fn}
              className={`inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm ${functions.includes(fn) ? 'border-maroon-700 bg-maroon-50' : 'border-stone-300 bg-white'}`}
            >
              <input
                type="checkbox"
                name="functions"
                value={fn}
                checked={functions.includes(fn)}
                onChange={(e) => toggle(fn, e.target.checked)}
                className="accent-maroon-700"
              />
              {functionLabels[fn]}
            </label>
          ))}
        </div>
        {errors.functions ? (
          <p id={`${id}-functions`} className="field-error" role="alert">
            {errors.functions}
          </p>
        ) : null}
      </fieldset>

      <div className="grid items-end gap-4 sm:grid-cols-2">
        {notFixed ? (
          <TextField key="month" label="Month" name="eventMonth" type="month" min={today.slice(0, 7)} placeholder="YYYY-MM" error={errors.eventMonth} />
        ) : (
          <TextField key="date" label="Event date" name="eventDate" type="date" min={today} defaultValue={prefill.eventDate} error={errors.eventDate} />
        )}
        <label className="inline-flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={notFixed} onChange={(e) => setNotFixed(e.target.checked)} className="accent-maroon-700" />
          Dates not fixed
        </label>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Guest count"
          name="guestCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={ENQUIRY_LIMITS.guests}
          defaultValue={prefill.guestCount ?? undefined}
          error={errors.guestCount}
        />
        <TextField label="Budget for this service (₹, optional)" name="budget" type="number" inputMode="numeric" min={0} step={1000} error={errors.budget} />
      </div>

      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        maxLength={ENQUIRY_LIMITS.message}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        hint={`${message.length.toLocaleString('en-IN')} / ${ENQUIRY_LIMITS.message.toLocaleString('en-IN')} characters`}
        error={errors.message}
      />

      <div>
        <label className="inline-flex items-center gap-2 font-semibold">
          <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} className="accent-maroon-700" aria-describedby={`${id}-share`} />
          {enquiryText.sharePhone}
        </label>
        <p id={`${id}-share`} className="field-hint">
          {enquiryText.sharePhoneHint}
        </p>
        {share ? (
          <TextField
            className="mt-2 max-w-xs"
            label="Your phone number"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            defaultValue={prefill.phone}
            error={errors.phone}
          />
        ) : null}
      </div>

      {errors.listings ? (
        <p className="field-error" role="alert">
          {errors.listings}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} hydrated={hydrated} label={enquiryText.sendButton} pendingLabel="Sending..." className="btn btn-primary" />
        <a href={back} className="btn btn-ghost">
          Cancel
        </a>
      </div>
    </form>
  );
}
