// The node server's cache of rendered public pages: what a CDN does for on-demand pages,
// done in the server process. It follows the page's own Cache-Control (`s-maxage`, then
// `stale-while-revalidate`), keeps only HTML that is safe to share (no Set-Cookie, not
// private or no-store, rendered for a request without credentials), is bounded in bytes
// (least recently used pages go first), and drops a listing's page as soon as that
// listing's revision in the database moves (see src/server/db/listing-revisions.ts).
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ListingRef } from '../../features/listing-photos/listing-ownership.server.ts';
import { sharedLifetime } from './cache-control.ts';
import { compressResponse, holdResponse, sendHeld, type CompletedResponse } from './compression.ts';
import { gzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES, chooseEncoding, compressBody, type Encoding } from './encoding.ts';
import { listingOfPath } from './listing-pages.ts';

export type CachedPage = {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  /** Whether the body is worth compressing (sent as it is otherwise). */
  compressible: boolean;
  /** The compressed copies made so far: Brotli once the page is asked for again, gzip when a client asks for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The Brotli copy being made. */
  encoding?: Promise<void>;
  etag: string;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  listing: ListingRef | null;
  revision: number;
  bytes: number;
};

/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'age', 'x-cache']);
const SHAREABLE_STATUS = new Set([200, 203, 404, 410]);

/** A map that forgets its least recently used entries once their sizes add up to more than `maxBytes`. */
export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get size(): number {
    return this.entries.size;
  }
  get bytes(): number {
    return this.total;
  }
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.maxBytes) return false;
    while (this.total + value.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, value);
    this.total += value.bytes;
    return true;
  }
  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.bytes;
  }
}

export type PageCacheOptions = {
  maxBytes: number;
  /** The listing's current revision, from the database. */
  revisionOf: (listing: ListingRef) => Promise<number>;
  /** Renders `url` again, uncompressed, for stale-while-revalidate; null when that failed. */
  refetch: (url: string) => Promise<CompletedResponse | null>;
  /** Whether a response for this path may be worth keeping (read endpoints, actions… are not). */
  mayKeep?: (pathname: string) => boolean;
  now?: () => number;
  /** Told about failures of background refreshes. */
  onError?: (error: unknown) => void;
};

type Render = (req: IncomingMessage, res: ServerResponse) => void;

