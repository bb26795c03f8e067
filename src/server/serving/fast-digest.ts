// Astro hashes every inline script and style of a page for its Content-Security-Policy on each
// on-demand render, through WebCrypto's `crypto.subtle.digest`. In Node each of those calls is
// a job sent to the thread pool and back (~45 µs for a few hundred bytes, about twenty per
// page: ~0.9 ms of a venue list's ~7 ms); node:crypto's hash gives the same bytes in ~2 µs.
// The node server installs this in its worker processes before the app loads.
import { createHash } from 'node:crypto';

const NODE_HASHES: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

type Digest = SubtleCrypto['digest'];

/** The same digest as WebCrypto's for the SHA family, computed synchronously; anything else goes to WebCrypto. */
export function syncDigest(original: Digest): Digest {
  return (algorithm, data) => {
    const name = typeof algorithm === 'string' ? algorithm : (algorithm as { name?: unknown } | null)?.name;
    const hash = typeof name === 'string' ? NODE_HASHES[name.toUpperCase()] : undefined;
    const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
    if (!hash || !bytes) return original(algorithm, data);
    const digest = createHash(hash).update(bytes).digest();
    return Promise.resolve(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer);
  };
}

/** Makes `subtle.digest` (the global WebCrypto one by default) use syncDigest. */
export function installSyncDigest(subtle: SubtleCrypto = globalThis.crypto.subtle): void {
  const original = subtle.digest.bind(subtle);
  Object.defineProperty(subtle, 'digest', { value: syncDigest(original), configurable: true, writable: true });
}
