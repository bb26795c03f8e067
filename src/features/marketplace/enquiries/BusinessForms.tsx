// The business's answers besides a reply: a quote (amount, what it includes, valid until,
// the functions it covers) and declining the enquiry with a reason.
import { useId, useState } from 'react';
import { actions } from 'astro:actions';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastUnlessFieldErrors, useActionForm } from '../../../lib/use-action-form.ts';
import { ENQUIRY_LIMITS, enquiryText, fieldText, functionLabels, type EventFunction } from './enquiry-text.ts';
import { todayInIndia } from '../../../lib/dates.ts';

type QuoteProps = { conversationId: string; functions: string[]; onSent: () => Promise<void> };

export function QuoteForm({ conversationId, functions, onSent }: QuoteProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
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
      toast({ title: enquiryText.quoteSent, variant: 'success' });
      void onSent();
    },
    onError: toastUnlessFieldErrors,
  });

  if (!open) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Send a quote
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="card w-full space-y-3 p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-maroon-800">
        Send a quote
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Amount (₹)" name="amount" type="number" inputMode="numeric" min={1} max={ENQUIRY_LIMITS.amount} required error={errors.amount} />
        <TextField label="Valid until" name="validUntil" type="date" min={todayInIndia()} required error={errors.validUntil} />
      </div>
      <TextAreaField label="What it includes" name="includes" rows={3} maxLength={ENQUIRY_LIMITS.message} required error={errors.includes} />
      <fieldset>
        <legend className="label">Functions it covers</legend>
        <div className="flex flex-wrap gap-3">
          {functions.map((fn) => (
            <label key={fn} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="functions" value={fn} defaultChecked className="accent-maroon-700" />
              {functionLabels[fn as EventFunction] ?? fn}
            </label>
          ))}
        </div>
        {errors.functions ? (
          <p className="field-error" role="alert">
            {errors.functions}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} hydrated={hydrated} label="Send quote" pendingLabel="Sending..." className="btn btn-primary" />
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

type DeclineProps = { conversationId: string; onDeclined: () => Promise<void> };

export function DeclineForm({ conversationId, onDeclined }: DeclineProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.enquiries.decline,
    read: (form) => {
      const reason = String(new FormData(form).get('reason') ?? '');
      return reason.trim() ? { input: { conversationId, reason } } : { errors: { reason: fieldText.reason } };
    },
    onSuccess() {
      setOpen(false);
      toast({ title: enquiryText.enquiryDeclined, variant: 'success' });
      void onDeclined();
    },
    onError: toastUnlessFieldErrors,
  });

  if (!open) {
    return (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        Decline enquiry
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="card w-full space-y-3 p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-maroon-800">
        Decline enquiry
      </h3>
      <TextAreaField label="Reason (the couple will see it)" name="reason" rows={3} maxLength={ENQUIRY_LIMITS.message} required error={errors.reason} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} hydrated={hydrated} label="Decline" pendingLabel="Declining..." className="btn btn-danger" />
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
