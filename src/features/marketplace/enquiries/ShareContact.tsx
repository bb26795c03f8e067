// Sharing the couple's phone (and account e-mail) with one business, later in the thread:
// always an explicit, confirmed choice.
import { useState } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { getJson } from '../../../lib/get-json.ts';
import { toast } from '../../../lib/toast.ts';
import { toastUnlessFieldErrors, useActionForm } from '../../../lib/use-action-form.ts';
import { FormButtons, useFormTexts } from './BusinessForms.tsx';
import type { EnquiryPrefill } from './enquiry-rules.ts';

type Props = { conversationId: string; accountPhone: string; onShared: () => Promise<void> };

export default function ShareContact({ conversationId, accountPhone, onShared }: Props) {
  const [open, setOpen] = useState(false);
  const { t } = useFormTexts();
  const [phone, setPhone] = useState(accountPhone);
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.enquiries.shareContact,
    read: () => ({ input: { conversationId, phone } }),
    onSuccess() {
      setOpen(false);
      toast({ title: t.phoneShared, variant: 'success' });
      void onShared();
    },
    onError: toastUnlessFieldErrors,
  });

  function start() {
    setOpen(true);
    // Start from the phone number on the account, when there is one.
    if (!phone) {
      void getJson<{ prefill: EnquiryPrefill | null }>('/api/enquiries/prefill')
        .then((body) => setPhone((typed) => typed || body.prefill?.phone || ''))
        .catch(() => {});
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p>{t.notSharedYet}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={start}>
        {t.shareLater}
      </button>
      <Modal open={open} title={t.shareLater} onClose={() => setOpen(false)}>
        <form onSubmit={onSubmit} noValidate>
          <p className="text-stone-700">{t.shareConfirm}</p>
          <TextField
            className="mt-3"
            label={t.yourPhone}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={errors.phone}
          />
          <FormButtons
            spaced
            pending={pending}
            hydrated={hydrated}
            label={t.share}
            pendingLabel={t.sharing}
            className="btn btn-primary"
            onCancel={() => setOpen(false)}
          />
        </form>
      </Modal>
    </div>
  );
}
