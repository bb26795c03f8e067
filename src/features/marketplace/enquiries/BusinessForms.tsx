// The business's answers besides a reply: a quote (amount, what it includes, valid until,
// the functions it covers) and declining the enquiry with a reason.
import { useId, useState } from 'react';
import { actions } from 'astro:actions';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastUnlessFieldErrors, useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS, type EventFunction } from './enquiry-text.ts';
import { formatCalendarDate, todayInIndia } from '../../../lib/dates.ts';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { quoteSlotMessages } from '../availability/messages.ts';
import type { SpaceSlot } from './enquiry-rules.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { threadMessages } from './thread-messages.ts';
import { useEnquiryWords } from './StatusBadge.tsx';
import { functionsText } from './enquiry-words.ts';

/** The thread's texts and the shared words, for a form of the thread. */
export const useFormTexts = () => ({ t: useMessages<CatalogueOf<typeof threadMessages>>('thread'), w: useEnquiryWords() });

type ButtonsProps = { pending: boolean; hydrated: boolean; label: string; pendingLabel: string; className: string; onCancel: () => void; spaced?: boolean };

/** A form's submit button and Cancel. */
export function FormButtons({ onCancel, spaced, ...submit }: ButtonsProps) {
  const { w } = useFormTexts();
  return (
    <div className={`${spaced ? 'mt-5 ' : ''}flex flex-wrap gap-2`}>
      <SubmitButton {...submit} />
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {w.cancel}
      </button>
    </div>
  );
}

export type QuoteSlotTexts = MessagesData<CatalogueOf<typeof quoteSlotMessages>>;
type QuoteProps = {
  conversationId: string;
  functions: string[];
  onSent: () => Promise<void>;
  /** The request's date, and the listing's spaces with what holds each part of it. */
  eventDate?: string | null;
  spaces?: SpaceSlot[];
  slotMessages?: QuoteSlotTexts | undefined;
};
type Part = 'full' | 'day' | 'evening';

export function QuoteForm({ conversationId, functions, onSent, eventDate = null, spaces = [], slotMessages }: QuoteProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [spaceId, setSpaceId] = useState<number | undefined>(spaces[0]?.id);
  const [part, setPart] = useState<Part>('full');
  const { t, w } = useFormTexts();
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.enquiries.sendQuote,
    read: (form) => {
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? '');
      return {
        input: {
          conversationId,
          amount: value('amount'),
          includes: value('includes'),
          validUntil: value('validUntil'),
          functions: data.getAll('functions').map(String) as EventFunction[],
          ...(spaceId === undefined ? {} : { spaceId }),
          part,
        },
      };
    },
    onSuccess() {
      setOpen(false);
      toast({ title: t.quoteSent, variant: 'success' });
      void onSent();
    },
    onError: toastUnlessFieldErrors,
  });

  if (!open) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t.sendAQuote}
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="card w-full space-y-3 p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-maroon-800">
        {t.sendAQuote}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t.amount} name="amount" type="number" inputMode="numeric" min={1} max={ENQUIRY_LIMITS.amount} required error={errors.amount} />
        <TextField label={t.validUntilLabel} name="validUntil" type="date" min={todayInIndia()} required error={errors.validUntil} />
      </div>
      <TextAreaField label={t.whatItIncludes} name="includes" rows={3} maxLength={ENQUIRY_LIMITS.message} required error={errors.includes} />
      {slotMessages ? (
        <SlotFields
          messages={slotMessages}
          spaces={spaces}
          eventDate={eventDate}
          spaceId={spaceId}
          part={part}
          onSpace={setSpaceId}
          onPart={setPart}
          idPrefix={id}
        />
      ) : null}
      <fieldset>
        <legend className="label">{t.functionsCovered}</legend>
        <div className="flex flex-wrap gap-3">
          {functions.map((fn) => (
            <label key={fn} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="functions" value={fn} defaultChecked className="accent-maroon-700" />
              {functionsText(w, [fn])}
            </label>
          ))}
        </div>
        {errors.functions ? (
          <p className="field-error" role="alert">
            {errors.functions}
          </p>
        ) : null}
      </fieldset>
      <FormButtons
        pending={pending}
        hydrated={hydrated}
        label={t.sendQuote}
        pendingLabel={t.sending}
        className="btn btn-primary"
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}

