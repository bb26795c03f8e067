// Database round trips, counted where they would cross the network on Turso: each call to
// the client (`execute`, `batch`, `executeMultiple`, `migrate`) is one, and inside an
// interactive transaction each statement or batch is one and its commit (or rollback) another.
// Opening a transaction costs none of its own: Turso's client sends BEGIN together with the
// transaction's first statement. Drizzle maps onto these as: a select or write = 1, `db.batch`
// = 1, `db.transaction` with n statements = n + 1 (tests/integration/round-trips.test.ts).
//
// A local file answers in microseconds, so `DB_ROUND_TRIP_DELAY_MS` (read at each round trip)
// makes each one wait that long first: a model of a function talking to Turso from another
// data centre (20 ms in the benchmark), so a page's time to first byte shows its round trips.
//
// The counts live on globalThis under a registered symbol, so the built Netlify function (its
// own bundled copy of this module) and the tests or benchmark that call it share them.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, Transaction } from '@libsql/client';

type Tally = { count: number };
type Counter = { total: Tally; scope: AsyncLocalStorage<Tally> };

const KEY = Symbol.for('mandap.db.round-trips');
const counter: Counter =
  ((globalThis as Record<symbol, unknown>)[KEY] as Counter | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = { total: { count: 0 }, scope: new AsyncLocalStorage<Tally>() } as Counter);

/** Round trips made by every client in this process so far (read before and after a serial call). */
export function roundTripsSoFar(): number {
  return counter.total.count;
}

/**
 * Runs `work` and counts the round trips made inside it (and by whatever it starts, however
 * many requests run at once). Read a response's body inside `work`: pages render as they stream.
 */
export async function countRoundTrips<T>(work: () => Promise<T>): Promise<{ value: T; roundTrips: number }> {
  const tally: Tally = { count: 0 };
  // Awaited inside the scope: a query builder runs only when awaited.
  const value = await counter.scope.run(tally, async () => await work());
  return { value, roundTrips: tally.count };
}

/** The modelled wait before each round trip, in ms (0 unless DB_ROUND_TRIP_DELAY_MS is set). */
export function roundTripDelayMs(): number {
  const delay = Number(process.env.DB_ROUND_TRIP_DELAY_MS ?? 0);
  return Number.isFinite(delay) && delay > 0 ? delay : 0;
}

async function roundTrip(): Promise<void> {
  counter.total.count++;
  const tally = counter.scope.getStore();
  if (tally) tally.count++;
  const delay = roundTripDelayMs();
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
}

const CALLS = new Set<PropertyKey>(['execute', 'batch', 'executeMultiple', 'migrate']);
const TRANSACTION_CALLS = new Set<PropertyKey>(['execute', 'batch', 'executeMultiple', 'commit', 'rollback']);

/** `target` with the methods in `calls` counted; everything else passes through (bound, for private fields). */
function counted<T extends object>(target: T, calls: Set<PropertyKey>, wrap: (name: PropertyKey, value: unknown) => unknown = () => undefined): T {
  return new Proxy(target, {
    get(object, name) {
      const value = Reflect.get(object, name, object) as unknown;
      if (typeof value !== 'function') return value;
      const special = wrap(name, value);
      if (special) return special;
      if (!calls.has(name)) return value.bind(object);
      return async (...args: unknown[]) => {
        await roundTrip();
        return value.apply(object, args);
      };
    },
  });
}

/** `client` with its round trips counted (and delayed by the model, when set). */
export function countingClient(client: Client): Client {
  return counted(client, CALLS, (name, value) =>
    name === 'transaction'
      ? async (...args: unknown[]) => counted(await (value as (...a: unknown[]) => Promise<Transaction>).apply(client, args), TRANSACTION_CALLS)
      : undefined,
  );
}
