import { describe, expect, it } from 'vitest';
import { localePath, splitLocale, toLocale } from './locales.ts';

describe('locale addresses', () => {
  it('puts Hindi under /hi and keeps English at today’s URLs, with query and hash', () => {
    expect(localePath('/venues/jaipur/wedding?sort=price&guests=300#results', 'hi')).toBe('/hi/venues/jaipur/wedding?sort=price&guests=300#results');
    expect(localePath('/', 'hi')).toBe('/hi/');
    expect(localePath('/hi/venues/jaipur/wedding?sort=price', 'en')).toBe('/venues/jaipur/wedding?sort=price');
    expect(localePath('/hi', 'en')).toBe('/');
    expect(localePath('/hi/ideas', 'hi')).toBe('/hi/ideas');
  });

  it('leaves other sites, mail links and fragments alone', () => {
    expect(localePath('https://example.com/x', 'hi')).toBe('https://example.com/x');
    expect(localePath('//example.com/x', 'hi')).toBe('//example.com/x');
    expect(localePath('mailto:a@b.in', 'hi')).toBe('mailto:a@b.in');
    expect(localePath('#budget', 'hi')).toBe('#budget');
  });

  it('does not take a path that merely starts with "hi" for Hindi', () => {
    expect(splitLocale('/hindi-weddings')).toEqual({ locale: 'en', path: '/hindi-weddings' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(toLocale('fr')).toBe('en');
  });
});

describe('the language of an action or API call', async () => {
  const { requestLocale } = await import('./request.ts');
  const call = (url: string, referer?: string) =>
    requestLocale({ url: new URL(url), request: new Request(url, { headers: referer ? { Referer: referer } : {} }) });
  it('follows the page it was made from, on this site only', () => {
    expect(call('https://mandap.in/hi/venues/jaipur/wedding')).toBe('hi');
    expect(call('https://mandap.in/_actions/enquiries.send', 'https://mandap.in/hi/venues/wedding/17')).toBe('hi');
    expect(call('https://mandap.in/_actions/enquiries.send', 'https://mandap.in/venues/wedding/17')).toBe('en');
    expect(call('https://mandap.in/_actions/enquiries.send', 'https://evil.example/hi/x')).toBe('en');
    expect(call('https://mandap.in/_actions/enquiries.send')).toBe('en');
  });
});
