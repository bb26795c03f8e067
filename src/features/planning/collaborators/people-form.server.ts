// The forms of /dashboard/people, posted to the page itself: each names its `intent`. The
// answer is a sentence to show and, on a refusal, what was typed, to fill the form again.
import type { Db } from '../../../server/db/client.ts';
import { DomainError } from '../../../server/errors.ts';
import { COLLABORATOR_ROLES, WEDDING_SIDES } from '../../../server/db/schema.ts';
import { chooseWedding, listWeddingAccess } from '../wedding/access.server.ts';
import { collaboratorMessages } from './messages.ts';
import { changeCollaboratorInput, collaboratorIdInput, inviteInput } from './collaborators.schema.ts';
import {
  acceptPendingInvitation,
  changeCollaborator,
  declineInvitation,
  inviteCollaborator,
  removeCollaborator,
  resendInvitation,
  type Actor,
  type InvitationDeps,
} from './collaborators.server.ts';

export type InviteValues = { email: string; role: string; side: string };

/** What a form did, named in the address the page redirects to after it. */
export type PeopleDone = 'invited' | 'resent' | 'cancelled' | 'removed' | 'changed' | 'accepted' | 'declined' | 'switched';
export const PEOPLE_DONE: readonly PeopleDone[] = ['invited', 'resent', 'cancelled', 'removed', 'changed', 'accepted', 'declined', 'switched'];

export type PeopleFormResult = {
  ok: boolean;
  /** The refusal to show; empty on success. */
  message: string;
  done?: PeopleDone;
  /** What the invitation form held, to show again after a refusal. */
  values?: InviteValues;
  /** The wedding to open from now on (the chooser cookie), after accepting or switching. */
  open?: string;
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function handlePeopleForm(db: Db, actor: Actor, form: FormData, deps: InvitationDeps): Promise<PeopleFormResult> {
  const t = collaboratorMessages.for(deps.locale);
  const intent = field(form, 'intent');
  const values = { email: field(form, 'email'), role: field(form, 'role'), side: field(form, 'side') };
  try {
    if (intent === 'invite') {
      const input = inviteInput.safeParse(values);
      if (!input.success) return { ok: false, message: input.error.issues[0]?.message ?? t.notFound, values };
      await inviteCollaborator(db, actor, input.data, deps);
      return { ok: true, message: '', done: 'invited' };
    }
    if (intent === 'open') {
      const all = await listWeddingAccess(db, actor.id);
      const chosen = chooseWedding(all, field(form, 'id'));
      if (!chosen || chosen.id !== field(form, 'id')) return { ok: false, message: t.notFound };
      return { ok: true, message: '', done: 'switched', open: chosen.id };
    }
    const target = collaboratorIdInput.safeParse({ id: field(form, 'id') });
    if (!target.success) return { ok: false, message: t.notFound };
    const { id } = target.data;
    if (intent === 'resend') {
      await resendInvitation(db, actor, id, deps);
      return { ok: true, message: '', done: 'resent' };
    }
    if (intent === 'remove' || intent === 'cancel') {
      await removeCollaborator(db, actor, id, deps.locale);
      return { ok: true, message: '', done: intent === 'cancel' ? 'cancelled' : 'removed' };
    }
    if (intent === 'change') {
      const input = changeCollaboratorInput.safeParse({ id, role: field(form, 'role'), side: field(form, 'side') });
      if (!input.success) return { ok: false, message: t.notFound };
      await changeCollaborator(db, actor, id, input.data, deps.locale);
      return { ok: true, message: '', done: 'changed' };
    }
    if (intent === 'accept') {
      const { weddingProfileId } = await acceptPendingInvitation(db, actor, id, deps.locale);
      return { ok: true, message: '', done: 'accepted', open: weddingProfileId };
    }
    if (intent === 'decline') {
      await declineInvitation(db, actor, id, deps.locale);
      return { ok: true, message: '', done: 'declined' };
    }
    return { ok: false, message: t.notFound };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message, values: intent === 'invite' ? values : undefined };
    throw error;
  }
}

/** The roles and sides the forms offer, in order. */
export const ROLE_CHOICES = COLLABORATOR_ROLES;
export const SIDE_CHOICES = WEDDING_SIDES;
