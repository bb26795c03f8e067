import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.server.ts';

describe('VersionedCache', () => {
  it('reuses a value only at the same version, shares a load in flight, and stays bounded', async () => {
    const cache = new VersionedCache<number>(2);
    let loads = 0;
    const load = (n: number) => () => {
      loads++;
      return Promise.resolve(n);
    };
    expect(await Promise.all([cache.get('a', '1', load(1)), cache.get('a', '1', load(99))])).toEqual([1, 1]);
    expect(await cache.get('a', '2', load(2))).toBe(2);
    expect(loads).toBe(2);
    await cache.get('b', '1', load(3));
    await cache.get('a', '2', load(99)); // a is now the most recent
    await cache.get('c', '1', load(4)); // b goes
    expect(await cache.get('a', '2', load(99))).toBe(2);
    expect(await cache.get('b', '1', load(5))).toBe(5);
  });
  it('forgets a failed load', async () => {
    const cache = new VersionedCache<number>(5);
    await expect(cache.get('a', '1', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await cache.get('a', '1', () => Promise.resolve(7))).toBe(7);
  });
});
