// Collaborators as the people page shows them, and the rules that need no database.
import type { CollaboratorRole, WeddingSide } from '../../../server/db/schema.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** People one wedding may invite, accepted and pending together: a bound, not a plan. */
export const COLLABORATORS_PER_WEDDING = 30;

/** Invitation mails one account sends per hour (besides the site's mail limits). */
export const INVITATIONS_PER_SENDER_PER_HOUR = 20;

export type Collaborator = {
  id: string;
  email: string;
  name: string | null;
  role: CollaboratorRole;
  side: WeddingSide;
  status: 'pending' | 'expired' | 'accepted';
};

export type PendingInvitation = {
  id: string;
  couple: string;
  role: CollaboratorRole;
  side: WeddingSide;
};

/** An e-mail address as invitations store and compare it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