export class PageCache {
  readonly pages: ByteLru<CachedPage>;
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private readonly refreshing = new Set<string>();
  private readonly options: PageCacheOptions;
  private readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.pages = new ByteLru(options.maxBytes);
    this.now = options.now ?? Date.now;
  }

  /** Answers from the cache when it can; otherwise renders (compressed) and keeps the page if it may. */
  async handle(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const key = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return this.pass(req, res, render);
    if (this.options.mayKeep && !this.options.mayKeep(key.split('?')[0]!)) return this.pass(req, res, render);

    const page = await this.current(key);
    if (page) {
      const age = this.now() - page.storedAt;
      if (age >= page.freshMs) void this.revalidate(key, page);
      await this.encodeFor(req, key, page);
      return this.send(req, res, page, age < page.freshMs ? 'HIT' : 'STALE');
    }

    const pending = this.inflight.get(key);
    if (pending) {
      // Another request is rendering this page right now: wait for it rather than render it twice.
      const rendered = await pending;
      if (!rendered) return this.pass(req, res, render);
      await this.encodeFor(req, key, rendered);
      return this.send(req, res, rendered, 'HIT');
    }
    if (req.method !== 'GET' || req.headers.cookie || req.headers.authorization) return this.pass(req, res, render);
    return this.renderAndKeep(key, req, res, render);
  }

  /** The kept page for `key` if it is fresh or within its stale window and its listing has not changed. */
  private async current(key: string): Promise<CachedPage | null> {
    const page = this.pages.get(key);
    if (!page) return null;
    if (this.now() - page.storedAt >= page.freshMs + page.staleMs) {
      this.pages.delete(key);
      return null;
    }
    if (page.listing && (await this.options.revisionOf(page.listing)) !== page.revision) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  private pass(req: IncomingMessage, res: ServerResponse, render: Render): void {
    compressResponse(req, res);
    render(req, res);
  }

  /**
   * Renders a page that may be kept. The response is held whole (Astro renders a page before
   * its first byte anyway) and sent compressed fast, like any other; a page that is kept is
   * compressed well once it is asked for again (most filtered lists never are: compressing
   * each at the kept quality cost more than a millisecond of a core per render).
   */
  private async renderAndKeep(key: string, req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const listing = listingOfPath(key.split('?')[0]!);
    // Read before rendering: a change that lands during the render leaves an older revision
    // on the kept page, so the next request renders again.
    const revision = listing ? await this.options.revisionOf(listing) : 0;
    let settle!: (page: CachedPage | null) => void;
    const done = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    this.inflight.set(key, done);
    done.then(() => this.inflight.delete(key));
    res.once('close', () => settle(null));
    holdResponse(res, (response) => {
      let page: CachedPage | null = null;
      try {
        page = this.keep(key, response, listing, revision, false);
      } catch (error) {
        this.options.onError?.(error);
      }
      settle(page);
      res.setHeader('X-Cache', 'MISS');
      sendHeld(req, res, response).catch((error: unknown) => res.destroy(error as Error));
    });
    try {
      render(req, res);
    } catch (error) {
      settle(null);
      throw error;
    }
  }

  /**
   * Stores a rendered response when a shared cache may keep it; returns the kept page or null.
   * `compress`: make its Brotli copy now (else on its first reuse, see encodeFor).
   */
  keep(key: string, response: CompletedResponse, listing: ListingRef | null, revision: number, compress = true): CachedPage | null {
    const { status, headers, body } = response;
    if (!SHAREABLE_STATUS.has(status)) return null;
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
    if (headers['set-cookie'] !== undefined) return null;
    const vary = String(headers.vary ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (vary.some((v) => v !== 'accept-encoding')) return null;
    const lifetime = sharedLifetime(headers['cache-control']);
    if (!lifetime) return null;

    const kept: [string, string | string[]][] = [];
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      if (value === undefined || TRANSFER_HEADERS.has(name.toLowerCase())) continue;
      kept.push([name, Array.isArray(value) ? value.map(String) : String(value)]);
    }
    const page: CachedPage = {
      status,
      headers: kept,
      body,
      compressible: body.length >= MIN_COMPRESS_BYTES,
      encoded: {},
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      storedAt: this.now(),
      ...lifetime,
      listing,
      revision,
      bytes: body.length + key.length + 1024,
    };
    // One page may take at most an eighth of the cache.
    if (page.bytes > this.pages.maxBytes / 8) return null;
    this.pages.set(key, page);
    if (compress) void this.brotli(key, page).catch((error: unknown) => this.options.onError?.(error));
    return page;
  }

  /** Makes the page's Brotli copy, once, and counts its bytes. */
  private brotli(key: string, page: CachedPage): Promise<void> {
    if (!page.compressible || page.encoded.br) return Promise.resolve();
    page.encoding ??= compressBody(page.body, 'br', 'kept').then((br) => {
      page.encoded.br = br;
      page.bytes += br.length;
      if (this.pages.get(key) === page) this.pages.set(key, page);
    });
    return page.encoding;
  }

  /** Brotli for a client that accepts it: made now if the page has none yet. */
  private async encodeFor(req: IncomingMessage, key: string, page: CachedPage): Promise<void> {
    if (page.compressible && !page.encoded.br && chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']) === 'br') await this.brotli(key, page);
  }

  private async revalidate(key: string, page: CachedPage): Promise<void> {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    try {
      const revision = page.listing ? await this.options.revisionOf(page.listing) : 0;
      const response = await this.options.refetch(key);
      if (response && !this.keep(key, response, page.listing, revision)) this.pages.delete(key);
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      this.refreshing.delete(key);
    }
  }

  private send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'STALE'): void {
    // Gzip is made here when asked for; Brotli only if encodeFor made it (it failed otherwise).
    const encoding = chooseEncoding(req.headers['accept-encoding'], page.compressible ? (page.encoded.br ? ['br', 'gzip'] : ['gzip']) : []);
    if (encoding === 'gzip' && !page.encoded.gzip) {
      page.encoded.gzip = gzipSync(page.body, { level: 6 });
      page.bytes += page.encoded.gzip.length;
      const key = req.url ?? '/';
      if (this.pages.get(key) === page) this.pages.set(key, page);
    }
    const body = encoding ? page.encoded[encoding]! : page.body;
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader('Age', Math.floor((this.now() - page.storedAt) / 1000));
    res.setHeader('X-Cache', state);
    res.setHeader('ETag', etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const ifNoneMatch = req.headers['if-none-match'];
    if (page.status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
