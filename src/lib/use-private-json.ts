import { useCallback, useEffect, useState } from 'react';
import { getJson } from './get-json.ts';

type Options<T> = {
  /** False while there is nothing to read yet (e.g. no wedding profile). */
  enabled: boolean;
  /** The message shown when the read fails, from the reason. */
  failed: (reason: string) => string;
  /** Called with each answer (keep it stable: it re-reads when it changes). */
  onData?: (data: T) => void;
  /** Read afresh whenever this changes too (e.g. the open section). */
  refreshKey?: string;
};

/**
 * A private JSON endpoint's latest answer for an island: read when shown, after `reload()` and
 * when `refreshKey` changes; an answer that arrives after a newer read started is dropped.
 */
export function usePrivateJson<T>(url: string, { enabled, failed, onData, refreshKey }: Options<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getJson<T>(url).then(
      (answer) => {
        if (!live) return;
        setFailure(null);
        setData(answer);
        onData?.(answer);
      },
      (error: Error) => live && setFailure(failed(error.message)),
    );
    return () => {
      live = false;
    };
    // `failed` only words the message; a new function each render must not re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, enabled, version, refreshKey, onData]);
  return { data, failure, reload };
}
