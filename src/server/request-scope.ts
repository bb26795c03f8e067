// What one request carries to the server code it runs without passing it through every call:
// the wedding the account chose to open (a cookie, checked against the account wherever it is
// used), reads made once per request, and the part of a private ETag that says whose view it is.
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestScope = {
  /** The wedding profile id the chooser cookie names, unchecked. */
  weddingChoice: string | null;
  /** Reads done once per request, by key (a new request reads again: nothing outlives it). */
  memo: Map<string, Promise<unknown>>;
  /** Whose view a private answer is (wedding, role and side): part of its ETag (caching.ts). */
  etagPart: string | null;
};

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (the rest of the request) with a scope of its own. */
export function runInRequestScope<T>(weddingChoice: string | null, work: () => T): T {
  return storage.run({ weddingChoice, memo: new Map(), etagPart: null }, work);
}

/** The running request's scope; none in scripts and tests that call server code directly. */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}
