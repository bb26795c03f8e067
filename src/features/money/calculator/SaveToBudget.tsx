import { useState } from 'react';
import { dashboardTabHref, signInHref } from '../../../lib/routes.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import { calculatorResultPath, type CalculatorState } from './budget.ts';
import type { calculatorMessages } from './messages.ts';

type Outcome = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/**
 * "Save to my budget" under the calculator: the result becomes the budget tracker's plan.
 * Signed out, it goes to sign in and comes back to the same result. The actions client is
 * loaded on the first press, so the home page carries none of it.
 */
export default function SaveToBudget({ t, ...result }: CalculatorState & { t: Bound<CatalogueOf<typeof calculatorMessages>> }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  async function save() {
    setOutcome({ status: 'saving' });
    try {
      const { actions } = await import('astro:actions');
      const { error } = await actions.budget.usePlan({ total: result.total, season: result.season });
      if (!error) return setOutcome({ status: 'saved' });
      // Signing in happens in the page's language and comes back to the same result in it.
      if (error.code === 'UNAUTHORIZED') return location.assign(localePath(signInHref(localePath(calculatorResultPath(result), t.$locale)), t.$locale));
      setOutcome({ status: 'failed', message: error.code === 'FORBIDDEN' ? error.message : t.saveFailed });
    } catch {
      setOutcome({ status: 'failed', message: t.offline });
    }
  }

  return (
    <div className="card flex flex-wrap items-center gap-3 p-4 sm:p-5">
      <button type="button" className="btn btn-primary" disabled={outcome.status === 'saving'} onClick={() => void save()}>
        {outcome.status === 'saving' ? t.saving : t.save}
      </button>
      <p role="status" className="text-sm">
        {outcome.status === 'saved' ? (
          <>
            {t.saved}{' '}
            <a href={dashboardTabHref('budget')} className="font-semibold text-maroon-700 underline">
              {t.openBudget}
            </a>
          </>
        ) : outcome.status === 'failed' ? (
          outcome.message
        ) : (
          t.saveHint
        )}
      </p>
    </div>
  );
}
