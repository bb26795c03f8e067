// Wedding profile and planning-task rules shared by the dashboard island and the server.

import { daysBetween } from '../../../lib/dates.ts';

export const EVENT_TYPES = ['wedding', 'engagement', 'reception', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const eventTypeLabels: Record<EventType, string> = {
  wedding: 'Wedding',
  engagement: 'Engagement',
  reception: 'Reception',
  other: 'Other',
};

export const weddingMessages = {
  created: 'Wedding profile created successfully',
  loaded: 'Wedding profile loaded successfully',
  createFailed: 'Failed to create wedding profile. Please try again.',
  updated: 'Wedding profile updated successfully',
  updateFailed: 'Failed to update wedding profile',
  loadFailed: 'Failed to load wedding profile',
  signInToCreate: 'You must be logged in to create a wedding profile',
  taskUpdated: 'Task updated successfully',
  taskAdded: 'Task added',
  taskDeleted: 'Task deleted',
  taskUpdateFailed: 'Failed to update task',
  saveFailed: 'Failed to save changes',
  nameRequired: 'Your name is required',
  dateInPast: 'Wedding date cannot be in the past',
  budgetNotNumber: 'Budget must be a number',
  budgetTooLarge: 'Budget is too large',
  taskNameRequired: 'Task name is required',
} as const;

export const WEDDING_LIMITS = { name: 100, city: 100, budget: 1_000_000_000_000, taskName: 200, taskDescription: 1000 } as const;

export type WeddingProfile = {
  id: string;
  userName: string;
  partnerName: string;
  weddingCity: string;
  /** YYYY-MM-DD */
  weddingDate: string | null;
  eventType: EventType;
  budget: number | null;
  /** YYYY-MM-DD: the last day the RSVP links take replies. */
  rsvpDeadline: string | null;
};

export type PlanningTask = {
  id: string;
  taskName: string;
  description: string | null;
  dueDate: string | null;
  isCompleted: boolean;
  position: number;
  /** The checklist phase it belongs to (null: outside the phases, like the RSVP tasks). */
  phaseId: string | null;
  /** The checklist page's item this task stands for (null: RSVP and custom tasks). */
  checklistItemId: string | null;
  /** Added by the couple; only these can be deleted. */
  custom: boolean;
};

/** The date `days` days before (negative: after) an ISO date, as an ISO date. */
export function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

type PhaseLike = { id: string; dueDaysBefore: number; items: readonly { id: string; title: string; description: string }[] };
export type TaskTemplate = {
  taskName: string;
  description: string;
  dueDaysBefore: number;
  position: number;
  phaseId: string | null;
  checklistItemId: string | null;
};

/**
 * Planning tasks beyond the checklist page's phases (whose item counts the public checklist
 * keeps): the RSVP links go out with the invitations, and the caterer wants final numbers
 * about ten days ahead.
 */
export const RSVP_TASKS = [
  {
    taskName: 'Send RSVP links',
    description: "Share each household's RSVP link on WhatsApp, or print its QR code on the invitation card.",
    dueDaysBefore: 45,
  },
  {
    taskName: 'Confirm final headcount with the caterer',
    description: 'Hand the caterer the sheet of each function: people attending, by meal, with children.',
    dueDaysBefore: 10,
  },
] as const;

/** Every checklist item as a task template, numbered in checklist order, then the RSVP tasks. */
export function taskTemplates(phases: readonly PhaseLike[]): TaskTemplate[] {
  const fromPhases = phases.flatMap((phase) =>
    phase.items.map((item) => ({
      taskName: item.title,
      description: item.description,
      dueDaysBefore: phase.dueDaysBefore,
      phaseId: phase.id,
      checklistItemId: item.id,
    })),
  );
  const rsvp = RSVP_TASKS.map((t) => ({ ...t, phaseId: null, checklistItemId: null }));
  return [...fromPhases, ...rsvp].map((t, position) => ({ ...t, position }));
}

/**
 * When a task falls due. With at least `leadDays` left before the wedding, the plan's own
 * timing (`dueDaysBefore` the day); with less, the plan is squeezed into the days that are
 * left, keeping its proportions, so nothing is overdue the day the plan is made and
 * wedding-day tasks stay on the day. A wedding today or in the past: everything is due on it.
 */
export function plannedDueDate(weddingDate: string, dueDaysBefore: number, today: string, leadDays: number): string {
  const left = daysBetween(today, weddingDate);
  if (left <= 0) return weddingDate;
  if (left >= leadDays) return daysBefore(weddingDate, dueDaysBefore);
  return daysBefore(weddingDate, Math.floor((Math.min(dueDaysBefore, leadDays) * left) / leadDays));
}

/** The longest lead of a plan: its earliest tasks fall due this many days before the wedding. */
export function planLeadDays(templates: readonly { dueDaysBefore: number }[]): number {
  return Math.max(0, ...templates.map((t) => t.dueDaysBefore));
}

/** An open task whose due date has passed. */
export function isOverdue(task: { dueDate: string | null; isCompleted: boolean }, today: string): boolean {
  return !task.isCompleted && task.dueDate !== null && task.dueDate < today;
}

/** Due dates first (soonest first), undated tasks last, then in checklist order. */
export function compareTasks(a: { dueDate: string | null; position: number }, b: { dueDate: string | null; position: number }): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.position - b.position;
}
