import { useEffect, useState } from 'react';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { formatRupees } from '../../../lib/money.ts';
import { dashboardTabHref } from '../../../lib/routes.ts';
import { BUDGET_LIMITS, BUDGET_URLS, type PaymentDue } from './budget-tracker.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { paymentsDueMessages } from './messages.ts';
import { categoryName } from './budget-texts.ts';

/** Null when the couple has no wedding yet (404); a passing failure is tried again twice, after 1 s and 2 s. */
async function fetchPaymentsDue(retries = [1000, 2000]): Promise<PaymentDue[] | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(BUDGET_URLS.paymentsDue, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${BUDGET_URLS.paymentsDue} answered ${response.status}`);
      return ((await response.json()) as { payments: PaymentDue[] }).payments;
    } catch (error) {
      const delay = retries[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

type State = { status: 'loading' } | { status: 'ready'; payments: PaymentDue[] } | { status: 'none' };

/**
 * Payments due in the next 30 days (and overdue ones), soonest first, with "Mark as paid".
 * Reads its own data, so it can sit on any tab; shows nothing for a couple without a wedding.
 */
export default function PaymentsDue({ budgetHref = dashboardTabHref('budget') }: { budgetHref?: string }) {
  const t = useMessages<CatalogueOf<typeof paymentsDueMessages>>('paymentsDue');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchPaymentsDue().then(
      (payments) => live && setState(payments ? { status: 'ready', payments } : { status: 'none' }),
      (error: unknown) => {
        // Still failing after the retries: the Budget tab says more; nothing to show here.
        console.error('Could not load payments due', error);
        if (live) setState({ status: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  async function markPaid(payment: PaymentDue) {
    setBusy(true);
    // The actions' client comes with the first "Mark as paid", not with the dashboard's first screen.
    const [{ actions }, { perform }] = await Promise.all([import('astro:actions'), import('../../../lib/perform.ts')]);
    const ok = await perform(() => actions.budget.markPaid({ id: payment.id }), t.markedPaid, t.saveFailed);
    setBusy(false);
    if (ok) setVersion((v) => v + 1);
  }

  if (state.status === 'none') return null;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="payments-due-heading" data-testid="payments-due">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payments-due-heading" className="font-serif text-xl text-maroon-800">
          {t.heading}
        </h2>
        <a href={budgetHref} className="text-sm font-semibold text-maroon-700 underline">
          {t.openBudget}
        </a>
      </div>
      {state.status === 'loading' ? (
        <div className="skeleton mt-3 h-10 w-full" aria-hidden="true" />
      ) : state.payments.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t.none({ days: BUDGET_LIMITS.dueWithinDays })}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {state.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
              <div>
                <p className="font-semibold">
                  {p.what}
                  {p.businessName ? <span className="font-normal text-stone-700"> · {p.businessName}</span> : null}
                </p>
                <p className={`text-sm ${p.overdue ? 'font-semibold text-red-800' : 'text-stone-700'}`}>
                  {p.overdue ? t.overdueSince({ date: formatCalendarDate(p.dueDate, t.$locale) }) : t.due({ date: formatCalendarDate(p.dueDate, t.$locale) })} ·{' '}
                  {categoryName(t, p.category)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold">{formatRupees(p.balance)}</span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy}
                  onClick={() => void markPaid(p)}
                  aria-label={t.markAsPaidItem({ what: p.what })}
                >
                  {t.markAsPaid}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
