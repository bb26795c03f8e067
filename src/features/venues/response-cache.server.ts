// A small in-process cache for public list responses. The CDN already keeps them for 60 s
// (s-maxage); this spares the database the same query from many concurrent visitors on one
// instance, for a few seconds at most. Bounded, so memory stays flat.

type Entry = { body: string; expires: number };

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The cached body for `key`, or the result of `load` (cached when it succeeds). */
  async get(key: string, load: () => Promise<string>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    if (hit) this.entries.delete(key);
    const body = await load();
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expires: now + this.ttlMs });
    return body;
  }
}
