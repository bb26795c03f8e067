import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNetlify, purgeAfterWrite, purger, RecordingPurger, setPurger, tagsForWrite, type ListingPlace, type Purger } from './purge.ts';

const venue: ListingPlace = { kind: 'venue', id: 17, cityId: 3, categoryId: null };
const vendor: ListingPlace = { kind: 'vendor', id: 5, cityId: 3, categoryId: 2 };

afterEach(() => {
  setPurger(null);
  vi.restoreAllMocks();
});

describe('tagsForWrite', () => {
  it('purges a review’s listing, its lists in its city and all cities, and search', () => {
    expect(tagsForWrite({ kind: 'review', listing: venue }).sort()).toEqual(['search-all', 'search-city-3', 'venue-17', 'venues-all', 'venues-city-3']);
    expect(tagsForWrite({ kind: 'review', listing: vendor }).sort()).toEqual([
      'recommendations',
      'search-all',
      'search-city-3',
      'vendor-5',
      'vendors-category-2',
      'vendors-category-2-city-3',
    ]);
  });

  it('purges the gallery for photos, and nothing beyond the listing’s page for a claim', () => {
    expect(tagsForWrite({ kind: 'photo', listing: venue })).toContain('gallery');
    // A calendar change: the page's twelve months and the lists by date, not search.
    expect(tagsForWrite({ kind: 'calendar', listing: venue }).sort()).toEqual(['venue-17', 'venues-all', 'venues-city-3']);
    expect(tagsForWrite({ kind: 'price', listing: venue })).not.toContain('gallery');
    expect(tagsForWrite({ kind: 'claim', listing: vendor })).toEqual(['vendor-5']);
    expect(tagsForWrite({ kind: 'idea-like' })).toEqual(['idea-likes']);
  });

  it('purges a listing without a city from the all-cities lists only', () => {
    expect(tagsForWrite({ kind: 'vendor-registration', listing: { ...vendor, cityId: null } }).sort()).toEqual([
      'recommendations',
      'search-all',
      'vendor-5',
      'vendors-category-2',
    ]);
  });
});

describe('the purger', () => {
  it('is Netlify’s only where Netlify gives a purge token', () => {
    expect(onNetlify({ NETLIFY: 'true', NETLIFY_PURGE_API_TOKEN: 'token', SITE_ID: 'site' })).toBe(true);
    expect(onNetlify({ NETLIFY: 'true' })).toBe(false);
    expect(onNetlify({})).toBe(false);
  });

  it('records the tags locally', async () => {
    const recorder = new RecordingPurger();
    setPurger(recorder);
    expect(purger()).toBe(recorder);
    await purgeAfterWrite({ kind: 'claim', listing: venue });
    expect(recorder.take()).toEqual(new Set(['venue-17']));
    expect(recorder.take()).toEqual(new Set());
  });

  it('keeps only the latest purges', async () => {
    const recorder = new RecordingPurger(2);
    for (const tag of ['a', 'b', 'c']) await recorder.purge([tag]);
    expect(recorder.purged).toEqual([['b'], ['c']]);
  });

  it('does not fail the write when the purge fails, and says so in the log', async () => {
    const failing: Purger = { purge: () => Promise.reject(new Error('purge API down')) };
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(purgeAfterWrite({ kind: 'claim', listing: venue }, failing)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('venue-17'), expect.any(Error));
  });
});
