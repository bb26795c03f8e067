// On-the-fly compression of the responses the app renders. The app writes to the Node
// response as usual (writeHead, write…, end); this holds the head back until the end of the
// turn of the event loop in which it saw MIN_COMPRESS_BYTES of body, or the end. A response
// ended by then (most JSON and small pages) is compressed in one call, which costs a fraction
// of a compression stream; otherwise the rest streams through Brotli or gzip, chunks written
// in one turn flushed together, so a page that streams still reaches the browser as it renders.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { BrotliCompress, Gzip } from 'node:zlib';
import { MAX_COMPRESS_NOW_BYTES, MIN_COMPRESS_BYTES, chooseEncoding, compressBody, compressNow, createCompressor, isCompressible, varyWith, type Encoding } from './encoding.ts';

/** What the app sent, uncompressed: handed to `onComplete` once the response has ended. */
export type CompletedResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

export type CompressionOptions = {
  minBytes?: number;
  /** Keep the uncompressed body and call this when the response has been sent in full. */
  onComplete?: (response: CompletedResponse) => void;
};

type WriteCallback = (error?: Error | null) => void;

const NO_BODY = new Set([204, 304]);

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}

/** Makes `res` compress what the app writes to it, when the client accepts it and it is worth it. */
export function compressResponse(req: IncomingMessage, res: ServerResponse, options: CompressionOptions = {}): void {
  const minBytes = options.minBytes ?? MIN_COMPRESS_BYTES;
  const accepted = chooseEncoding(req.headers['accept-encoding']);
  const head = req.method === 'HEAD';
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const write = res.write.bind(res) as (chunk: Buffer, cb?: WriteCallback) => boolean;
  const end = res.end.bind(res) as (cb?: () => void) => ServerResponse;

  let decided = false;
  let deciding = false;
  let ended = false;
  let compressor: BrotliCompress | Gzip | null = null;
  let flushPending = false;
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  const kept: Buffer[] | null = options.onComplete ? [] : null;
  let completed: CompletedResponse | null = null;

  // The app's headers are applied with setHeader, so they replace any set before (as
  // writeHead's own headers would) and the head can still change until it is decided.
  res.writeHead = function (status: number, reason?: unknown, headers?: unknown) {
    if (typeof reason !== 'string') {
      headers = reason;
      reason = undefined;
    }
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    return res;
  } as typeof res.writeHead;

  function decide(): void {
    decided = true;
    const status = res.statusCode;
    const type = res.getHeader('content-type');
    const compressible = isCompressible(type) && !NO_BODY.has(status);
    if (compressible) res.setHeader('Vary', varyWith(res.getHeader('vary'), 'Accept-Encoding'));
    if (kept) completed = { status, headers: { ...res.getHeaders() }, body: Buffer.alloc(0) };
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    const declared = Number(res.getHeader('content-length') ?? NaN);
    const size = ended ? pendingBytes : Number.isFinite(declared) ? declared : Infinity;
    const encoding: Encoding | null =
      accepted && compressible && !head && size >= minBytes && !res.hasHeader('content-encoding') && !/\bno-transform\b/i.test(cacheControl)
        ? accepted
        : null;
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.removeHeader('Content-Length');
      const etag = res.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
      if (ended && pendingBytes <= MAX_COMPRESS_NOW_BYTES) {
        // The whole body is here: one call, with its length known.
        const body = compressNow(Buffer.concat(pending.splice(0)), encoding);
        pendingBytes = 0;
        res.setHeader('Content-Length', body.length);
        if (!res.headersSent) writeHead(status);
        write(body);
        return;
      }
      compressor = createCompressor(encoding);
      compressor.on('data', (data: Buffer) => write(data));
      compressor.on('end', () => end());
      compressor.on('error', (error) => res.destroy(error));
    } else if (ended && !head && !res.hasHeader('content-length') && !NO_BODY.has(status)) {
      res.setHeader('Content-Length', pendingBytes);
    }
    if (!res.headersSent) writeHead(status);
    const buffered = pending.splice(0);
    pendingBytes = 0;
    for (const chunk of buffered) send(chunk);
  }

  function send(chunk: Buffer): void {
    if (compressor) {
      compressor.write(chunk);
      if (!flushPending && !ended) {
        flushPending = true;
        setImmediate(() => {
          flushPending = false;
          if (!ended && compressor) compressor.flush();
        });
      }
    } else {
      write(chunk);
    }
  }

  res.write = function (chunk: unknown, encoding?: unknown, cb?: unknown) {
    const callback = (typeof encoding === 'function' ? encoding : cb) as WriteCallback | undefined;
    const buffer = toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
    if (buffer.length > 0) {
      kept?.push(buffer);
      if (decided) send(buffer);
      else {
        pending.push(buffer);
        pendingBytes += buffer.length;
        if (pendingBytes >= minBytes && !deciding) {
          // The rest of this turn's chunks (and maybe the end) come first.
          deciding = true;
          setImmediate(() => {
            if (!decided) decide();
          });
        }
      }
    }
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;

  res.end = function (chunk?: unknown, encoding?: unknown, cb?: unknown) {
    if (typeof chunk === 'function') {
      cb = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      cb = encoding;
      encoding = undefined;
    }
    if (ended) return res;
    if (chunk !== undefined && chunk !== null) res.write(chunk, encoding as BufferEncoding);
    ended = true;
    if (!decided) decide();
    if (typeof cb === 'function') res.once('finish', cb as () => void);
    if (kept && completed) {
      const response: CompletedResponse = { ...completed, body: Buffer.concat(kept) };
      res.once('finish', () => options.onComplete!(response));
    }
    if (compressor) compressor.end();
    else end();
    return res;
  } as typeof res.end;
}

/**
 * Holds everything the app writes to `res` (status, headers, body) instead of sending it,
 * and hands it over once the app has ended the response; `res` is then usable again as a
 * plain Node response. For responses that may be kept: they are compressed once, whole.
 */
export function holdResponse(res: ServerResponse, onEnd: (response: CompletedResponse) => void): void {
  const originals = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  let ended = false;
  res.writeHead = function (status: number, reason?: unknown, headers?: unknown) {
    if (typeof reason !== 'string') headers = reason;
    else res.statusMessage = reason;
    res.statusCode = status;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  } as typeof res.writeHead;
  res.write = function (chunk: unknown, encoding?: unknown, cb?: unknown) {
    const callback = (typeof encoding === 'function' ? encoding : cb) as WriteCallback | undefined;
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;
  res.end = function (chunk?: unknown, encoding?: unknown) {
    if (ended) return res;
    ended = true;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    }
    Object.assign(res, originals);
    onEnd({ status: res.statusCode, headers: { ...res.getHeaders() }, body: Buffer.concat(chunks) });
    return res;
  } as typeof res.end;
}

/** Sends a held response, compressed whole when the client accepts it and it is worth it. */
export async function sendHeld(req: IncomingMessage, res: ServerResponse, { status, headers, body }: CompletedResponse): Promise<void> {
  res.statusCode = status;
  const compressible = isCompressible(headers['content-type']) && !NO_BODY.has(status);
  const accepted = chooseEncoding(req.headers['accept-encoding']);
  if (compressible) res.setHeader('Vary', varyWith(headers.vary, 'Accept-Encoding'));
  let sent = body;
  if (compressible && accepted && body.length >= MIN_COMPRESS_BYTES && !headers['content-encoding'] && req.method !== 'HEAD') {
    sent = await compressBody(body, accepted, 'fast');
    res.setHeader('Content-Encoding', accepted);
  }
  if (!NO_BODY.has(status)) res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
