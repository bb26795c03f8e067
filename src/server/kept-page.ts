// Private pages that are asked for again and again unchanged (a caterer sheet reopened,
// refreshed, printed) are kept per process with the version of what they show, so only the
// first request renders them. The page names a key, which must hold the signed-in user's id, and
// the version (one the database raises on every change that moves the page, plus anything else
// it shows, such as today's date); it answers with the kept copy when the version matches, and
// otherwise renders as usual and the middleware keeps what it rendered. Only complete 200
// answers are kept, with their headers but never a cookie, and each compressed form is made
// once (KeptBody). Bounded, least recently used out first.
import { KeptBody } from './serving/response-cache.ts';

export type KeepPage = { key: string; version: string };

type Kept = { version: string; body: KeptBody; headers: Record<string, string> };

export class KeptPages {
  private readonly entries = new Map<string, Kept>();
  constructor(private readonly maxEntries: number) {}

  /** The kept page for `key` at `version`, or null after asking the middleware to keep this render. */
  answer({ locals, request }: { locals: App.Locals; request: Request }, key: string, version: string): Response | null {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body.response(request, hit.headers);
    }
    locals.keepPage = { key, version };
    return null;
  }

  /** In the middleware: keeps the page the request asked to keep, and answers with the same page. */
  async keep(locals: App.Locals, response: Response): Promise<Response> {
    const wanted = locals.keepPage;
    if (!wanted || response.status !== 200 || !response.body) return response;
    const body = await response.text();
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie'));
    this.entries.delete(wanted.key);
    this.entries.set(wanted.key, { version: wanted.version, body: new KeptBody(body), headers });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}

/** The process's kept private pages (a few kilobytes each). */
export const keptPages = new KeptPages(1000);
