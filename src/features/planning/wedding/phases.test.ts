import { describe, expect, it } from 'vitest';
import { checklistPhases, phaseProgress } from './phases.ts';

describe('checklistPhases', () => {
  it('has the six phases with the item counts of the specification', () => {
    expect(checklistPhases.map((p) => [p.title, p.items.length])).toEqual([
      ['6 Months and More', 6],
      ['3-5 Months Before', 6],
      ['1-2 Months Before', 6],
      ['2-4 Weeks Before', 6],
      ['1 Week Before', 4],
      ['Wedding Day', 4],
    ]);
  });

  it('falls due earlier for earlier phases, ending on the wedding day', () => {
    expect(checklistPhases.map((p) => p.dueDaysBefore)).toEqual([180, 90, 45, 21, 7, 0]);
  });

  it('gives every phase and item a unique id', () => {
    const ids = checklistPhases.flatMap((p) => [p.id, ...p.items.map((i) => i.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const phase of checklistPhases) {
      for (const item of phase.items) expect(item.id.startsWith(`${phase.id}-`)).toBe(true);
    }
  });
});

describe('phaseProgress', () => {
  it('is completed ÷ total × 100, rounded', () => {
    expect(phaseProgress(0, 6)).toBe(0);
    expect(phaseProgress(1, 6)).toBe(17);
    expect(phaseProgress(2, 6)).toBe(33);
    expect(phaseProgress(3, 4)).toBe(75);
    expect(phaseProgress(6, 6)).toBe(100);
  });

  it('is 0 for an empty phase and never leaves 0..100', () => {
    expect(phaseProgress(0, 0)).toBe(0);
    expect(phaseProgress(9, 6)).toBe(100);
    expect(phaseProgress(-1, 6)).toBe(0);
  });
});
