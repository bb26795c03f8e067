import { describe, expect, it } from 'vitest';
import { isPublished } from './publishing.ts';

const entry = (status: 'draft' | 'published', date: string) => ({ data: { status, publishedAt: new Date(date) } });
const now = new Date('2026-11-28T12:00:00Z');

describe('isPublished', () => {
  it('shows a published entry whose date has come', () => {
    expect(isPublished(entry('published', '2026-11-28T12:00:00Z'), now)).toBe(true);
    expect(isPublished(entry('published', '2026-01-01'), now)).toBe(true);
  });

  it('never shows a draft, whatever its date', () => {
    expect(isPublished(entry('draft', '2026-01-01'), now)).toBe(false);
  });

  it('holds a scheduled entry back until its date', () => {
    expect(isPublished(entry('published', '2026-11-29'), now)).toBe(false);
    expect(isPublished(entry('published', '2026-11-29'), new Date('2026-11-29T00:00:00Z'))).toBe(true);
  });
});
