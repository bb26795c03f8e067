// Who may do what on a wedding: the couple, and the people they invited with a role and a side.
// Plain rules, free of the database, shared by the server checks and the pages that explain them.
import type { CollaboratorRole, WeddingSide } from '../../../server/db/schema.ts';

export type WeddingRole = 'couple' | CollaboratorRole;

/** How the signed-in account sees the open wedding: its role and side (what the pages show it). */
export type WeddingView = { role: WeddingRole; side: WeddingSide };

/**
 * What a request asks of the wedding: `read` anything a collaborator sees; `budget-lines` read
 * the budget's lines (a family member sees its side's totals only); `guests` change guests and
 * households (a family member only its side's); `plan` change functions and the checklist;
 * `manage` change the profile and the budget; `couple` what only the couple does.
 */
export type WeddingNeed = 'read' | 'budget-lines' | 'guests' | 'plan' | 'manage' | 'couple';

const ALLOWED: Record<WeddingNeed, readonly WeddingRole[]> = {
  read: ['couple', 'co-planner', 'family', 'viewer'],
  'budget-lines': ['couple', 'co-planner', 'viewer'],
  guests: ['couple', 'co-planner', 'family'],
  plan: ['couple', 'co-planner', 'family'],
  manage: ['couple', 'co-planner'],
  couple: ['couple'],
};

export function roleAllows(role: WeddingRole, need: WeddingNeed): boolean {
  return ALLOWED[need].includes(role);
}

/** The side whose guests and households this role and side may see; null for all of them. */
export function sideLimit(role: WeddingRole, side: WeddingSide): Exclude<WeddingSide, 'both'> | null {
  return role === 'family' && side !== 'both' ? side : null;
}

/**
 * What each wedding action asks (by its name, as `/_actions/<name>` carries it). An action of
 * these groups missing here is refused to every collaborator (access-policy.test.ts lists them).
 */
export const ACTION_NEEDS: Record<string, WeddingNeed> = {
  'guests.add': 'guests',
  'guests.update': 'guests',
  'guests.remove': 'guests',
  'guests.removeMany': 'guests',
  'guests.import': 'guests',
  'households.create': 'guests',
  'households.update': 'guests',
  'households.remove': 'guests',
  'households.moveGuests': 'guests',
  'households.merge': 'guests',
  'households.setInvites': 'guests',
  'households.setChild': 'guests',
  'households.regenerateLink': 'guests',
  'households.markRepliesSeen': 'guests',
  'functions.add': 'plan',
  'functions.update': 'plan',
  'functions.remove': 'plan',
  'functions.reorder': 'plan',
  'functions.addDefaults': 'plan',
  'checklist.setItem': 'plan',
  'checklist.addItem': 'plan',
  'checklist.editItem': 'plan',
  'checklist.removeItem': 'plan',
  'wedding.toggleTask': 'plan',
  'wedding.updateTask': 'plan',
  'wedding.addTask': 'plan',
  'wedding.deleteTask': 'plan',
  'wedding.updateProfile': 'manage',
  'budget.savePlan': 'manage',
  'budget.usePlan': 'manage',
  'budget.addItem': 'manage',
  'budget.updateItem': 'manage',
  'budget.removeItem': 'manage',
  'budget.markPaid': 'manage',
};

/** Groups whose every action works on the open wedding (others work on the account's own rows). */
export const WEDDING_ACTION_GROUPS = ['guests', 'households', 'functions', 'checklist', 'wedding', 'budget'] as const;

/** Actions on the account's own rows even inside a wedding group: making one's own profile. */
const OWN_ACTIONS = new Set(['wedding.createProfile']);

/** What the named action asks of the open wedding; null when it works on the account's own rows. */
export function actionNeed(name: string): WeddingNeed | null {
  if (OWN_ACTIONS.has(name)) return null;
  const group = name.split('.')[0] ?? '';
  if (!(WEDDING_ACTION_GROUPS as readonly string[]).includes(group)) return null;
  return ACTION_NEEDS[name] ?? 'couple';
}
