// Private answers that are asked for again and again unchanged (a caterer sheet reopened,
// refreshed, printed; the Functions tab and the households list reloaded; an inbox page) are
// kept per process with the version of what they show, so only the first request renders them.
//
// A page or endpoint names the version (one the database raises on every change that moves the
// answer, plus anything else it shows, such as today's date) and how to read that version again
// for the same user (`current`). It is kept under the signed-in user and its address. While the
// version holds:
//   - in the app, `answer` returns the kept copy instead of rendering;
//   - in the node server (scripts/serve.ts), `early` answers before the app runs at all: it
//     checks the session exactly as the middleware does (`signedInUserId`), reads the version
//     again through `current`, and sends the kept bytes. Nothing is sent that the same user did
//     not already receive for the same address at the same version.
// Only complete 200 answers are kept, with their headers but never a cookie, and each compressed
// form is made once (KeptBody). Bounded in bytes, least recently used out first.
import { KeptBody } from './serving/response-cache.ts';
import type { Encoding } from './serving/encoding.ts';

/** How the answer being rendered is kept: its version, and how to read that version again. */
export type KeepPage = { key: string; path: string; version: string; current: () => Promise<string> };

type Kept = { path: string; version: string; current: () => Promise<string>; body: KeptBody; headers: Record<string, string>; bytes: number };

/** A kept answer ready to send: its headers (without Content-Encoding) and bytes as encoded. */
export type EarlyAnswer = { headers: Record<string, string>; body: Buffer; encoding: Encoding | null };

/** The address of a request as kept: path and query, the same from a full URL or a raw request target. */
export function keptPath(url: string): string {
  const parsed = new URL(url, 'http://kept.invalid');
  return parsed.pathname + parsed.search;
}

const keyOf = (userId: string, path: string) => `${userId}\n${path}`;

export class KeptPages {
  private readonly entries = new Map<string, Kept>();
  /** How many users have a kept answer at each address: the node server asks only there. */
  private readonly paths = new Map<string, number>();
  private bytes = 0;
  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** In the app: the kept answer at `version` for the signed-in user and this address, or null after asking the middleware to keep this render. */
  answer({ locals, request }: { locals: App.Locals; request: Request }, version: string, current: () => Promise<string>): Response | null {
    const user = locals.user;
    if (!user) return null;
    const path = keptPath(request.url);
    const key = keyOf(user.id, path);
    const hit = this.touch(key);
    if (hit && hit.version === version) return hit.body.response(request.headers.get('accept-encoding'), hit.headers);
    locals.keepPage = { key, path, version, current };
    return null;
  }

  /** In the middleware: keeps the answer the request asked to keep, and answers with the same one. */
  async keep(locals: App.Locals, response: Response): Promise<Response> {
    const wanted = locals.keepPage;
    if (!wanted || response.status !== 200 || !response.body || response.headers.has('Content-Encoding')) return response;
    const text = await response.text();
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie'));
    this.drop(wanted.key);
    const body = new KeptBody(text);
    const entry: Kept = { path: wanted.path, version: wanted.version, current: wanted.current, body, headers, bytes: text.length * 2 };
    this.entries.set(wanted.key, entry);
    this.paths.set(entry.path, (this.paths.get(entry.path) ?? 0) + 1);
    this.bytes += entry.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  /** Whether any user has a kept answer at this address (a request target such as `/api/functions?x=1`). */
  holds(requestTarget: string): boolean {
    return this.paths.size > 0 && this.paths.has(keptPath(requestTarget));
  }

  /**
   * In the node server, before the app: the kept answer for `userId` at this address if the
   * version it was kept at is still the current one; otherwise null, and the app renders.
   */
  async early(userId: string, requestTarget: string, acceptEncoding: string | string[] | undefined): Promise<EarlyAnswer | null> {
    const key = keyOf(userId, keptPath(requestTarget));
    const hit = this.entries.get(key);
    if (!hit) return null;
    let version: string;
    try {
      version = await hit.current();
    } catch {
      // What the answer showed is gone (a wedding deleted, a function removed): the app says so.
      return null;
    }
    if (version !== hit.version || this.entries.get(key) !== hit) return null;
    this.touch(key);
    const { body, encoding } = hit.body.encoded(acceptEncoding);
    return { headers: { ...hit.headers, Vary: 'Accept-Encoding' }, body, encoding };
  }

  private touch(key: string): Kept | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const users = (this.paths.get(entry.path) ?? 1) - 1;
    if (users > 0) this.paths.set(entry.path, users);
    else this.paths.delete(entry.path);
  }
}

const SHARED = Symbol.for('mandap.keptPages');

/**
 * The process's kept answers (32 MiB at most). The node server and the app it runs each load
 * their own copy of this module; both use the one object made first, so what the app keeps the
 * server can send.
 */
export const keptPages: KeptPages = ((globalThis as { [SHARED]?: KeptPages })[SHARED] ??= new KeptPages(32 * 1024 * 1024));
