// What the public RSVP page does with a request: find the invitation behind the token, take a
// posted reply (rate limited, checked, saved in one transaction) and say what to show.
import type { Db } from '../../../server/db/client.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { hashRsvpToken } from '../households/rsvp-link.server.ts';
import { digestState, findInvitation, saveReply } from './rsvp.server.ts';
import { deadlinePassed, formAsShown, readReply, RSVP_LIMITS, rsvpMessages, stateFields, type Invitation } from './rsvp.ts';

export type RsvpView = {
  invitation: Invitation;
  /** The values the form shows: as stored, or as posted when the reply had problems. */
  values: URLSearchParams;
  errors: string[];
  notice: string | null;
  closed: boolean;
  status: number;
};

export type RsvpOutcome = { kind: 'not-found' } | { kind: 'redirect'; to: string } | ({ kind: 'page' } & RsvpView);

function view(invitation: Invitation, now: Date, extra: Partial<RsvpView> = {}): RsvpOutcome {
  return {
    kind: 'page',
    invitation,
    values: formAsShown(invitation, digestState),
    errors: [],
    notice: null,
    closed: deadlinePassed(invitation.deadline, now),
    status: 200,
    ...extra,
  };
}

export async function showRsvp(db: Db, token: string, query: URLSearchParams, now = new Date()): Promise<RsvpOutcome> {
  const invitation = await findInvitation(db, token);
  if (!invitation) return { kind: 'not-found' };
  const notice = query.has('saved') ? (query.has('full') ? `${rsvpMessages.saved} ${rsvpMessages.overAllowance(0)}` : rsvpMessages.saved) : null;
  return view(invitation, now, { notice });
}

export async function postRsvp(db: Db, token: string, form: FormData, ip: string, now = new Date()): Promise<RsvpOutcome> {
  const invitation = await findInvitation(db, token);
  if (!invitation) return { kind: 'not-found' };
  if (deadlinePassed(invitation.deadline, now)) return view(invitation, now, { status: 403 });
  const [perToken, perIp] = await Promise.all([
    consumeRateLimit(db, `rsvp:token:${hashRsvpToken(token)}`, RSVP_LIMITS.perToken, RSVP_LIMITS.windowMs, now.getTime()),
    consumeRateLimit(db, `rsvp:ip:${ip}`, RSVP_LIMITS.perIp, RSVP_LIMITS.windowMs, now.getTime()),
  ]);
  if (!perToken.allowed || !perIp.allowed) return view(invitation, now, { status: 429, errors: [rsvpMessages.tooMany] });

  const posted = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string' && posted.size < 2000) posted.append(name, value.slice(0, 500));
  const { reply, errors } = readReply(posted, invitation, digestState);
  if (errors.length) {
    // Shown again as posted, checked against the invitation as it is now.
    for (const [name, value] of Object.entries(stateFields(invitation, digestState))) posted.set(name, value);
    return view(invitation, now, { status: 400, errors, values: posted });
  }
  const { extrasRefused } = await saveReply(db, invitation, reply, now);
  return { kind: 'redirect', to: `/rsvp/${token}?saved=1${extrasRefused ? '&full=1' : ''}` };
}
