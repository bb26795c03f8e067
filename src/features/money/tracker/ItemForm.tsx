import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { CATEGORY_KEYS, type BudgetItem, type BudgetOverview, type CategoryKey } from './budget-tracker.ts';
import type { ItemInput } from './budget-tracker.schema.ts';
import FormActions from '../../../components/ui/FormActions.tsx';
import { formatRupees } from '../../../lib/money.ts';
import type { UiTexts } from '../../../components/ui/ui-texts.ts';
import { shownFunctionName } from '../../planning/index.ts';
import { amountError, categoryName, payerName, shareError, type BudgetTexts } from './budget-texts.ts';
import { COST_PAYER_KEYS, EVEN_SHARE, SIDE_PAYER_KEYS, type CostPayer, type SidePayer } from './sides.ts';

type FormValues = {
  category: string;
  what: string;
  functionId: string;
  business: string;
  businessName: string;
  quoted: string;
  paid: string;
  dueDate: string;
  note: string;
  paidBy: CostPayer;
  brideShare: string;
  sharedPaidBy: string;
};

function toForm(item: BudgetItem | null, category: CategoryKey): FormValues {
  return {
    category: item?.category ?? category,
    what: item?.what ?? '',
    functionId: item?.functionId ?? '',
    business: item?.listingKind && item.listingId !== null ? `${item.listingKind}-${item.listingId}` : '',
    businessName: item?.listingKind ? '' : (item?.businessName ?? ''),
    quoted: item ? String(item.quoted) : '',
    paid: item ? String(item.paid) : '',
    dueDate: item?.dueDate ?? '',
    note: item?.note ?? '',
    paidBy: item?.paidBy ?? 'shared',
    brideShare: String(item?.brideShare ?? EVEN_SHARE),
    sharedPaidBy: item?.sharedPaidBy ?? '',
  };
}

type Props = Pick<BudgetOverview, 'functions' | 'businesses'> & {
  item: BudgetItem | null;
  category: CategoryKey;
  onSaved: () => void;
  onCancel: () => void;
  t: BudgetTexts;
  ui: UiTexts;
};

/** Adds or edits an expense: what, category, function, business, quoted, paid, who pays (and a shared one's split), due date, note. */
export default function ItemForm({ item, category, functions, businesses, onSaved, onCancel, t, ui }: Props) {
  const [values, setValues] = useState(() => toForm(item, category));
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  // A booking's line keeps the booking's amount and business (the server keeps them too).
  const booked = item?.bookingId ? item : null;
  const known = businesses.some((b) => `${b.kind}-${b.id}` === values.business);
  const { errors, pending, hydrated, onSubmit } = useActionForm<ItemInput, unknown>({
    action: (input) => (item ? actions.budget.updateItem({ id: item.id, ...input }) : actions.budget.addItem(input)),
    read: () => ({
      input: {
        ...values,
        category: values.category as CategoryKey,
        business: known ? values.business : null,
        businessName: known ? null : values.businessName,
        // The split is asked only of a shared line: a hidden field must not stop the save.
        ...(values.paidBy === 'shared'
          ? { sharedPaidBy: (values.sharedPaidBy || null) as SidePayer | null }
          : { brideShare: String(EVEN_SHARE), sharedPaidBy: null }),
      },
    }),
    onSuccess() {
      toast({
        title: item ? t.itemUpdated : t.itemAdded,
        variant: 'success',
      });
      onSaved();
    },
    onError(error) {
      toast({
        title: t.saveFailed,
        description: reasonOf(error),
        variant: 'destructive',
      });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={item ? t.saveExpense : t.addExpense} className="space-y-3">
      <TextField label={t.what} required value={values.what} onChange={set('what')} error={errors.what} placeholder={t.whatPlaceholder} autoComplete="off" />
      <SelectField label={t.categoryLabel} value={values.category} onChange={set('category')} error={errors.category}>
        {CATEGORY_KEYS.map((key) => (
          <option key={key} value={key}>
            {categoryName(t, key)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t.functionOptional} value={values.functionId} onChange={set('functionId')} error={errors.functionId}>
        <option value="">{t.none}</option>
        {functions.map((f) => (
          <option key={f.id} value={f.id}>
            {shownFunctionName(f.name, t)}
          </option>
        ))}
      </SelectField>
      {booked ? (
        <p className="rounded-lg bg-ivory p-3 text-sm text-stone-700" data-testid="booked-line-note">
          {t.bookedNote({ name: booked.businessName ?? t.thisBusiness, amount: formatRupees(booked.quoted) })}
        </p>
      ) : (
        <SelectField
          label={t.businessOnMandap}
          value={known ? values.business : ''}
          onChange={set('business')}
          error={errors.business}
          hint={businesses.length ? undefined : t.businessHint}
        >
          <option value="">{t.noBusiness}</option>
          {businesses.map((b) => (
            <option key={`${b.kind}-${b.id}`} value={`${b.kind}-${b.id}`}>
              {b.name}
            </option>
          ))}
        </SelectField>
      )}
      {known || booked ? null : (
        <TextField label={t.businessOptional} value={values.businessName} onChange={set('businessName')} error={errors.businessName} autoComplete="off" />
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t.quotedRupees}
          readOnly={booked !== null}
          inputMode="numeric"
          autoComplete="off"
          value={values.quoted}
          onChange={set('quoted')}
          error={amountError(t, errors.quoted)}
          placeholder="0"
        />
        <TextField
          label={t.paidRupees}
          inputMode="numeric"
          autoComplete="off"
          value={values.paid}
          onChange={set('paid')}
          error={amountError(t, errors.paid)}
          placeholder="0"
        />
      </div>
      <SelectField label={t.paidByLabel} value={values.paidBy} onChange={set('paidBy')} error={errors.paidBy}>
        {COST_PAYER_KEYS.map((payer) => (
          <option key={payer} value={payer}>
            {payerName(t, payer)}
          </option>
        ))}
      </SelectField>
      {values.paidBy === 'shared' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t.brideShareLabel}
            inputMode="numeric"
            autoComplete="off"
            value={values.brideShare}
            onChange={set('brideShare')}
            error={shareError(t, errors.brideShare)}
            hint={t.brideShareHint}
            placeholder={String(EVEN_SHARE)}
          />
          <SelectField label={t.sharedPaidByLabel} value={values.sharedPaidBy} onChange={set('sharedPaidBy')} error={errors.sharedPaidBy}>
            <option value="">{t.sharedPaidByEach}</option>
            {SIDE_PAYER_KEYS.map((side) => (
              <option key={side} value={side}>
                {payerName(t, side)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <TextField label={t.dueDateOptional} type="date" value={values.dueDate} onChange={set('dueDate')} error={errors.dueDate} />
      <TextAreaField label={t.noteOptional} rows={2} value={values.note} onChange={set('note')} error={errors.note} />
      <FormActions
        pending={pending}
        hydrated={hydrated}
        blocked={!values.what.trim()}
        label={item ? t.saveExpense : t.addExpense}
        onCancel={onCancel}
        messages={ui}
      />
    </form>
  );
}
