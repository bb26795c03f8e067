import { describe, expect, it } from 'vitest';
import { buildChecklist, checklistMessages, customItemErrors, parseLocalProgress, toggleId } from './checklist.ts';
import { checklistPhases } from '../wedding/phases.ts';
import { addItemInput } from './checklist.schema.ts';
import { RSVP_TASKS } from '../wedding/wedding.ts';
import { checklistPhasesIn, HINDI_CHECKLIST, HINDI_RSVP_TASKS } from './phases-hi.ts';

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

describe('buildChecklist on a Hindi page, for a couple with a wedding profile', () => {
  const [budget, muhurat] = [first.items[0]!, first.items[1]!];
  const rsvp = RSVP_TASKS[0];
  const data = {
    completed: [],
    planned: {
      [budget.id]: { title: budget.title, description: budget.description, dueDate: '2027-01-10' },
      [muhurat.id]: { title: 'Ask Panditji for February dates', description: muhurat.description, dueDate: null },
    },
    customItems: [{ id: 't-1', phaseId: null, title: rsvp.taskName, description: rsvp.description, dueDate: null, planned: true }],
  };
  const view = buildChecklist(
    data,
    checklistPhasesIn('hi'),
    { title: 'और काम', description: 'चरणों के अलावा' },
    { 'rsvp-0': HINDI_RSVP_TASKS[0]!.title, 'rsvp-0:description': HINDI_RSVP_TASKS[0]!.description },
  );

  it("shows the planned tasks in Hindi unless the couple renamed them, keeping the profile's due dates", () => {
    expect(view[0]!.items[0]).toMatchObject({
      title: HINDI_CHECKLIST[budget.id]!.title,
      description: HINDI_CHECKLIST[budget.id]!.description,
      dueDate: '2027-01-10',
    });
    expect(view[0]!.items[1]).toMatchObject({ title: 'Ask Panditji for February dates', description: HINDI_CHECKLIST[muhurat.id]!.description });
  });

  it('shows the RSVP tasks beyond the phases in Hindi', () => {
    expect(view.at(-1)).toMatchObject({ title: 'और काम', items: [{ id: 't-1', title: HINDI_RSVP_TASKS[0]!.title, custom: false }] });
  });

  it('changes nothing on the English page', () => {
    const english = buildChecklist(data);
    expect(english[0]!.items[0]).toMatchObject({ title: budget.title, description: budget.description });
    expect(english[0]!.items[1]).toMatchObject({ title: 'Ask Panditji for February dates' });
    expect(english.at(-1)!.items[0]).toMatchObject({ title: rsvp.taskName, description: rsvp.description });
  });
});
