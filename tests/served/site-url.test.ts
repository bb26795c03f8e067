// The built server reads SITE_URL when it starts, not when it was built: started with another
// address than the build's `site`, it puts that address in the RSVP links it lists and the claim
// links it mails, and in its on-demand pages. The same server answers a malformed path with 400
// and an action path that names no action with 404, writing neither an [ERROR] line nor a stack.
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { outbox, users, venues } from '../../src/server/db/schema.ts';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { freePort } from '../../scripts/bench/server.ts';
import { seedDatabase } from '../../scripts/seed.ts';
import { COUPLE_EMAIL } from '../../scripts/seed/users.ts';

const RUNTIME_SITE = 'http://127.0.0.1:4600';

describe('a server started with its own SITE_URL', () => {
  let db: TestDb;
  let child: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    db = await createTestDb();
    await seedDatabase(db.db, { scale: 1 });
    const port = await freePort(4490);
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, SITE_URL: RUNTIME_SITE, SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/api/session`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
      // fixed-wait-ok: polling a starting process, which has no state to wait on but its port
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    db?.cleanup();
  });

  async function coupleCookie(): Promise<string> {
    const [couple] = await db.db.select().from(users).where(eq(users.email, COUPLE_EMAIL));
    const { token } = await createSession(db.db, couple!.id);
    return `${SESSION_COOKIE}=${token}`;
  }

  it('lists RSVP links on its own address', async () => {
    const answer = await fetch(`${url}/api/households`, { headers: { Cookie: await coupleCookie() } });
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain(`${RUNTIME_SITE}/rsvp/`);
    expect(body).not.toContain('localhost:4321');
  });

  it('mails claim links on its own address', async () => {
    const [venue] = await db.db
      .select({ id: venues.id, email: venues.contactEmail })
      .from(venues)
      .where(and(isNull(venues.ownerUserId), isNotNull(venues.contactEmail)))
      .limit(1);
    const nextYear = `${new Date().getFullYear() + 1}-03-14`;
    const sent = await fetch(`${url}/_actions/enquiries.send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: url, Cookie: await coupleCookie() },
      body: JSON.stringify({
        listingKind: 'venue',
        listingId: venue!.id,
        functions: ['wedding'],
        eventDate: nextYear,
        // Small enough for any venue's seats (the enquiry form bounds the guest count by them).
        guestCount: 50,
        budget: '500000',
        message: 'Is the lawn free in March?',
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    let mails: { text: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = await db.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, venue!.email!));
      // fixed-wait-ok: the mail is written after the answer, and the test reads its own database file
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mails.map((m) => m.text).join('\n')).toContain(`${RUNTIME_SITE}/claim/`);
  });

  it('names its own address as the canonical link of on-demand pages', async () => {
    const answer = await fetch(`${url}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain(`<link rel="canonical" href="${RUNTIME_SITE}/no-such-page">`);
  });

  it('answers bad percent-encoding with 400 and unknown actions with 404, logging neither', async () => {
    const before = output.length;
    for (const path of ['/venues/%E0%A4', '/%zz', '/api/venues/%C0']) expect((await fetch(`${url}${path}`)).status, path).toBe(400);
    for (const name of ['guests', 'nosuch', 'guests.nosuch']) {
      const answer = await fetch(`${url}/_actions/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url }, body: '{}' });
      expect(answer.status, name).toBe(404);
    }
    // fixed-wait-ok: a log line would arrive on another pipe after the answer; absence cannot be awaited
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = output.slice(before);
    expect(logged).not.toContain('[ERROR]');
    expect(logged).not.toMatch(/\n\s+at /);
  });
});
