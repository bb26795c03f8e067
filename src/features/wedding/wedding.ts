// Wedding profile and planning-task rules shared by the dashboard island and the server.

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
  taskUpdateFailed: 'Failed to update task',
  saveFailed: 'Failed to save changes',
} as const;

export const WEDDING_LIMITS = { name: 100, city: 100, budget: 1_000_000_000_000, taskName: 200, taskDescription: 1000 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
};

/** The date `days` days before (negative: after) an ISO date, as an ISO date. */
export function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

type PhaseLike = { dueDaysBefore: number; items: readonly { title: string; description: string }[] };
export type TaskTemplate = { taskName: string; description: string; dueDaysBefore: number; position: number };

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
  return [...phases.flatMap((phase) => phase.items.map((item) => ({ taskName: item.title, description: item.description, dueDaysBefore: phase.dueDaysBefore }))), ...RSVP_TASKS].map((t, position) => ({ ...t, position }));
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
