// Sign-ins under load: N correct sign-ins at C connections, each for its own account from
// its own address (the server is told to trust loopback as its proxy), so every one gets
// past the limits and needs a password hash: the worst case for the hashing semaphore.
// Meanwhile a signed-in visitor keeps asking /api/session; its latency shows whether the
// sign-ins starve the rest of the site.
import autocannon from 'autocannon';
import type { Db } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { demoPasswordHash, DEMO_PASSWORD } from '../seed/users.ts';
import { BARS } from './bars.ts';
import { percentile } from './stats.ts';

type SessionFigures = { path: string; connections: number; requests: number; p50: number; p95: number; p99: number; errors: number };

export type SignInLoadFigures = {
  signIns: { requests: number; connections: number; seconds: number; rps: number; statuses: Record<string, number>; p50: number; p99: number };
  /** /api/session with nothing else running, for comparison: the machine is shared. */
  sessionAlone: SessionFigures;
  /** /api/session while the sign-ins run. */
  session: SessionFigures;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

/** `count` customer accounts sharing the demo password (one hash, stored for each). */
export async function signInAccounts(db: Db, count: number): Promise<{ emails: string[]; cookie: string }> {
  const passwordHash = await demoPasswordHash();
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, i) => `bench-signin-${stamp}-${i}@example.test`);
  for (let from = 0; from < emails.length; from += 100) {
    await db.insert(users).values(emails.slice(from, from + 100).map((email) => ({ email, passwordHash, emailVerified: true })));
  }
  const [watcher] = await db
    .insert(users)
    .values({ email: `bench-session-${stamp}@example.test`, passwordHash, emailVerified: true })
    .returning();
  const { token } = await createSession(db, watcher!.id);
  return { emails, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Keeps asking /api/session as a signed-in visitor until stopped, recording every latency. */
function watchSession(base: string, cookie: string, connections: number) {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url: `${base}/api/session`, connections, duration: 600, headers: { Cookie: cookie } });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) errors++;
  });
  return {
    async stop(): Promise<SessionFigures> {
      instance.stop();
      await instance;
      return {
        path: '/api/session',
        connections,
        requests: latencies.length,
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        errors,
      };
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signInLoad(
  base: string,
  accounts: { emails: string[]; cookie: string },
  { connections = 50, sessionConnections = 10 } = {},
): Promise<SignInLoadFigures> {
  const alone = watchSession(base, accounts.cookie, sessionConnections);
  await sleep(5000);
  const sessionAlone = await alone.stop();

  const watcher = watchSession(base, accounts.cookie, sessionConnections);
  // Let the watcher settle before the sign-ins start.
  await sleep(1000);

  const statuses: Record<string, number> = {};
  const signInLatencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const run = autocannon({
    url: base,
    connections,
    amount: accounts.emails.length,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/_actions/auth.signIn',
        setupRequest: (request) => {
          const i = next++ % accounts.emails.length;
          return {
            ...request,
            headers: {
              'Content-Type': 'application/json',
              Origin: base,
              'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({ email: accounts.emails[i], password: DEMO_PASSWORD }),
          };
        },
      },
    ],
  });
  run.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    signInLatencies.push(ms);
  });
  const result = await run;
  const seconds = (performance.now() - started) / 1000;
  const session = await watcher.stop();

  return {
    signIns: {
      requests: result.requests.total,
      connections,
      seconds: Math.round(seconds * 10) / 10,
      rps: Math.round((result.requests.total / seconds) * 10) / 10,
      statuses,
      p50: round(percentile(signInLatencies, 50)),
      p99: round(percentile(signInLatencies, 99)),
    },
    sessionAlone,
    session,
  };
}

export function printSignInLoad(figures: SignInLoadFigures): void {
  const { signIns, session, sessionAlone } = figures;
  const statuses = Object.entries(signIns.statuses)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  console.log(`\nSign-ins under load (${signIns.requests} correct sign-ins, each its own account and address, ${signIns.connections} connections):`);
  console.log(
    `  sign-ins: ${signIns.seconds} s, ${signIns.rps} req/s, p50 ${signIns.p50} ms, p99 ${signIns.p99} ms; answers ${statuses} (503 = hashing queue full, with Retry-After)`,
  );
  console.log(
    `  ${sessionAlone.path} alone first (${sessionAlone.connections} connections, 5 s): ${sessionAlone.requests} requests, p50 ${sessionAlone.p50} ms, p95 ${sessionAlone.p95} ms, p99 ${sessionAlone.p99} ms`,
  );
  const pass = session.p99 <= BARS.sessionUnderSignInsP99Ms && session.errors === 0;
  console.log(
    `  ${session.path} meanwhile (${session.connections} connections): ${session.requests} requests, p50 ${session.p50} ms, p95 ${session.p95} ms, p99 ${session.p99} ms, errors ${session.errors}` +
      ` (bar p99 ≤ ${BARS.sessionUnderSignInsP99Ms} ms, no errors) ${pass ? 'pass' : 'FAIL'}`,
  );
}
