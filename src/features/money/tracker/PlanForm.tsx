import { useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import { reasonOf } from '../../../lib/form-errors.ts';
import { formatRupees } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { CATEGORY_KEYS, type CategoryKey } from './budget-tracker.ts';
import type { PlanInput } from './budget-tracker.schema.ts';
import FormActions from '../../../components/ui/FormActions.tsx';
import type { UiTexts } from '../../../components/ui/ui-texts.ts';
import { amountError, categoryName, type BudgetTexts } from './budget-texts.ts';

type Props = {
  plan: Record<CategoryKey, number>;
  onSaved: () => void;
  onCancel: () => void;
  t: BudgetTexts;
  ui: UiTexts;
};

/** The amount planned for each of the eight categories; the server checks every one. */
export default function PlanForm({ plan, onSaved, onCancel, t, ui }: Props) {
  const [values, setValues] = useState<Record<CategoryKey, string>>(
    () => Object.fromEntries(CATEGORY_KEYS.map((k) => [k, String(plan[k])])) as Record<CategoryKey, string>,
  );
  const { errors, pending, hydrated, onSubmit } = useActionForm<PlanInput, unknown>({
    action: (input) => actions.budget.savePlan(input),
    read: () => ({ input: values }),
    onSuccess() {
      toast({ title: t.planSaved, variant: 'success' });
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
  const total = CATEGORY_KEYS.reduce((sum, k) => sum + (Number(values[k].replace(/[₹,\s]/g, '')) || 0), 0);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.planLabel} className="mt-5 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-700">{t.planIntro}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {CATEGORY_KEYS.map((key) => (
          <TextField
            key={key}
            label={t.planField({ name: categoryName(t, key) })}
            inputMode="numeric"
            autoComplete="off"
            value={values[key]}
            onChange={(e) => {
              const value = e.target.value;
              setValues((v) => ({ ...v, [key]: value }));
            }}
            error={amountError(t, errors[key])}
          />
        ))}
      </div>
      <p className="mt-3 text-sm font-semibold">{t.totalPlanned({ amount: formatRupees(total) })}</p>
      <FormActions pending={pending} hydrated={hydrated} label={t.savePlan} onCancel={onCancel} messages={ui} className="mt-3 flex flex-wrap gap-3" />
    </form>
  );
}
