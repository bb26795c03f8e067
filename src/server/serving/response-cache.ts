// A small in-process cache for public list responses. The CDN already keeps them for 60 s
// (s-maxage); this spares the database the same query from many concurrent visitors on one
// instance, for a few seconds at most, and each body is compressed once while it is kept
// (KeptBody), not for every visitor. Bounded, so memory stays flat.
import { chooseEncoding, compressBodySync, MIN_COMPRESS_BYTES, type Encoding } from './encoding.ts';

/** A JSON body kept for a few seconds, with each compressed form made when first asked for. */
export class KeptBody {
  private readonly bytes: Buffer;
  private readonly encodedForms = new Map<Encoding, Buffer>();
  readonly text: string;
  constructor(text: string) {
    this.text = text;
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** The body as a response with `headers`, compressed as the Accept-Encoding header allows (at the fast level: it is kept seconds, not days). */
  response(acceptEncoding: string | null, headers: Record<string, string>): Response {
    const { body, encoding } = this.encoded(acceptEncoding ?? undefined);
    const vary = { ...headers, Vary: 'Accept-Encoding' };
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    return new Response(bytes, { headers: encoding ? { ...vary, 'Content-Encoding': encoding } : vary });
  }

  /** The bytes to send for an Accept-Encoding header, and their encoding (null: as they are). */
  encoded(acceptEncoding: string | string[] | undefined): { body: Buffer; encoding: Encoding | null } {
    const encoding = this.bytes.length >= MIN_COMPRESS_BYTES ? chooseEncoding(acceptEncoding) : null;
    if (!encoding) return { body: this.bytes, encoding };
    let body = this.encodedForms.get(encoding);
    if (!body) {
      body = compressBodySync(this.bytes, encoding);
      this.encodedForms.set(encoding, body);
    }
    return { body, encoding };
  }
}

type Entry<T> = { body: T; expires: number };

export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  constructor(ttlMs: number, maxEntries: number) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The cached body for `key`, or the result of `load` (cached when it succeeds). */
  async get(key: string, load: () => Promise<T>): Promise<T> {
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
