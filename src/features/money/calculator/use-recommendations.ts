import { useEffect, useState } from 'react';
import type { RecommendedVendor } from './budget.ts';

const DEBOUNCE_MS = 300;
const cache = new Map<number, RecommendedVendor[]>();

type State = { status: 'idle' } | { status: 'ready'; vendors: RecommendedVendor[] };

/** Vendors for a budget, fetched once the slider rests; failures are logged and show none. */
export function useRecommendations(budget: number): State {
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => {
    const key = Math.round(budget);
    const cached = cache.get(key);
    if (cached) {
      setState({ status: 'ready', vendors: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/recommendations?budget=${key}`, { signal: controller.signal });
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
  }, [budget]);
  return state;
}
