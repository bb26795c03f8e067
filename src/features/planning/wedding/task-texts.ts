// A planned task in the reader's language. Planning tasks are stored in English, as the
// checklist's items and the RSVP tasks were written; a task the couple has not renamed shows
// the words of the account's language, one they renamed keeps their own. Browser-safe.
import { checklistPhases } from './phases.ts';
import { RSVP_TASKS } from './wedding.ts';

/** The words of a language by key (`id` the title, `id:description` the description); none in English. */
export type TaskTexts = Record<string, string>;

export const rsvpTaskKey = (index: number) => `rsvp-${index}`;

const english = new Map<string, { title: string; description: string }>();
for (const phase of checklistPhases) {
  english.set(phase.id, phase);
  for (const item of phase.items) english.set(item.id, item);
}
RSVP_TASKS.forEach((task, i) => english.set(rsvpTaskKey(i), { title: task.taskName, description: task.description }));

type TaskLike = { taskName: string; description: string | null; checklistItemId: string | null };

/** Which written task this is: its checklist item, or one of the RSVP tasks by its English name. */
function templateKey(task: TaskLike): string | null {
  if (task.checklistItemId) return task.checklistItemId;
  const i = RSVP_TASKS.findIndex((t) => t.taskName === task.taskName);
  return i === -1 ? null : rsvpTaskKey(i);
}

/** The task's name and description as the reader sees them. */
export function shownTask(task: TaskLike, texts: TaskTexts): { taskName: string; description: string | null } {
  const key = templateKey(task);
  const original = key ? english.get(key) : undefined;
  if (!key || !original) return { taskName: task.taskName, description: task.description };
  const title = texts[key];
  const description = texts[`${key}:description`];
  return {
    taskName: title !== undefined && task.taskName === original.title ? title : task.taskName,
    description: description !== undefined && (task.description ?? '') === original.description ? description : task.description,
  };
}
