// The enquiry form: functions, date (or a month when the dates are not fixed), guests,
// budget, message and the choice to share the phone number. One listing, or up to ten from
// the shortlist (each becomes its own conversation). Starts from the wedding profile, or from
// the draft kept in this browser until it is sent; warns of date clashes before sending.
import { useId, useMemo, useState } from 'react';
import { actions, type ActionError } from 'astro:actions';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { flashToast, toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS, EVENT_FUNCTIONS, translateSendError, type EventFunction } from './enquiry-text.ts';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { enquiryFormMessages } from './messages.ts';
import { datesToCheck, type EnquiryFormListing, type EnquiryPrefill } from './enquiry-rules.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { enquiryWarnings, type BookingContext, type WarningWords } from './booking-clashes.ts';
import { DateAvailability } from '../availability/DateAvailability.tsx';
import type { dateCheckMessages } from '../availability/date-check-messages.ts';
import { capacityError, conversationHref, draftKey, smallestVenue, startingValues, useDraft, type EnquiryDraft } from './enquiry-draft.ts';

type SendInput = Parameters<typeof actions.enquiries.send>[0];
type ManyInput = Parameters<typeof actions.enquiries.sendMany>[0];

type Props = {
  listings: EnquiryFormListing[];
  prefill: EnquiryPrefill;
  /** The couple's bookings and the listings' booked dates, for the warnings shown before sending. */
  bookings: BookingContext;
  /** Where Cancel and Back go (the listing's page, or the shortlist). */
  back: string;
  signIn: string;
  /** The form's texts in the page's language. */
  messages: MessagesData<CatalogueOf<typeof enquiryFormMessages>>;
  /** The date check's texts; without them the form does not check the date. */
  dateCheckMessages?: MessagesData<CatalogueOf<typeof dateCheckMessages>>;
};

