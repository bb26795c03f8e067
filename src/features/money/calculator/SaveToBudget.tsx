import { useState } from 'react';
import { dashboardTabHref, signInHref } from '../../../lib/routes.ts';
import { calculatorResultPath, type CalculatorState } from './budget.ts';

type Outcome = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/**
 * "Save to my budget" under the calculator: the result becomes the budget tracker's plan.
 * Signed out, it goes to sign in and comes back to the same result. The actions client is
 * loaded on the first press, so the home page carries none of it.
 */
export default function SaveToBudget(result: CalculatorState) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  async function save() {
    setOutcome({ status: 'saving' });
    try {
      const { actions } = await import('astro:actions');
      const { error } = await actions.budget.usePlan({ total: result.total, season: result.season });
      if (!error) return setOutcome({ status: 'saved' });
      if (error.code === 'UNAUTHORIZED') return location.assign(signInHref(calculatorResultPath(result)));
      setOutcome({ status: 'failed', message: error.code === 'FORBIDDEN' ? error.message : 'Could not save. Please try again.' });
    } catch {
      setOutcome({ status: 'failed', message: 'The network is unavailable. Please try again.' });
    }
  }

  return (
    <div className="card flex flex-wrap items-center gap-3 p-4 sm:p-5">
      <button type="button" className="btn btn-primary" disabled={outcome.status === 'saving'} onClick={() => void save()}>
        {outcome.status === 'saving' ? 'Saving...' : 'Save to my budget'}
      </button>
      <p role="status" className="text-sm">
        {outcome.status === 'saved' ? (
          <>
            Saved to your budget.{' '}
            <a href={dashboardTabHref('budget')} className="font-semibold text-maroon-700 underline">
              Open my budget
            </a>
          </>
        ) : outcome.status === 'failed' ? (
          outcome.message
        ) : (
          'Use this plan in your budget tracker.'
        )}
      </p>
    </div>
  );
}
