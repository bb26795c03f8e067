// The business's answers besides a reply: a quote (amount, what it includes, valid until,
// the functions it covers) and declining the enquiry with a reason.
import { useId, useState } from 'react';
import { actions } from 'astro:actions';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastUnlessFieldErrors, useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS, type EventFunction } from './enquiry-text.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { threadMessages } from './thread-messages.ts';
import { useEnquiryWords } from './StatusBadge.tsx';
import { functionsText } from './enquiry-words.ts';
import { todayInIndia } from '../../../lib/dates.ts';

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

type QuoteProps = { conversationId: string; functions: string[]; onSent: () => Promise<void> };

export function QuoteForm({ conversationId, functions, onSent }: QuoteProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
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
