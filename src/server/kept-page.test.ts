import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptPages } from './kept-page.ts';

const user = (id: string) => ({ id }) as NonNullable<App.Locals['user']>;
const locals = (userId: string | null = 'u1'): App.Locals => ({ user: userId ? user(userId) : null, session: null });
const SHEET = 'https://mandap.example/dashboard/functions/f1/caterer';
const ask = (userId: string | null = 'u1', url = SHEET) => ({ locals: locals(userId), request: new Request(url, { headers: { 'Accept-Encoding': 'br' } }) });
const rendered = (html: string, status = 200) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self'", 'Set-Cookie': 'mandap_session=x' } });
const fixed = (version: string) => () => Promise.resolve(version);

/** Renders and keeps `html` for the asking user at `version`, as the middleware does. */
async function keepOne(pages: KeptPages, html: string, version = 'v1', current = fixed(version), userId = 'u1', url = SHEET) {
  const asked = ask(userId, url);
  expect(pages.answer(asked, version, current)).toBeNull();
  return pages.keep(asked.locals, rendered(html));
}

describe('kept private answers in the app', () => {
  it('renders the first time, then answers with the kept page while the version holds', async () => {
    const pages = new KeptPages(1 << 20);
    const sent = await keepOne(pages, '<h1>Sangeet</h1>');
    expect(await sent.text()).toBe('<h1>Sangeet</h1>');
    expect(sent.headers.get('Set-Cookie')).toBe('mandap_session=x');

    const again = ask();
    const kept = pages.answer(again, 'v1', fixed('v1'));
    expect(again.locals.keepPage).toBeUndefined();
    expect(await kept!.text()).toBe('<h1>Sangeet</h1>');
    expect(kept!.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
    // A cookie is never kept: it belongs to the response that set it.
    expect(kept!.headers.get('Set-Cookie')).toBeNull();
  });

  it('renders again when the version moves, and keeps each user and address apart', async () => {
    const pages = new KeptPages(1 << 20);
    await keepOne(pages, 'old');
    expect(pages.answer(ask(), 'v2', fixed('v2'))).toBeNull();
    expect(pages.answer(ask('u2'), 'v1', fixed('v1'))).toBeNull();
    expect(pages.answer(ask('u1', `${SHEET}?print=1`), 'v1', fixed('v1'))).toBeNull();
    expect(pages.answer(ask(null), 'v1', fixed('v1'))).toBeNull();
    expect(await pages.answer(ask(), 'v1', fixed('v1'))!.text()).toBe('old');
  });

  it('keeps only complete answers that asked to be kept, and no more bytes than its bound', async () => {
    const pages = new KeptPages(40);
    await pages.keep(locals(), rendered('not asked'));
    expect(pages.holds('/dashboard/functions/f1/caterer')).toBe(false);
    const failed = ask();
    pages.answer(failed, 'v', fixed('v'));
    await pages.keep(failed.locals, rendered('oops', 500));
    expect(pages.answer(ask(), 'v', fixed('v'))).toBeNull();

    // Each body below is 6 characters (12 bytes as counted): three fit, a fourth pushes the first out.
    for (const id of ['page-1', 'page-2', 'page-3', 'page-4']) await keepOne(pages, id, 'v', fixed('v'), 'u1', `https://mandap.example/${id}`);
    expect(pages.answer(ask('u1', 'https://mandap.example/page-1'), 'v', fixed('v'))).toBeNull();
    expect(pages.holds('/page-1')).toBe(false);
    expect(await pages.answer(ask('u1', 'https://mandap.example/page-4'), 'v', fixed('v'))!.text()).toBe('page-4');
  });
});

describe('kept private answers in the node server, before the app', () => {
  it('sends the kept bytes to the same user at the same address while the current version is the kept one', async () => {
    const pages = new KeptPages(1 << 20);
    let version = 'v1';
    const body = `<h1>${'Sangeet '.repeat(300)}</h1>`;
    await keepOne(pages, body, 'v1', () => Promise.resolve(version));
    expect(pages.holds('/dashboard/functions/f1/caterer')).toBe(true);
    expect(pages.holds('/dashboard/functions/f2/caterer')).toBe(false);

    const early = await pages.early('u1', '/dashboard/functions/f1/caterer', 'gzip, br');
    expect(early!.encoding).toBe('br');
    expect(brotliDecompressSync(early!.body).toString()).toBe(body);
    expect(early!.headers['content-security-policy']).toBe("script-src 'self'");
    expect(early!.headers.Vary).toBe('Accept-Encoding');
    expect(Object.keys(early!.headers).map((h) => h.toLowerCase())).not.toContain('set-cookie');
    expect((await pages.early('u1', '/dashboard/functions/f1/caterer', undefined))!.body.toString()).toBe(body);

    // Another user, another address, or a version that moved: the app answers.
    expect(await pages.early('u2', '/dashboard/functions/f1/caterer', 'br')).toBeNull();
    expect(await pages.early('u1', '/dashboard/functions/f1/caterer?x=1', 'br')).toBeNull();
    version = 'v2';
    expect(await pages.early('u1', '/dashboard/functions/f1/caterer', 'br')).toBeNull();
  });

  it('leaves the answer to the app when the version cannot be read (what it showed is gone)', async () => {
    const pages = new KeptPages(1 << 20);
    await keepOne(pages, 'sheet', 'v1', () => Promise.reject(new Error('Create your wedding profile first.')));
    expect(await pages.early('u1', '/dashboard/functions/f1/caterer', 'br')).toBeNull();
  });

  it('never keeps an answer already compressed by its handler', async () => {
    const pages = new KeptPages(1 << 20);
    const asked = ask();
    pages.answer(asked, 'v1', fixed('v1'));
    await pages.keep(asked.locals, new Response('compressed', { headers: { 'Content-Encoding': 'br' } }));
    expect(pages.holds('/dashboard/functions/f1/caterer')).toBe(false);
  });
});
