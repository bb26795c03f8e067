import { describe, expect, it } from 'vitest';
import { isOverdue, plannedDueDate } from './wedding.ts';

describe('plannedDueDate', () => {
  const lead = 180;
  it('keeps the plan’s own timing when the wedding is far enough away', () => {
    expect(plannedDueDate('2028-06-30', 180, '2027-01-01', lead)).toBe('2028-01-02');
    expect(plannedDueDate('2028-06-30', 0, '2027-01-01', lead)).toBe('2028-06-30');
    // Exactly the lead away: the first tasks fall due today.
    expect(plannedDueDate('2027-06-30', 180, '2027-01-01', lead)).toBe('2027-01-01');
  });

  it('squeezes the plan into the days left, from today to the wedding', () => {
    // 90 days left: a task 180 days ahead is due today, one 90 days ahead halfway, the day's on the day.
    expect(plannedDueDate('2027-04-01', 180, '2027-01-01', lead)).toBe('2027-01-01');
    expect(plannedDueDate('2027-04-01', 90, '2027-01-01', lead)).toBe('2027-02-15');
    expect(plannedDueDate('2027-04-01', 7, '2027-01-01', lead)).toBe('2027-03-29');
    expect(plannedDueDate('2027-04-01', 0, '2027-01-01', lead)).toBe('2027-04-01');
    // Never before today, whatever the lead.
    expect(plannedDueDate('2027-01-05', 500, '2027-01-01', lead)).toBe('2027-01-01');
  });

  it('puts everything on the day for a wedding today or past', () => {
    expect(plannedDueDate('2027-01-01', 180, '2027-01-01', lead)).toBe('2027-01-01');
    expect(plannedDueDate('2026-12-01', 30, '2027-01-01', lead)).toBe('2026-12-01');
  });
});

describe('isOverdue', () => {
  it('marks open tasks whose day has passed', () => {
    expect(isOverdue({ dueDate: '2026-12-31', isCompleted: false }, '2027-01-01')).toBe(true);
    expect(isOverdue({ dueDate: '2027-01-01', isCompleted: false }, '2027-01-01')).toBe(false);
    expect(isOverdue({ dueDate: '2026-12-31', isCompleted: true }, '2027-01-01')).toBe(false);
    expect(isOverdue({ dueDate: null, isCompleted: false }, '2027-01-01')).toBe(false);
  });
});
