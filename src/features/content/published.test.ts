import { describe, expect, it } from 'vitest';
import { isPublished } from './published.ts';

const now = new Date('2026-11-28T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('isPublished', () => {
  it('keeps a published entry dated today or earlier', () => {
    expect(isPublished({ data: { status: 'published', publishedAt: new Date(now.getTime() - day) } }, now)).toBe(true);
    expect(isPublished({ data: { status: 'published', publishedAt: now } }, now)).toBe(true);
  });

  it('refuses a draft, whatever its date', () => {
    expect(isPublished({ data: { status: 'draft', publishedAt: new Date(now.getTime() - day) } }, now)).toBe(false);
  });

  it('refuses an entry dated after now until that date comes', () => {
    const later = { data: { status: 'published', publishedAt: new Date(now.getTime() + day) } };
    expect(isPublished(later, now)).toBe(false);
    expect(isPublished(later, new Date(now.getTime() + 2 * day))).toBe(true);
  });

  it('reads a scheduled publish date before the date of publication', () => {
    const scheduled = { data: { status: 'published', publishedAt: new Date(now.getTime() - day), publishDate: new Date(now.getTime() + day) } };
    expect(isPublished(scheduled, now)).toBe(false);
  });

  it('takes an entry without status or date as published (collections that have neither)', () => {
    expect(isPublished({ data: {} }, now)).toBe(true);
  });
});
