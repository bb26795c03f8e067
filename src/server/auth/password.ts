// scrypt with N = 2^17, r = 8, p = 1 (QUALITY.md). Stored as scrypt$N$r$p$salt$hash (base64).
//
// Each hash costs 128 MiB and a core for a long while (by design), so a process runs at
// most MAX_CONCURRENT_HASHES at once and lets MAX_WAITING more wait; anything beyond is
// refused at once with PasswordHashBusyError (the actions answer 503 with Retry-After)
// instead of piling up until every other request of the site stalls. The hashes run on
// worker threads of lower CPU priority, so when requests and hashes both want a core,
// the requests get it first.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING = 8;
/** Seconds a refused caller is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Too many password hashes are running or waiting in this process; the message is for the user. */
export class PasswordHashBusyError extends Error {
  override name = 'PasswordHashBusyError';
  constructor() {
    super('Many people are signing in right now. Please try again in a few seconds.');
  }
}

/** What this process has spent on password hashing since it started. */
export type PasswordWorkStats = {
  /** Hashes of new passwords (sign-up, reset, change). */
  hashes: number;
  /** Checks of a password against a stored hash (real or dummy). */
  verifications: number;
  /** Calls refused because the queue was full. */
  refused: number;
  /** The most hashes ever running at the same moment. */
  peakRunning: number;
};

const stats: PasswordWorkStats = { hashes: 0, verifications: 0, refused: 0, peakRunning: 0 };
let running = 0;
const waiting: (() => void)[] = [];

export function passwordWorkStats(): Readonly<PasswordWorkStats> {
  return { ...stats };
}

/** Whether a hash asked for now would run or wait, rather than be refused. */
export function hasHashCapacity(): boolean {
  return running < MAX_CONCURRENT_HASHES || waiting.length < MAX_WAITING;
}

/** Runs `work` when a hashing slot is free; refuses at once when too many already wait. */
async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING) {
      stats.refused++;
      throw new PasswordHashBusyError();
    }
    // The slot is handed over by the finishing call, so `running` never drops in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  stats.peakRunning = Math.max(stats.peakRunning, running);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Password checks one source (a client IP) may have running or waiting at once. A flood
 * from one address is refused here, before it is counted or hashed, so it holds at most this
 * many of the process's MAX_CONCURRENT_HASHES + MAX_WAITING places and everyone else keeps
 * the rest. Two, so a few people behind one carrier address rarely meet it.
 */
export const MAX_HASHES_PER_SOURCE = 2;
const perSource = new Map<string, number>();

/** Runs `work` counted against `source`; refuses at once (busy) when the source has its share. */
export async function withSourceShare<T>(source: string, work: () => Promise<T>): Promise<T> {
  // Without an address (an adapter that gives none) everyone would share one source.
  if (source === 'unknown') return work();
  const held = perSource.get(source) ?? 0;
  if (held >= MAX_HASHES_PER_SOURCE) {
    stats.refused++;
    throw new PasswordHashBusyError();
  }
  perSource.set(source, held + 1);
  try {
    return await work();
  } finally {
    const left = (perSource.get(source) ?? 1) - 1;
    if (left > 0) perSource.set(source, left);
    else perSource.delete(source);
  }
}

/** Niceness of the hashing threads (0 normal, 19 lowest): behind requests, not starved. */
const HASHING_NICENESS = 5;

// A CommonJS script, so it needs no file of its own in the server bundle.
const HASHER_SCRIPT = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, ${HASHING_NICENESS});
} catch {}
parentPort.on('message', ({ password, salt, n, r, p, keyLength }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, { N: n, r, p, maxmem: 256 * n * r }) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});`;

type Hasher = { worker: Worker; settle: ((result: { key?: Uint8Array; error?: string }) => void) | null };
const idleHashers: Hasher[] = [];
let workersUnavailable = false;

function newHasher(): Hasher | null {
  if (workersUnavailable) return null;
  try {
    const hasher: Hasher = { worker: new Worker(HASHER_SCRIPT, { eval: true }), settle: null };
    hasher.worker.on('message', (result: { key?: Uint8Array; error?: string }) => hasher.settle?.(result));
    const fail = (error: unknown) => {
      hasher.settle?.({ error: String(error) });
      const at = idleHashers.indexOf(hasher);
      if (at >= 0) idleHashers.splice(at, 1);
    };
    hasher.worker.on('error', fail);
    hasher.worker.on('exit', (code) => fail(`hashing thread exited (${code})`));
    return hasher;
  } catch {
    workersUnavailable = true;
    return null;
  }
}

/** scrypt on a hashing thread (at most MAX_CONCURRENT_HASHES exist: one per slot), else on libuv's pool. */
function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const normalised = password.normalize('NFKC');
  const hasher = idleHashers.pop() ?? newHasher();
  if (!hasher) {
    const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
    return new Promise((resolve, reject) => scryptCallback(normalised, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
  }
  return new Promise((resolve, reject) => {
    hasher.worker.ref();
    hasher.settle = (result) => {
      hasher.settle = null;
      // An idle thread must not keep a script or a test run alive.
      hasher.worker.unref();
      if (result.key) {
        idleHashers.push(hasher);
        resolve(Buffer.from(result.key));
      } else {
        void hasher.worker.terminate();
        reject(new Error(result.error ?? 'password hashing failed'));
      }
    };
    hasher.worker.postMessage({ password: normalised, salt, n, r, p, keyLength: KEY_LENGTH });
  });
}

export async function hashPassword(password: string): Promise<string> {
  return withHashSlot(async () => {
    stats.hashes++;
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, N, R, P);
    return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  return withHashSlot(async () => {
    stats.verifications++;
    const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}

/** A hash of no password at all (random key): checking against it costs what a real check costs. */
const dummyHash = ['scrypt', N, R, P, randomBytes(16).toString('base64'), randomBytes(KEY_LENGTH).toString('base64')].join('$');

/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(dummyHash, password);
}
