// The checklist's pure logic: merging ticks and custom items into the phases, progress,
// and reading a signed-out visitor's progress from the browser. Browser-safe, no zod.
import { checklistPhases, phaseProgress, type ChecklistPhase } from '../wedding/phases.ts';
import { shownTask, type TaskTexts } from '../wedding/task-texts.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { checklistIslandMessages } from './messages.ts';

/** The checklist island's texts, bound (its page passes them as data). */
export type ChecklistTexts = Bound<CatalogueOf<typeof checklistIslandMessages>>;

export const CUSTOM_TITLE_MAX = 120;
export const CUSTOM_DESCRIPTION_MAX = 500;
/** A couple's custom items per phase; generous, but a bound keeps one account from filling the table. */
export const CUSTOM_ITEMS_PER_PHASE_MAX = 50;
export const LOCAL_PROGRESS_KEY = 'mandap:checklist-progress';

/** The actions' validation messages (English; the page shows its own language's, messages.ts). */
export const checklistMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CUSTOM_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CUSTOM_DESCRIPTION_MAX} characters`,
} as const;

export interface CustomItem {
  id: string;
  /** Null for planned tasks outside the six phases (the RSVP tasks of a wedding profile). */
  phaseId: string | null;
  title: string;
  description: string;
  dueDate?: string | null;
  /** A planned task rather than one the couple added: it cannot be edited here or removed. */
  planned?: boolean;
}

/** A fixed item as the couple's wedding profile holds it: possibly renamed, with a due date. */
export interface PlannedItem {
  title: string;
  description: string;
  dueDate: string | null;
}

export interface ChecklistData {
  completed: string[];
  customItems: CustomItem[];
  /** With a wedding profile, the fixed items come from its planning tasks. */
  planned?: Record<string, PlannedItem>;
}

export interface ItemView {
  id: string;
  title: string;
  description: string;
  completed: boolean;
  custom: boolean;
  dueDate: string | null;
}

/** The tasks outside the six phases, shown after them for a couple with a wedding profile. */
export const OTHER_TASKS = { id: 'other', title: 'More planning tasks', description: 'Tasks beyond the phases, from your wedding profile.' } as const;

/** What a planning task needs to be one of the checklist's items. */
export interface TaskLike {
  id: string;
  taskName: string;
  description: string | null;
  dueDate: string | null;
  isCompleted: boolean;
  phaseId: string | null;
  checklistItemId: string | null;
  custom: boolean;
}

/** A wedding profile's planning tasks as the checklist page's data: fixed items keep their ids. */
export function checklistFromTasks(tasks: readonly TaskLike[]): ChecklistData {
  const planned: Record<string, PlannedItem> = {};
  const customItems: CustomItem[] = [];
  for (const task of tasks) {
    if (task.checklistItemId) {
      planned[task.checklistItemId] = { title: task.taskName, description: task.description ?? '', dueDate: task.dueDate };
    } else {
      customItems.push({
        id: task.id,
        phaseId: task.phaseId,
        title: task.taskName,
        description: task.description ?? '',
        dueDate: task.dueDate,
        ...(task.custom ? {} : { planned: true }),
      });
    }
  }
  const completed = tasks.filter((t) => t.isCompleted).map((t) => t.checklistItemId ?? t.id);
  return { completed, customItems, planned };
}

export interface PhaseView {
  id: string;
  title: string;
  description: string;
  items: ItemView[];
  completedCount: number;
  progress: number;
}

const fixedItems = new Map(checklistPhases.flatMap((phase) => phase.items.map((item) => [item.id, item] as const)));
const fixedItemIds = new Set(fixedItems.keys());

export function isFixedItemId(id: string): boolean {
  return fixedItemIds.has(id);
}

function phaseView(phase: Pick<ChecklistPhase, 'id' | 'title' | 'description'>, items: ItemView[]): PhaseView {
  const completedCount = items.filter((item) => item.completed).length;
  return { id: phase.id, title: phase.title, description: phase.description, items, completedCount, progress: phaseProgress(completedCount, items.length) };
}

/**
 * The phases with each item's tick, the couple's custom items after the fixed ones, and
 * progress; planned tasks outside the phases follow in one more group. A planned task shows
 * the page's words (`phases`, and `texts` for the RSVP tasks) until the couple renames it.
 */
export function buildChecklist(
  data: ChecklistData,
  phases: readonly ChecklistPhase[] = checklistPhases,
  otherTasks: Pick<ChecklistPhase, 'title' | 'description'> = OTHER_TASKS,
  texts: TaskTexts = {},
): PhaseView[] {
  const done = new Set(data.completed);
  const asView = (item: CustomItem): ItemView => {
    const shown = item.planned ? shownTask({ taskName: item.title, description: item.description, checklistItemId: null }, texts) : null;
    return {
      id: item.id,
      title: shown?.taskName ?? item.title,
      description: shown?.description ?? item.description,
      completed: done.has(item.id),
      custom: !item.planned,
      dueDate: item.dueDate ?? null,
    };
  };
  const plannedView = (item: ChecklistPhase['items'][number]) => {
    const planned = data.planned?.[item.id];
    const written = fixedItems.get(item.id);
    return {
      ...item,
      title: planned && planned.title !== written?.title ? planned.title : item.title,
      description: planned && planned.description !== written?.description ? planned.description : item.description,
      completed: done.has(item.id),
      custom: false,
      dueDate: planned?.dueDate ?? null,
    };
  };
  const views = phases.map((phase) =>
    phaseView(phase, [...phase.items.map(plannedView), ...data.customItems.filter((item) => item.phaseId === phase.id).map(asView)]),
  );
  const known = new Set(phases.map((phase) => phase.id));
  const others = data.customItems.filter((item) => item.phaseId === null || !known.has(item.phaseId)).map(asView);
  return others.length ? [...views, phaseView({ ...otherTasks, id: OTHER_TASKS.id }, others)] : views;
}

type ItemErrorMessages = Record<'titleRequired' | 'titleTooLong' | 'descriptionTooLong', string>;

/**
 * Field errors for a new custom item, with the same messages the server sends (in English),
 * or the page's own.
 */
export function customItemErrors(
  input: { title: string; description: string },
  messages: ItemErrorMessages = checklistMessages,
): { title?: string; description?: string } {
  const errors: { title?: string; description?: string } = {};
  const title = input.title.trim();
  if (!title) errors.title = messages.titleRequired;
  else if (title.length > CUSTOM_TITLE_MAX) errors.title = messages.titleTooLong;
  if (input.description.trim().length > CUSTOM_DESCRIPTION_MAX) errors.description = messages.descriptionTooLong;
  return errors;
}

/** A signed-out visitor's ticks from localStorage; anything unreadable counts as none. */
export function parseLocalProgress(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && isFixedItemId(id)) : [];
  } catch {
    return [];
  }
}

export function toggleId(ids: readonly string[], id: string, completed: boolean): string[] {
  const rest = ids.filter((existing) => existing !== id);
  return completed ? [...rest, id] : rest;
}
