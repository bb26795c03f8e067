import { useEffect, useState } from 'react';
import type { RecommendedVendor } from './budget.ts';
import type { Locale } from '../../../i18n/locales.ts';

const DEBOUNCE_MS = 300;
const cache = new Map<string, RecommendedVendor[]>();

type State = { status: 'idle' } | { status: 'ready'; vendors: RecommendedVendor[] };

/**
 * Vendors for a budget, fetched once the slider rests; failures are logged and show none. A
 * Hindi page asks for the Hindi category and city names (lang=hi); English keeps the plain address.
 */
export function useRecommendations(budget: number, locale: Locale = 'en'): State {
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => {
    const rupees = Math.round(budget);
    const key = `/api/recommendations?budget=${rupees}${locale === 'en' ? '' : `&lang=${locale}`}`;
    const cached = cache.get(key);
    if (cached) {
      setState({ status: 'ready', vendors: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(key, { signal: controller.signal });
        if (!response.ok) throw new Error(`GET /api/recommendations answered ${response.status}`);
        const body = (await response.json()) as { vendors: RecommendedVendor[] };
        cache.set(key, body.vendors);
        setState({ status: 'ready', vendors: body.vendors });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not load recommended vendors', error);
        setState({ status: 'idle' });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [budget, locale]);
  return state;
}
