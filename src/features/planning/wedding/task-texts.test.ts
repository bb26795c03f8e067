import { describe, expect, it } from 'vitest';
import { checklistPhases } from './phases.ts';
import { RSVP_TASKS } from './wedding.ts';
import { shownTask } from './task-texts.ts';
import { HINDI_CHECKLIST, HINDI_RSVP_TASKS, planningTaskTexts } from '../checklist/phases-hi.ts';

const item = checklistPhases[0]!.items[0]!;
const hindi = planningTaskTexts('hi').messages;

describe('planned tasks in the account language', () => {
  it('shows a checklist task the couple has not renamed in Hindi, and in English for an English account', () => {
    const task = { taskName: item.title, description: item.description, checklistItemId: item.id };
    expect(shownTask(task, hindi)).toEqual({ taskName: HINDI_CHECKLIST[item.id]!.title, description: HINDI_CHECKLIST[item.id]!.description });
    expect(shownTask(task, planningTaskTexts('en').messages)).toEqual({ taskName: item.title, description: item.description });
  });

  it("keeps the couple's own words: a renamed name or description stays as written", () => {
    const renamed = { taskName: 'Budget talk with both families', description: item.description, checklistItemId: item.id };
    expect(shownTask(renamed, hindi)).toEqual({ taskName: 'Budget talk with both families', description: HINDI_CHECKLIST[item.id]!.description });
    const redescribed = { taskName: item.title, description: 'Our own note', checklistItemId: item.id };
    expect(shownTask(redescribed, hindi)).toEqual({ taskName: HINDI_CHECKLIST[item.id]!.title, description: 'Our own note' });
  });

  it('shows the RSVP tasks in Hindi by their English names, and leaves custom tasks alone', () => {
    RSVP_TASKS.forEach((task, i) => {
      expect(shownTask({ taskName: task.taskName, description: task.description, checklistItemId: null }, hindi)).toEqual({
        taskName: HINDI_RSVP_TASKS[i]!.title,
        description: HINDI_RSVP_TASKS[i]!.description,
      });
    });
    expect(shownTask({ taskName: 'Book the mehendi artist again', description: null, checklistItemId: null }, hindi)).toEqual({
      taskName: 'Book the mehendi artist again',
      description: null,
    });
  });

  it('has Hindi words for every phase, item and RSVP task, with no Latin letters', () => {
    const keys = checklistPhases.flatMap((phase) => [phase.id, ...phase.items.map((i) => i.id)]);
    for (const key of [...keys, 'rsvp-0', 'rsvp-1']) {
      expect(hindi[key], key).toMatch(/[\u0900-\u097F]/);
      expect(hindi[`${key}:description`], key).toMatch(/[\u0900-\u097F]/);
    }
    for (const text of Object.values(hindi)) expect(text).not.toMatch(/[A-Za-z]/);
    expect(planningTaskTexts('en').messages).toEqual({});
  });
});
