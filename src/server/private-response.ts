// Private reads beyond JSON: CSV downloads, a domain "not found" answered as a 404, and large
// JSON kept in memory with its compressed forms.
import { NotFoundError } from './errors.ts';
import { privateJson } from './http.ts';
import { chooseEncoding, compressBody, MIN_COMPRESS_BYTES, type Encoding } from './serving/encoding.ts';

export function privateCsv(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Runs a private read; what is not the user's (or no wedding yet) answers 404 with its message. */
export async function orNotFound(read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return privateJson({ error: error.message }, 404);
    throw error;
  }
}

/**
 * A private JSON body kept in memory (a per-user cache): its bytes, and each compressed form
 * made once, when first asked for, instead of on every request. Hundreds of kilobytes of
 * JSON cost more to encode and compress than to read from the database.
 */
export class PreparedJson {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  constructor(json: string) {
    this.bytes = Buffer.from(json, 'utf8');
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressBody(this.bytes, encoding, 'kept');
      body.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** A kept JSON body as a private response, compressed as the client accepts (the server then sends it as it is). */
export async function preparedJsonResponse(request: Request, body: PreparedJson): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
  const encoding = body.bytes.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers.get('accept-encoding') ?? undefined) : null;
  if (!encoding) return new Response(new Uint8Array(body.bytes), { headers });
  return new Response(new Uint8Array(await body.encodedAs(encoding)), { headers: { ...headers, 'Content-Encoding': encoding } });
}
