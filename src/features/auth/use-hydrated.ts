import { useEffect, useState } from 'react';

/** False in the server HTML and until the island runs, so buttons stay disabled until they work. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
