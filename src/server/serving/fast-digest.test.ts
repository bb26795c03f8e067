import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { syncDigest } from './fast-digest.ts';

const original = webcrypto.subtle.digest.bind(webcrypto.subtle) as SubtleCrypto['digest'];
const digest = syncDigest(original);
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('syncDigest', () => {
  it('gives WebCrypto’s bytes for every SHA algorithm, named or as an object, from any view', async () => {
    const text = new TextEncoder().encode('<style>.card{color:red}</style> ₹ नमस्ते');
    const inLargerBuffer = new Uint8Array(text.length + 8);
    inLargerBuffer.set(text, 4);
    const view = inLargerBuffer.subarray(4, 4 + text.length);
    for (const algorithm of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'sha-256', { name: 'SHA-256' }]) {
      const expected = hex(await original(algorithm, text));
      expect(hex(await digest(algorithm, text))).toBe(expected);
      expect(hex(await digest(algorithm, view))).toBe(expected);
      expect(hex(await digest(algorithm, text.slice().buffer))).toBe(expected);
    }
  });

  it('returns an ArrayBuffer of the digest alone', async () => {
    const result = await digest('SHA-256', new Uint8Array([1, 2, 3]));
    expect(result).toBeInstanceOf(ArrayBuffer);
    expect(result.byteLength).toBe(32);
  });

  it('leaves other algorithms and bad input to WebCrypto', async () => {
    await expect(digest('MD5', new Uint8Array([1]))).rejects.toThrow();
    await expect(digest('SHA-256', 'text' as unknown as ArrayBuffer)).rejects.toThrow();
  });
});
