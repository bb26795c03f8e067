import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server-rendered HTML and until React has taken over the page. Submit buttons
 * stay disabled until then, so an early tap cannot send the bare form as a GET and lose it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
