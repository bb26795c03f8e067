// A kept body, compressed once while it is kept, not for every visitor. Its last user is the
// kept private answers (server/kept-page.ts); the public reads' 5-second answer cache that
// lived here is gone (the CDN keeps public answers until a write purges them), and this file
// goes with kept-page.ts.
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