export default function EnquiryForm({ listings, prefill, bookings, back, signIn, messages, dateCheckMessages }: Props) {
  const id = useId();
  const t = useMemo(() => bind(messages), [messages]);
  // Date clashes in the page's language: the form's own words, and its names of the functions.
  const clashWords = useMemo<WarningWords>(
    () => ({
      locale: t.$locale,
      functions: (list) => list.map((f) => ((EVENT_FUNCTIONS as readonly string[]).includes(f) ? t[f as EventFunction] : f)).join(', '),
      dateTaken: t.clashDateTaken,
      ownBookingHere: t.clashOwnBooking,
      secondEnquiry: t.clashSecondEnquiry,
      dateNotFixed: t.clashDateNotFixed,
    }),
    [t],
  );
  const [values, setValues] = useState<EnquiryDraft>(() => startingValues(prefill));
  const [restored, setRestored] = useState(false);
  const draft = useDraft(draftKey(listings), values, (saved) => {
    setValues((v) => ({ ...v, ...saved }));
    setRestored(true);
  });
  const set = <K extends keyof EnquiryDraft>(key: K, value: EnquiryDraft[K]) => setValues((v) => ({ ...v, [key]: value }));
  const { functions, datesNotFixed: notFixed, message } = values;
  const today = todayInIndia();
  const many = listings.length > 1;
  const smallest = smallestVenue(listings);
  const overCapacity = capacityError(smallest, values.guestCount, (name, max) => t.overCapacity({ name, max }));
  const warnings = enquiryWarnings(bookings, listings, functions, notFixed ? null : values.eventDate || null, clashWords);

  const {
    errors: englishErrors,
    pending,
    hydrated,
    onSubmit,
  } = useActionForm({
    action: (input: SendInput | ManyInput): Promise<{ data?: { conversationId: string } | { sent: number }; error?: ActionError }> =>
      'listings' in input ? actions.enquiries.sendMany(input) : actions.enquiries.send(input),
    read: () => {
      if (overCapacity) return { errors: { guestCount: overCapacity } };
      const request = { ...values, sharePhone: values.share, phone: values.share ? values.phone : '' };
      const { share: _share, ...fields } = request;
      const first = listings[0]!;
      const input: SendInput | ManyInput = many
        ? { ...fields, listings: listings.map((l) => ({ listingKind: l.kind, listingId: l.id })) }
        : { ...fields, listingKind: first.kind, listingId: first.id };
      return { input };
    },
    onSuccess(data) {
      draft.clear();
      flashToast({ title: t.sent, description: many ? t.sentMany({ count: listings.length }) : undefined, variant: 'success' });
      // The couple lands on what they sent: the conversation, or the list when several were sent.
      return { navigate: conversationHref('conversationId' in data ? data.conversationId : undefined) };
    },
    onError(error, fields) {
      if (error.code === 'UNAUTHORIZED') return { navigate: signIn };
      if (!fields) toast({ title: t.notSent, description: translateSendError(reasonOf(error), t), variant: 'destructive' });
    },
  });
  // The rules answer in English; the form shows them in the page's language.
  const errors = Object.fromEntries(Object.entries(englishErrors).map(([field, text]) => [field, translateSendError(text, t)])) as typeof englishErrors;

  const toggle = (fn: EventFunction, on: boolean) => set('functions', on ? [...functions, fn] : functions.filter((f) => f !== fn));

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-5 p-5 sm:p-6">
      {restored ? (
        <p role="status" className="rounded-lg bg-ivory p-3 text-sm">
          {t.draftRestored}
        </p>
      ) : null}
      <fieldset aria-describedby={errors.functions ? `${id}-functions` : undefined}>
        <legend className="label">{t.functions}</legend>
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
              {t[fn]}
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
          <TextField
            key="month"
            label={t.month}
            name="eventMonth"
            type="month"
            min={today.slice(0, 7)}
            placeholder={t.monthPlaceholder}
            value={values.eventMonth}
            onChange={(e) => set('eventMonth', e.target.value)}
            error={errors.eventMonth}
          />
        ) : (
          <TextField
            key="date"
            label={t.eventDate}
            name="eventDate"
            type="date"
            min={today}
            value={values.eventDate}
            onChange={(e) => set('eventDate', e.target.value)}
            error={errors.eventDate}
          />
        )}
        <label className="inline-flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={notFixed} onChange={(e) => set('datesNotFixed', e.target.checked)} className="accent-maroon-700" />
          {t.datesNotFixed}
        </label>
      </div>
      {dateCheckMessages && !notFixed
        ? datesToCheck(functions, values.eventDate, prefill.functionDates).map((check) => (
            <DateAvailability
              key={check.date}
              listings={listings}
              date={check.date}
              functionNames={check.functions.map((fn) => t[fn]).join(', ')}
              guests={Number(values.guestCount) || null}
              messages={dateCheckMessages}
            />
          ))
        : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.guestCount}
          name="guestCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={smallest?.capacityMax ?? ENQUIRY_LIMITS.guests}
          value={values.guestCount}
          onChange={(e) => set('guestCount', e.target.value)}
          hint={smallest && !many ? t.seatsUpTo({ max: smallest.capacityMax }) : undefined}
          error={overCapacity ?? errors.guestCount}
        />
        <TextField
          label={t.budget}
          name="budget"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={values.budget}
          onChange={(e) => set('budget', e.target.value)}
          error={errors.budget}
        />
      </div>

      <TextAreaField
        label={t.message}
        name="message"
        rows={6}
        maxLength={ENQUIRY_LIMITS.enquiryMessage}
        value={message}
        onChange={(e) => set('message', e.target.value)}
        hint={<span aria-live="polite">{t.characters({ count: message.length, max: ENQUIRY_LIMITS.enquiryMessage })}</span>}
        error={errors.message}
      />

      <div>
        <label className="inline-flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={values.share}
            onChange={(e) => set('share', e.target.checked)}
            className="accent-maroon-700"
            aria-describedby={`${id}-share`}
          />
          {t.sharePhone}
        </label>
        <p id={`${id}-share`} className="field-hint">
          {t.sharePhoneHint}
        </p>
        {values.share ? (
          <TextField
            className="mt-2 max-w-xs"
            label={t.yourPhone}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={errors.phone}
          />
        ) : null}
      </div>

      {warnings.length > 0 ? (
        <div role="status" className="rounded-lg border border-saffron-300 bg-saffron-50 p-3 text-sm" data-testid="booking-warnings">
          <ul className="space-y-1">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {errors.listings ? (
        <p className="field-error" role="alert">
          {errors.listings}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} hydrated={hydrated} label={t.send} pendingLabel={t.sending} className="btn btn-primary" />
        <a href={back} className="btn btn-ghost">
          {t.cancel}
        </a>
      </div>
    </form>
  );
}
