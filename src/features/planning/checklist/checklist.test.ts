import { describe, expect, it } from 'vitest';
import { buildChecklist, checklistMessages, customItemErrors, parseLocalProgress, toggleId } from './checklist.ts';
import { checklistPhases } from '../wedding/phases.ts';
import { addItemInput } from './checklist.schema.ts';

const first = checklistPhases[0]!;
const last = checklistPhases[5]!;

describe('buildChecklist', () => {
  it('ticks items, appends custom items to their phase and computes progress', () => {
    const view = buildChecklist({
      completed: [first.items[0]!.id, first.items[1]!.id, 'custom-1'],
      customItems: [{ id: 'custom-1', phaseId: first.id, title: 'Book the ghodi', description: '' }],
    });
    expect(view).toHaveLength(6);
    expect(view[0]!.items).toHaveLength(7);
    expect(view[0]!.items.at(-1)).toMatchObject({ id: 'custom-1', custom: true, completed: true });
    expect(view[0]!.completedCount).toBe(3);
    expect(view[0]!.progress).toBe(43);
    expect(view[5]!.progress).toBe(0);
  });

  it('shows 25 % when one of the four wedding-day items is done', () => {
    const view = buildChecklist({ completed: [last.items[0]!.id], customItems: [] });
    expect(view[5]!.progress).toBe(25);
  });
});

describe('custom item validation', () => {
  it('requires a title that is not blank', () => {
    expect(customItemErrors({ title: '   ', description: '' })).toEqual({ title: checklistMessages.titleRequired });
    expect(customItemErrors({ title: 'Book the band', description: '' })).toEqual({});
    const parsed = addItemInput.safeParse({ phaseId: first.id, title: '  \t ', description: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Title is required');
  });

  it('trims the title and refuses unknown phases', () => {
    expect(addItemInput.parse({ phaseId: first.id, title: '  Pack gifts  ' })).toEqual({ phaseId: first.id, title: 'Pack gifts', description: '' });
    expect(addItemInput.safeParse({ phaseId: 'nope', title: 'x' }).success).toBe(false);
  });
});

describe('local progress', () => {
  it('keeps known item ids and ignores anything else', () => {
    const id = first.items[0]!.id;
    expect(parseLocalProgress(JSON.stringify([id, 'unknown', 7]))).toEqual([id]);
    expect(parseLocalProgress('{not json')).toEqual([]);
    expect(parseLocalProgress(null)).toEqual([]);
  });

  it('toggles ids without duplicates', () => {
    expect(toggleId(['a'], 'a', true)).toEqual(['a']);
    expect(toggleId(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