/**
 * The space (a venue with several) and part of the day a quote is for, and whether that slot
 * is still free on the request's date: a booked or blocked one is told before quoting.
 */
function SlotFields(props: {
  messages: QuoteSlotTexts;
  spaces: SpaceSlot[];
  eventDate: string | null;
  spaceId: number | undefined;
  part: Part;
  onSpace: (id: number) => void;
  onPart: (part: Part) => void;
  idPrefix: string;
}) {
  const t = bind(props.messages);
  const space = props.spaces.find((s) => s.id === props.spaceId);
  const parts: ('day' | 'evening')[] = props.part === 'full' ? ['day', 'evening'] : [props.part];
  const partName = (p: Part) => (p === 'full' ? t.wholeDay : p === 'day' ? t.dayPart : t.eveningPart);
  const held = space ? parts.filter((p) => space[p] !== 'free') : [];
  const heldBy = held.some((p) => space?.[p] === 'booking') ? 'booking' : held.length ? 'block' : null;
  const shownPart = held.length === 1 && props.part === 'full' ? held[0]! : props.part;
  const day = props.eventDate ? formatCalendarDate(props.eventDate, t.$locale) : null;
  const facts = day && space ? { day, part: partName(shownPart).toLowerCase(), space: space.name } : null;
  return (
    <div className="space-y-3">
      {props.spaces.length > 1 ? (
        <label className="block">
          <span className="label">{t.space}</span>
          <select className="input" name="spaceId" value={props.spaceId} onChange={(e) => props.onSpace(Number(e.currentTarget.value))}>
            {props.spaces.map((s) => (
              <option key={s.id} value={s.id}>
                {s.capacity ? t.seats({ name: s.name, count: s.capacity }) : s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset>
        <legend className="label">{t.part}</legend>
        <div className="flex flex-wrap gap-4">
          {(['full', 'day', 'evening'] as const).map((p) => (
            <label key={p} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${props.idPrefix}-part`}
                value={p}
                checked={props.part === p}
                onChange={() => props.onPart(p)}
                className="accent-maroon-700"
              />
              {partName(p)}
            </label>
          ))}
        </div>
      </fieldset>
      {facts ? (
        <p
          role="status"
          data-testid="quote-slot"
          data-held={heldBy ?? 'free'}
          className={heldBy ? 'rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900' : 'text-sm text-stone-600'}
        >
          {heldBy === 'booking' ? t.slotBooked(facts) : heldBy === 'block' ? t.slotBlocked(facts) : t.slotFree(facts)}
        </p>
      ) : null}
    </div>
  );
}

type DeclineProps = { conversationId: string; onDeclined: () => Promise<void> };

export function DeclineForm({ conversationId, onDeclined }: DeclineProps) {
  const { t, w } = useFormTexts();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.enquiries.decline,
    read: (form) => {
      const reason = String(new FormData(form).get('reason') ?? '');
      return reason.trim() ? { input: { conversationId, reason } } : { errors: { reason: t.giveReason } };
    },
    onSuccess() {
      setOpen(false);
      toast({ title: t.enquiryDeclined, variant: 'success' });
      void onDeclined();
    },
    onError: toastUnlessFieldErrors,
  });

  if (!open) {
    return (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {t.declineEnquiry}
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="card w-full space-y-3 p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-maroon-800">
        {t.declineEnquiry}
      </h3>
      <TextAreaField label={t.reason} name="reason" rows={3} maxLength={ENQUIRY_LIMITS.message} required error={errors.reason} />
      <FormButtons
        pending={pending}
        hydrated={hydrated}
        label={w.decline}
        pendingLabel={t.declining}
        className="btn btn-danger"
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}
