import { describe, expect, it } from 'vitest';
import { mergeActivity, type ActivityItem } from './profile.ts';

const item = (kind: ActivityItem['kind'], at: string): ActivityItem => ({ kind, text: `${kind} ${at}`, href: null, at });

describe('mergeActivity', () => {
  it('merges newest first and keeps ten', () => {
    const shortlists = ['2026-05-09', '2026-05-07', '2026-05-05', '2026-05-03', '2026-05-01'].map((d) => item('shortlist', d));
    const reviews = ['2026-05-10', '2026-05-08', '2026-05-06', '2026-05-04', '2026-05-02'].map((d) => item('review', d));
    const bookings = ['2026-04-30', '2026-04-29'].map((d) => item('booking', d));
    const merged = mergeActivity([shortlists, reviews, bookings]);
    expect(merged).toHaveLength(10);
    expect(merged.map((m) => m.at)).toEqual([
      '2026-05-10',
      '2026-05-09',
      '2026-05-08',
      '2026-05-07',
      '2026-05-06',
      '2026-05-05',
      '2026-05-04',
      '2026-05-03',
      '2026-05-02',
      '2026-05-01',
    ]);
  });
});
