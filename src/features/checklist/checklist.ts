// The checklist's pure logic: merging ticks and custom items into the phases, progress,
// and reading a signed-out visitor's progress from the browser. Browser-safe, no zod.
import { checklistPhases, phaseProgress, type ChecklistPhase } from './phases.ts';

export const CUSTOM_TITLE_MAX = 120;
export const CUSTOM_DESCRIPTION_MAX = 500;
/** A couple's custom items per phase; generous, but a bound keeps one account from filling the table. */
export const CUSTOM_ITEMS_PER_PHASE_MAX = 50;
export const LOCAL_PROGRESS_KEY = 'mandap:checklist-progress';

export const checklistMessages = {
  loginNotice: 'Login to save your checklist progress and add custom items',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CUSTOM_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CUSTOM_DESCRIPTION_MAX} characters`,
  saveFailed: 'Failed to save changes',
  loadFailed: 'Failed to load your checklist',
} as const;

export interface CustomItem {
  id: string;
  phaseId: string;
  title: string;
  description: string;
}

export interface ChecklistData {
  completed: string[];
  customItems: CustomItem[];
}

export interface ItemView {
  id: string;
  title: string;
  description: string;
  completed: boolean;
  custom: boolean;
}

export interface PhaseView {
  id: string;
  title: string;
  description: string;
  items: ItemView[];
  completedCount: number;
  progress: number;
}

const fixedItemIds = new Set(checklistPhases.flatMap((phase) => phase.items.map((item) => item.id)));

export function isFixedItemId(id: string): boolean {
  return fixedItemIds.has(id);
}

/** The phases with each item's tick, the couple's custom items after the fixed ones, and progress. */
export function buildChecklist(
  data: ChecklistData,
  phases: readonly ChecklistPhase[] = checklistPhases,
): PhaseView[] {
  const done = new Set(data.completed);
  return phases.map((phase) => {
    const items: ItemView[] = [
      ...phase.items.map((item) => ({ ...item, completed: done.has(item.id), custom: false })),
      ...data.customItems
        .filter((item) => item.phaseId === phase.id)
        .map((item) => ({ id: item.id, title: item.title, description: item.description, completed: done.has(item.id), custom: true })),
    ];
    const completedCount = items.filter((item) => item.completed).length;
    return {
      id: phase.id,
      title: phase.title,
      description: phase.description,
      items,
      completedCount,
      progress: phaseProgress(completedCount, items.length),
    };
  });
}

/** Field errors for a new custom item, with the same messages the server sends. */
export function customItemErrors(input: { title: string; description: string }): { title?: string; description?: string } {
  const errors: { title?: string; description?: string } = {};
  const title = input.title.trim();
  if (!title) errors.title = checklistMessages.titleRequired;
  else if (title.length > CUSTOM_TITLE_MAX) errors.title = checklistMessages.titleTooLong;
  if (input.description.trim().length > CUSTOM_DESCRIPTION_MAX) errors.description = checklistMessages.descriptionTooLong;
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
