// The couple's wedding website against a real database: the slug rules, the passphrase (hashed,
// rate limited, its cookie), which functions a page shows (public ones only; a household's own
// on its RSVP page), the photos' limits, and the purges every edit sends.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { photoLikeJpeg } from '../setup/photo-fixtures.ts';
import { users, weddingSites } from '../../src/server/db/schema.ts';
import { createWeddingProfile, updateWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileCreateInput, weddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { createFunction, deleteFunction, updateFunction } from '../../src/features/planning/functions/functions.server.ts';
import { functionInput } from '../../src/features/planning/functions/functions.schema.ts';
import { createHousehold, requireWedding } from '../../src/features/planning/households/households.server.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { setInvites } from '../../src/features/planning/households/household-members.server.ts';
import { findInvitation } from '../../src/features/planning/rsvp/rsvp.server.ts';
import { householdLink } from '../../src/features/planning/households/household-links.server.ts';
import { rsvpLinkKey } from '../../src/features/planning/households/rsvp-link.server.ts';
import { localPhotoStorage } from '../../src/features/catalogue/photos/photo-storage.server.ts';
import { paragraphs, slugProblem, suggestSlug, SITE_LIMITS } from '../../src/features/dashboard/website/site-rules.ts';
import {
  loadPublicSite,
  loadSiteEditor,
  loadSiteForHousehold,
  listListedSites,
  readSiteForm,
  saveSite,
  setPassphrase,
  type SiteValues,
} from '../../src/features/dashboard/website/site.server.ts';
import { checkPassphrase, siteCookieValid, siteCookieValue } from '../../src/features/dashboard/website/passphrase.server.ts';
import { SitePhotoError, addSitePhoto, deleteSitePhoto, moveSitePhoto, updateSitePhotoAlt } from '../../src/features/dashboard/website/site-photos.server.ts';
import { postSiteEditor } from '../../src/features/dashboard/website/editor.server.ts';
import { RecordingPurger, setPurger } from '../../src/server/purge.ts';
import { tagsForWrite } from '../../src/server/purge.ts';
import { tag } from '../../src/server/cache-tags.ts';

let t: TestDb;
const dir = mkdtempSync(join(tmpdir(), 'mandap-site-photos-'));
const storage = localPhotoStorage(dir);
const purges = new RecordingPurger();
let previousPurger: ReturnType<typeof setPurger>;
let weddingId: string;
let otherWeddingId: string;
const fn = (over: Record<string, unknown>) => functionInput.parse({ name: 'Sangeet', ...over });
const values = (over: Partial<SiteValues> = {}): SiteValues => ({ slug: 'asha-and-rohan', story: '', travel: '', stay: '', listed: false, ...over });

beforeAll(async () => {
  t = await createTestDb();
  previousPurger = setPurger(purges);
  await t.db.insert(users).values(['a', 'b', 'c'].map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x' })));
  await createWeddingProfile(t.db, 'a', weddingProfileCreateInput.parse({ userName: 'Asha', partnerName: 'Rohan', weddingDate: '2031-02-14', functions: [] }));
  await createWeddingProfile(t.db, 'b', weddingProfileCreateInput.parse({ userName: 'Meera', partnerName: 'Kabir', functions: [] }));
  weddingId = (await requireWedding(t.db, 'a')).id;
  otherWeddingId = (await requireWedding(t.db, 'b')).id;
});
afterAll(() => {
  setPurger(previousPurger);
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('slug rules', () => {
  it('takes lower-case letters, digits and inner hyphens, 3 to 40 long', () => {
    expect(slugProblem('asha-and-rohan-2031')).toBeNull();
    expect(slugProblem('ab')).toBe('length');
    expect(slugProblem('a'.repeat(41))).toBe('length');
    expect(slugProblem('a'.repeat(40))).toBeNull();
    expect(slugProblem('Asha')).toBe('characters');
    expect(slugProblem('-asha')).toBe('characters');
    expect(slugProblem('asha--rohan')).toBe('characters');
    expect(slugProblem('asha rohan')).toBe('characters');
    expect(slugProblem('आशा-रोहन')).toBe('characters');
    expect(slugProblem('dashboard')).toBe('reserved');
  });

  it('suggests a slug from the names, and a valid one whatever the names are', () => {
    expect(suggestSlug(['Asha Verma', 'Rohan'], '2031')).toBe('asha-and-rohan-2031');
    expect(suggestSlug(['Zoë', ''])).toBe('zoe');
    expect(suggestSlug(['आशा', 'रोहन'])).toBe('our-wedding');
    expect(slugProblem(suggestSlug(['A'.repeat(60), 'B'.repeat(60)], '2031'))).toBeNull();
  });

  it('reads the form: trimmed, lower-cased, each text within its limit', () => {
    const form = new FormData();
    form.set('slug', '  Asha-And-Rohan ');
    form.set('story', 'x'.repeat(SITE_LIMITS.story + 1));
    form.set('listed', 'on');
    const { values: read, problems } = readSiteForm(form);
    expect(read.slug).toBe('asha-and-rohan');
    expect(read.listed).toBe(true);
    expect(problems).toEqual({ story: 'tooLong' });
  });

  it('turns plain text into paragraphs at blank lines', () => {
    expect(paragraphs('One\r\ntwo\n\n\n  Three  \n')).toEqual([['One', 'two'], ['Three']]);
    expect(paragraphs('  \n ')).toEqual([]);
  });

  it('suggests a free slug, saves it, and refuses it to another wedding', async () => {
    expect((await loadSiteEditor(t.db, 'a')).suggestion).toBe('asha-and-rohan-2031');
    expect(await saveSite(t.db, 'a', values({ slug: 'asha-and-rohan-2031' }))).toEqual({ ok: true });
    expect(await saveSite(t.db, 'b', values({ slug: 'asha-and-rohan-2031' }))).toEqual({ ok: false, problems: { slug: 'taken' } });
    // Saving again under the couple's own slug is an update, not a clash.
    expect(await saveSite(t.db, 'a', values({ slug: 'asha-and-rohan', story: 'We met in Jaipur.' }))).toEqual({ ok: true });
    const editor = await loadSiteEditor(t.db, 'a');
    expect(editor.site?.slug).toBe('asha-and-rohan');
    expect(editor.site?.story).toBe('We met in Jaipur.');
    // The suggestion moves on once the wanted one is taken by someone else.
    await saveSite(t.db, 'b', values({ slug: 'asha-and-rohan-2031' }));
    expect((await loadSiteEditor(t.db, 'a')).suggestion).toBe('asha-and-rohan-2031-2');
  });

  it('shows a clear problem through the editing form when the slug is taken or invalid', async () => {
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return postSiteEditor(t.db, 'b', new Request('http://localhost/dashboard/website', { method: 'POST', body: form }), storage);
    };
    const taken = await post({ intent: 'save', slug: 'asha-and-rohan', story: 'Typed story' });
    expect(taken).toMatchObject({
      kind: 'page',
      status: 400,
      form: 'site',
      errors: { slug: 'slugTaken' },
      values: { slug: 'asha-and-rohan', story: 'Typed story' },
    });
    const invalid = await post({ intent: 'save', slug: 'Meera & Kabir' });
    expect(invalid).toMatchObject({ kind: 'page', errors: { slug: 'slugCharacters' } });
    expect(await post({ intent: 'save', slug: 'meera-kabir' })).toEqual({ kind: 'redirect', to: '/dashboard/website?done=saved' });
  });
});

describe('which functions a page shows', () => {
  it('the public page shows the public functions only, never a guest; a household sees its own invitations', async () => {
    const sangeet = await createFunction(t.db, 'a', fn({ name: 'Sangeet', date: '2031-02-13', isPublic: true, dressCode: 'Yellow' }));
    const wedding = await createFunction(t.db, 'a', fn({ name: 'Wedding', date: '2031-02-14', isPublic: true, address: 'Rambagh Palace, Jaipur' }));
    const family = await createFunction(t.db, 'a', fn({ name: 'Family lunch', date: '2031-02-15' }));
    expect(family.isPublic).toBe(false);

    const site = await loadPublicSite(t.db, 'asha-and-rohan');
    expect(site?.functions.map((f) => f.name)).toEqual(['Sangeet', 'Wedding']);
    expect(site?.couple).toEqual({ names: ['Asha', 'Rohan'], weddingDate: '2031-02-14' });
    // Nothing of the site's answer names a household or a guest.
    const household = await createHousehold(t.db, 'a', householdInput.parse({ name: 'Sharma family', allowance: 2, memberNames: 'Sunita Sharma' }));
    expect(JSON.stringify(await loadPublicSite(t.db, 'asha-and-rohan'))).not.toMatch(/Sharma/);

    // The household is invited to the private lunch and the sangeet: its page shows those two.
    await setInvites(t.db, 'a', family.id, [household.id], true);
    await setInvites(t.db, 'a', sangeet.id, [household.id], true);
    const { link } = await householdLink(t.db, 'a', household.id, { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' });
    const invitation = await findInvitation(t.db, new URL(link).pathname.split('/').pop()!);
    expect(invitation?.functions.map((f) => f.name).sort()).toEqual(['Family lunch', 'Sangeet']);
    const around = await loadSiteForHousehold(t.db, household.id);
    expect(around?.site.slug).toBe('asha-and-rohan');
    expect(around?.couple.names).toEqual(['Asha', 'Rohan']);

    // Made private, it leaves the public page.
    await updateFunction(t.db, 'a', wedding.id, fn({ name: 'Wedding', date: '2031-02-14', isPublic: false }));
    expect((await loadPublicSite(t.db, 'asha-and-rohan'))?.functions.map((f) => f.name)).toEqual(['Sangeet']);
    // An edit that leaves the checkbox out keeps what it was.
    await updateFunction(t.db, 'a', sangeet.id, fn({ name: 'Sangeet', date: '2031-02-13' }));
    expect((await loadPublicSite(t.db, 'asha-and-rohan'))?.functions.map((f) => f.name)).toEqual(['Sangeet']);
    await deleteFunction(t.db, 'a', wedding.id);
  });

  it('a wedding without a site has none around its RSVP pages, and an unknown slug is no site', async () => {
    const household = await createHousehold(t.db, 'b', householdInput.parse({ name: 'Kapoor family', allowance: 1 }));
    await t.db.delete(weddingSites).where(eq(weddingSites.weddingProfileId, otherWeddingId));
    expect(await loadSiteForHousehold(t.db, household.id)).toBeNull();
    expect(await loadPublicSite(t.db, 'no-such-site')).toBeNull();
    expect(await loadPublicSite(t.db, '../etc')).toBeNull();
  });
});

describe('listing', () => {
  it('only listed sites are in the sitemap', async () => {
    expect(await listListedSites(t.db)).toEqual([]);
    await saveSite(t.db, 'a', values({ slug: 'asha-and-rohan', story: 'We met in Jaipur.', listed: true }));
    expect((await listListedSites(t.db)).map((s) => s.slug)).toEqual(['asha-and-rohan']);
    await saveSite(t.db, 'a', values({ slug: 'asha-and-rohan', story: 'We met in Jaipur.', listed: false }));
    expect(await listListedSites(t.db)).toEqual([]);
  });
});

describe('passphrase', () => {
  it('is stored hashed as account passwords are, checked, and can be removed', async () => {
    expect(await setPassphrase(t.db, 'a', 'marigold-2031')).toBe(true);
    const site = (await loadPublicSite(t.db, 'asha-and-rohan'))!.site;
    expect(site.passphraseHash).toMatch(/^scrypt\$/);
    expect(site.passphraseHash).not.toContain('marigold');
    expect(await checkPassphrase(t.db, site, 'marigold-2031', '203.0.113.1')).toBe('right');
    expect(await checkPassphrase(t.db, site, 'marigold', '203.0.113.1')).toBe('wrong');
    expect(await checkPassphrase(t.db, site, '', '203.0.113.1')).toBe('empty');
    expect(await setPassphrase(t.db, 'a', null)).toBe(true);
    expect((await loadPublicSite(t.db, 'asha-and-rohan'))!.site.passphraseHash).toBeNull();
    // No site yet: nothing to protect.
    expect(await setPassphrase(t.db, 'b', 'whatever-1')).toBe(false);
  });

  it('is rate limited per visitor address and site', async () => {
    await setPassphrase(t.db, 'a', 'marigold-2031');
    const site = (await loadPublicSite(t.db, 'asha-and-rohan'))!.site;
    const now = Date.now();
    expect(await checkPassphrase(t.db, site, 'nope', '198.51.100.7', now)).toBe('wrong');
    // Empty tries count too (and cost no hashing here).
    for (let k = 1; k < SITE_LIMITS.passphraseTries; k++) expect(await checkPassphrase(t.db, site, '', '198.51.100.7', now)).toBe('empty');
    // Even the right one is refused while the window is full…
    expect(await checkPassphrase(t.db, site, 'marigold-2031', '198.51.100.7', now)).toBe('too-many');
    // …but another visitor is not held up, and the next window opens again.
    expect(await checkPassphrase(t.db, site, 'marigold-2031', '198.51.100.8', now)).toBe('right');
    expect(await checkPassphrase(t.db, site, 'marigold-2031', '198.51.100.7', now + SITE_LIMITS.passphraseWindowMs + 1)).toBe('right');
  });

  it('lets a visitor in with a signed cookie that a new passphrase ends', async () => {
    const site = (await loadPublicSite(t.db, 'asha-and-rohan'))!.site;
    const cookie = await siteCookieValue(t.db, site);
    expect(await siteCookieValid(t.db, site, cookie)).toBe(true);
    expect(
      await siteCookieValid(
        t.db,
        site,
        cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBe(false);
    expect(await siteCookieValid(t.db, site, undefined)).toBe(false);
    expect(await siteCookieValid(t.db, { ...site, slug: 'another-site' }, cookie)).toBe(false);
    expect(await siteCookieValid(t.db, site, cookie, Date.now() + 31 * 24 * 60 * 60 * 1000)).toBe(false);
    await setPassphrase(t.db, 'a', 'jasmine-2031');
    const changed = (await loadPublicSite(t.db, 'asha-and-rohan'))!.site;
    expect(await siteCookieValid(t.db, changed, cookie)).toBe(false);
    await setPassphrase(t.db, 'a', null);
  });
});

describe('photos', () => {
  it('go through the photo pipeline with a description, reorder and delete, at most 24', async () => {
    const lake = await photoLikeJpeg(800, 600, { gps: true });
    const first = await addSitePhoto(t.db, storage, weddingId, lake, 'Asha and Rohan at the lake');
    const second = await addSitePhoto(t.db, storage, weddingId, await photoLikeJpeg(640, 480, { seedColour: '#3a53b4' }), 'The families');
    await expect(addSitePhoto(t.db, storage, weddingId, lake, 'Again')).rejects.toMatchObject({ problem: 'duplicate' });
    let photos = (await loadPublicSite(t.db, 'asha-and-rohan'))!.photos;
    expect(photos.map((p) => p.id)).toEqual([first, second]);
    expect(photos[0]).toMatchObject({ width: 800, height: 600, alt: 'Asha and Rohan at the lake' });
    // Every variant of each format is stored.
    const stored = readdirSync(join(dir, photos[0]!.storageKey.slice(0, 2))).filter((f) => f.startsWith(photos[0]!.storageKey));
    expect(stored.length).toBe(photos[0]!.variantWidths.length * 3);

    await moveSitePhoto(t.db, weddingId, second, -1);
    await updateSitePhotoAlt(t.db, weddingId, first, 'By the lake');
    photos = (await loadPublicSite(t.db, 'asha-and-rohan'))!.photos;
    expect(photos.map((p) => [p.id, p.alt])).toEqual([
      [second, 'The families'],
      [first, 'By the lake'],
    ]);
    // Another wedding cannot touch them.
    await expect(deleteSitePhoto(t.db, storage, otherWeddingId, first)).rejects.toBeInstanceOf(SitePhotoError);
    await deleteSitePhoto(t.db, storage, weddingId, first);
    expect(readdirSync(join(dir, photos[1]!.storageKey.slice(0, 2))).filter((f) => f.startsWith(photos[1]!.storageKey))).toEqual([]);
    expect((await loadPublicSite(t.db, 'asha-and-rohan'))!.photos.map((p) => p.id)).toEqual([second]);
  });

  it('refuses a 25th photo, and a photo before there is a site', async () => {
    const fake = (n: number) => async () => ({
      key: n.toString(16).padStart(32, '0'),
      width: 640,
      height: 480,
      widths: [320, 640],
      placeholder: 'data:image/webp;base64,',
      files: [],
      bytes: 10,
    });
    const existing = (await loadPublicSite(t.db, 'asha-and-rohan'))!.photos.length;
    for (let n = existing; n < SITE_LIMITS.photos; n++) await addSitePhoto(t.db, storage, weddingId, Buffer.from(`photo ${n}`), `Photo ${n}`, fake(n + 1));
    await expect(addSitePhoto(t.db, storage, weddingId, Buffer.from('one more'), 'One more', fake(99))).rejects.toMatchObject({ problem: 'full' });
    await expect(addSitePhoto(t.db, storage, otherWeddingId, Buffer.from('x'), 'X', fake(100))).rejects.toMatchObject({ problem: 'no-site' });
  });
});

describe('purges', () => {
  it('every edit of the site, its photos, the names or date, or a function purges the site', async () => {
    const siteTags = tagsForWrite({ kind: 'wedding-site', weddingProfileId: weddingId });
    expect(siteTags).toEqual([tag.weddingSite(weddingId), tag.weddingSites]);
    purges.take();
    await saveSite(t.db, 'a', values({ slug: 'asha-and-rohan' }));
    expect(purges.take()).toEqual(new Set(siteTags));
    await updateWeddingProfile(t.db, 'a', weddingProfileInput.parse({ userName: 'Asha', partnerName: 'Rohan Mehra', weddingDate: '2031-02-14' }));
    expect(purges.take()).toEqual(new Set(siteTags));
    const f = await createFunction(t.db, 'a', fn({ name: 'Mehendi', isPublic: true }));
    expect(purges.take()).toEqual(new Set(siteTags));
    await updateFunction(t.db, 'a', f.id, fn({ name: 'Mehendi', isPublic: false }));
    expect(purges.take()).toEqual(new Set(siteTags));
    await setPassphrase(t.db, 'a', 'rose-petal');
    expect(purges.take()).toEqual(new Set(siteTags));
    const [photo] = (await loadPublicSite(t.db, 'asha-and-rohan'))!.photos;
    await updateSitePhotoAlt(t.db, weddingId, photo!.id, 'New words');
    expect(purges.take()).toEqual(new Set(siteTags));
  });
});
