import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache.server.ts';

describe('ResponseCache', () => {
  it('serves a body until it expires, then loads it again', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000, 10);
    let loads = 0;
    const load = async () => `body ${++loads}`;
    expect(await cache.get('a', load)).toBe('body 1');
    expect(await cache.get('a', load)).toBe('body 1');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe('body 2');
    vi.useRealTimers();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ResponseCache(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('does not cache failures', async () => {
    const cache = new ResponseCache(60_000, 2);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });
});
