import { describe, expect, it } from 'vitest';
import { KeptPages } from './kept-page.ts';

const locals = (): App.Locals => ({ user: null, session: null });
const request = new Request('https://mandap.example/dashboard/functions/f1/caterer');
const ask = () => ({ locals: locals(), request });
const rendered = (html: string, status = 200) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self'", 'Set-Cookie': 'mandap_session=x' } });

describe('kept private pages', () => {
  it('renders the first time, then answers with the kept page while the version holds', async () => {
    const pages = new KeptPages(10);
    const first = locals();
    expect(pages.answer({ locals: first, request }, 'sheet:u1:f1', 'v1')).toBeNull();
    expect(first.keepPage).toEqual({ key: 'sheet:u1:f1', version: 'v1' });
    const sent = await pages.keep(first, rendered('<h1>Sangeet</h1>'));
    expect(await sent.text()).toBe('<h1>Sangeet</h1>');
    expect(sent.headers.get('Set-Cookie')).toBe('mandap_session=x');

    const again = locals();
    const kept = pages.answer({ locals: again, request }, 'sheet:u1:f1', 'v1');
    expect(again.keepPage).toBeUndefined();
    expect(await kept!.text()).toBe('<h1>Sangeet</h1>');
    expect(kept!.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
    // A cookie is never kept: it belongs to the response that set it.
    expect(kept!.headers.get('Set-Cookie')).toBeNull();
  });

  it('renders again when the version moves, and keeps each key apart', async () => {
    const pages = new KeptPages(10);
    const a = locals();
    pages.answer({ locals: a, request }, 'sheet:u1:f1', 'v1');
    await pages.keep(a, rendered('old'));
    expect(pages.answer(ask(), 'sheet:u1:f1', 'v2')).toBeNull();
    expect(pages.answer(ask(), 'sheet:u2:f1', 'v1')).toBeNull();
    expect(await pages.answer(ask(), 'sheet:u1:f1', 'v1')!.text()).toBe('old');
  });

  it('keeps only complete answers of pages that asked, and no more than its bound', async () => {
    const pages = new KeptPages(2);
    await pages.keep(locals(), rendered('not asked'));
    const failed = locals();
    pages.answer({ locals: failed, request }, 'k0', 'v');
    await pages.keep(failed, rendered('oops', 500));
    expect(pages.answer(ask(), 'k0', 'v')).toBeNull();

    for (const key of ['k1', 'k2', 'k3']) {
      const l = locals();
      pages.answer({ locals: l, request }, key, 'v');
      await pages.keep(l, rendered(key));
    }
    expect(pages.answer(ask(), 'k1', 'v')).toBeNull();
    expect(await pages.answer(ask(), 'k3', 'v')!.text()).toBe('k3');
  });
});
