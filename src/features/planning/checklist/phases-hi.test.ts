import { describe, expect, it } from 'vitest';
import { checklistPhases } from '../wedding/phases.ts';
import { HINDI_CHECKLIST, checklistPhasesIn } from './phases-hi.ts';

describe('the checklist in Hindi', () => {
  const ids = checklistPhases.flatMap((phase) => [phase.id, ...phase.items.map((item) => item.id)]);

  it('has Hindi texts for every phase and item, and none for ids that do not exist', () => {
    expect(Object.keys(HINDI_CHECKLIST).sort()).toEqual([...ids].sort());
  });

  it('keeps ids, order and due days, and has no English left', () => {
    const hindi = checklistPhasesIn('hi');
    expect(hindi.map((p) => [p.id, p.dueDaysBefore, p.items.map((i) => i.id)])).toEqual(
      checklistPhases.map((p) => [p.id, p.dueDaysBefore, p.items.map((i) => i.id)]),
    );
    for (const text of hindi.flatMap((p) => [p, ...p.items])) {
      expect(text.title, text.id).not.toMatch(/[A-Za-z]/);
      expect(text.description, text.id).not.toMatch(/[A-Za-z]/);
    }
    expect(checklistPhasesIn('en')).toBe(checklistPhases);
  });
});
