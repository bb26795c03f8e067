// Every write of listing data purges the CDN. Read from the source: each function in src/
// that writes a table public pages show (venues, vendors, reviews, photos, prices, idea likes)
// must call the purge itself, and every action that reaches such a write is listed below with
// the kind of write it is (server/purge.ts maps each kind to its tags). A new action or domain
// write that changes what a public page shows fails here until it purges and is listed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tagsForWrite, type Write, type WriteKind } from '../../src/server/purge.ts';

const ROOT = join(import.meta.dirname, '../..');

/** Each action that writes listing data, and its kind of write. */
const ACTION_WRITES: Record<string, WriteKind> = {
  'auth.registerVendor': 'vendor-registration',
  'prices.confirm': 'price',
  'prices.updateVenue': 'price',
  'prices.updateVendor': 'price',
  'enquiries.claim': 'claim',
  'ideas.toggleLike': 'idea-like',
  'photos.updateDetails': 'photo',
  'photos.reorder': 'photo',
  'photos.setCover': 'photo',
  'photos.delete': 'photo',
  'photos.report': 'photo',
  'photos.restore': 'photo',
  'photos.hide': 'photo',
  'photos.remove': 'photo',
  'reviews.save': 'review',
  'settings.updateProfile': 'reviewer-name',
  'business.updateProfile': 'listing-edit',
  'business.reviewListing': 'listing-approval',
  'business.reviewClaim': 'claim',
};

/** Writes to what public pages show: the listing rows, their reviews, photos and prices, idea likes, and a reviewer's name. */
const LISTING_WRITE =
  /\.update\(users\)\.set\(\{[^}]*\bname\b|\.(?:update|insert|delete)\(\s*(?:venues|vendors|reviews|listingPhotos|priceHistory|ideaLikes|vendorSubcategories)\s*\)|\b(?:UPDATE|INSERT INTO|DELETE FROM)\s+`?(?:venues|vendors|reviews|listing_photos|price_history|idea_likes|\$\{table\})(?!\w)/;
const PURGES = /\bpurge(?:ListingWrite|AfterWrite)\(/;

/** Functions that write listing data without changing any public page, and why. */
const NOT_PUBLIC: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|astro)$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Top-level functions of a file: name and text, up to the next top-level declaration. */
function functionsOf(text: string): { name: string; body: string }[] {
  const starts = [...text.matchAll(/^(?:export )?(?:async )?function (\w+)|^(?:export )?const (\w+) = (?:async )?(?:\(|function)/gm)];
  return starts.map((match) => {
    const end = text.slice(match.index + 1).search(/^(?:export |async |function |const |let |type |interface |class |\/\*\*)/m);
    return { name: (match[1] ?? match[2])!, body: end === -1 ? text.slice(match.index) : text.slice(match.index, match.index + 1 + end) };
  });
}

const functions = new Map<string, { file: string; body: string }>();
for (const file of sourceFiles(join(ROOT, 'src'))) {
  if (file.includes('/actions.ts')) continue;
  for (const fn of functionsOf(readFileSync(file, 'utf8'))) functions.set(`${relative(ROOT, file)}#${fn.name}`, { file, body: fn.body });
}

const directWriters = [...functions].filter(([, fn]) => LISTING_WRITE.test(fn.body)).map(([key]) => key);
const nameOf = (key: string) => key.split('#')[1]!;

const calls = (body: string, key: string) => new RegExp(`\\b${nameOf(key)}\\(`).test(body);

/** Functions that write listing data directly or through others (removePhotoAsAdmin → deletePhoto). */
const reachingWriters = new Set(directWriters);
for (let grew = true; grew;) {
  grew = false;
  for (const [key, fn] of functions) {
    if (reachingWriters.has(key) || ![...reachingWriters].some((writer) => calls(fn.body, writer))) continue;
    reachingWriters.add(key);
    grew = true;
  }
}

/** True when `body` writes listing data, directly or through a function that does. */
function reachesWrite(body: string): boolean {
  return LISTING_WRITE.test(body) || [...reachingWriters].some((key) => calls(body, key));
}

/** The actions of every feature: `{folder}.{action}` (the folder holding actions.ts) and the handler's text. */
function actions(): { name: string; body: string }[] {
  const found: { name: string; body: string }[] = [];
  for (const file of sourceFiles(join(ROOT, 'src/features')).filter((f) => f.endsWith('/actions.ts'))) {
    const text = readFileSync(file, 'utf8');
    const feature = relative(join(ROOT, 'src/features'), file).split('/').at(-2)!;
    const starts = [...text.matchAll(/^ {2}(\w+): defineAction\(/gm)];
    starts.forEach((match, i) => found.push({ name: `${feature}.${match[1]}`, body: text.slice(match.index, starts[i + 1]?.index ?? text.length) }));
  }
  return found;
}

describe('every write of listing data purges the CDN', () => {
  it('finds the domain writes (the scan works)', () => {
    expect(directWriters.map(nameOf)).toEqual(
      expect.arrayContaining([
        'saveReview',
        'updateVenuePrices',
        'addPhoto',
        'updateBusinessProfile',
        'claimListing',
        'setIdeaLike',
        'createVendor',
        'updateProfileSettings',
      ]),
    );
  });

  it('each function that writes listing data purges after it', () => {
    const missing = directWriters.filter((key) => !PURGES.test(functions.get(key)!.body) && !(nameOf(key) in NOT_PUBLIC));
    expect(missing, 'writes listing data without a purge (call purgeListingWrite/purgeAfterWrite after the write)').toEqual([]);
  });

  it('each action that writes listing data is mapped to its kind of write', () => {
    const all = actions();
    expect(all.length).toBeGreaterThan(50);
    const writing = all.filter((action) => reachesWrite(action.body)).map((action) => action.name);
    expect(writing.sort(), 'an action writes listing data: add it to ACTION_WRITES with its kind of write').toEqual(Object.keys(ACTION_WRITES).sort());
  });

  it('each kind of write purges at least one tag', () => {
    const place = { id: 1, cityId: 2, categoryId: 3 };
    const writes: Write[] = [
      { kind: 'review', listing: { kind: 'venue', ...place } },
      { kind: 'price', listing: { kind: 'vendor', ...place } },
      { kind: 'photo', listing: { kind: 'venue', ...place } },
      { kind: 'listing-edit', listing: { kind: 'vendor', ...place }, previously: { kind: 'vendor', ...place, cityId: 4 } },
      { kind: 'claim', listing: { kind: 'venue', ...place } },
      { kind: 'calendar', listing: { kind: 'venue', ...place } },
      { kind: 'vendor-registration', listing: { kind: 'vendor', ...place, cityId: null } },
      { kind: 'listing-approval', listing: { kind: 'vendor', ...place } },
      { kind: 'idea-like' },
      { kind: 'reviewer-name', reviewed: [{ kind: 'vendor', id: 1 }] },
    ];
    for (const kind of new Set(Object.values(ACTION_WRITES))) expect(writes.map((w) => w.kind)).toContain(kind);
    for (const write of writes) expect(tagsForWrite(write).length, write.kind).toBeGreaterThan(0);
    // A move purges the lists of both cities.
    expect(tagsForWrite(writes[3]!)).toEqual(
      expect.arrayContaining(['vendors-category-3-city-2', 'vendors-category-3-city-4', 'vendors-category-3', 'vendor-1']),
    );
  });
});
