// Collaborators: which wedding an account acts on, the invitations that give access (bound to
// the invited address, single use, 7 days), and what each role and side may read and change.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { guests, households, outbox, users, weddingCollaborators, type CollaboratorRole, type WeddingSide } from '../../src/server/db/schema.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import { runInRequestScope } from '../../src/server/request-scope.ts';
import { privatePage } from '../../src/server/caching.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../src/server/errors.ts';
import { createWeddingProfile, updateWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { listWeddingAccess, weddingAccess } from '../../src/features/planning/wedding/access.server.ts';
import { actionRefusal } from '../../src/features/planning/wedding/access-gate.server.ts';
import { ACTION_NEEDS, type WEDDING_ACTION_GROUPS, actionNeed } from '../../src/features/planning/wedding/access.ts';
import { addGuest, deleteGuests, listGuests, listGuestsPage, updateGuest } from '../../src/features/planning/guests/guests.server.ts';
import { guestInput } from '../../src/features/planning/guests/guests.schema.ts';
import { createHousehold, requireWedding, updateHousehold } from '../../src/features/planning/households/households.server.ts';
import { listHouseholds } from '../../src/features/planning/households/household-list.server.ts';
import { budgetOverview } from '../../src/features/money/tracker/budget-tracker.server.ts';
import { budgetSides } from '../../src/features/money/tracker/sides.server.ts';
import { loadOverview } from '../../src/features/dashboard/dashboard.server.ts';
import { postSiteEditor } from '../../src/features/dashboard/website/editor.server.ts';
import {
  acceptInvitationLink,
  acceptPendingInvitation,
  changeCollaborator,
  declineInvitation,
  inviteCollaborator,
  listCollaborators,
  pendingInvitations,
  removeCollaborator,
  resendInvitation,
  type Actor,
  type InvitationDeps,
} from '../../src/features/planning/collaborators/collaborators.server.ts';

let t: TestDb;
let ip = 0;
const deps = (over: Partial<InvitationDeps> = {}): InvitationDeps => ({
  sendMail: outboxSender(t.db),
  origin: 'https://mandap.test',
  brand: 'Mandap',
  // A fresh client per call: the tests count the mailbox's and sender's limits, not the IP's.
  ip: `10.0.0.${++ip}`,
  locale: 'en',
  ...over,
});
const actor = (id: string, emailVerified = true): Actor => ({ id, email: `${id}@example.test`, name: id, emailVerified });
const linkDeps = { key: Buffer.alloc(32, 7), origin: 'https://mandap.test' };

async function lastToken(to: string): Promise<string> {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const match = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  return match![1]!;
}

/** `invitee` invited to `couple`'s wedding with a role and side, and accepted through the mailed link. */
async function joined(couple: string, invitee: string, role: CollaboratorRole, side: WeddingSide) {
  await inviteCollaborator(t.db, actor(couple), { email: `${invitee}@example.test`, role, side }, deps());
  return acceptInvitationLink(t.db, actor(invitee), await lastToken(`${invitee}@example.test`), 'en');
}

const ids = ['couple', 'mother', 'brother', 'uncle', 'viewer', 'other', 'stranger', 'parent', 'second', 'unverified', 'late', 'twice', 'fresh'];

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values(ids.map((id) => ({ id, email: `${id}@example.test`, name: id, passwordHash: 'x', emailVerified: id !== 'unverified' })));
  await createWeddingProfile(t.db, 'couple', weddingProfileInput.parse({ userName: 'Asha', partnerName: 'Rohan' }));
  await createWeddingProfile(t.db, 'other', weddingProfileInput.parse({ userName: 'Other', partnerName: 'Couple' }));
  await createWeddingProfile(t.db, 'second', weddingProfileInput.parse({ userName: 'Second', partnerName: 'Child' }));
  await createWeddingProfile(t.db, 'unverified', weddingProfileInput.parse({ userName: 'Unverified' }));
  await joined('couple', 'mother', 'family', 'bride');
  await joined('couple', 'brother', 'co-planner', 'groom');
  await joined('couple', 'uncle', 'family', 'groom');
  await joined('couple', 'viewer', 'viewer', 'both');
});
afterAll(() => t.cleanup());

describe('which wedding an account acts on', () => {
  it('is the couple’s own wedding for the couple, as both sides', async () => {
    expect(await weddingAccess(t.db, 'couple')).toMatchObject({ userName: 'Asha', role: 'couple', side: 'both' });
  });

  it('is the invited wedding, with its role and side, once accepted', async () => {
    expect(await weddingAccess(t.db, 'mother')).toMatchObject({ userName: 'Asha', role: 'family', side: 'bride' });
    expect(await weddingAccess(t.db, 'brother')).toMatchObject({ userName: 'Asha', role: 'co-planner', side: 'groom' });
    expect(await weddingAccess(t.db, 'stranger')).toBeNull();
    await expect(requireWedding(t.db, 'stranger')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('remembers the chosen wedding of an account with two, and believes the choice only when it is theirs', async () => {
    await joined('couple', 'parent', 'family', 'bride');
    await joined('second', 'parent', 'viewer', 'both');
    const all = await listWeddingAccess(t.db, 'parent');
    // Without a choice, the most recent acceptance.
    expect(all.map((a) => a.userName)).toEqual(['Second', 'Asha']);
    const first = all[1]!.id;
    const inScope = (choice: string | null) => runInRequestScope(choice, () => weddingAccess(t.db, 'parent'));
    expect(await inScope(first)).toMatchObject({ userName: 'Asha', role: 'family' });
    expect(await inScope(null)).toMatchObject({ userName: 'Second', role: 'viewer' });
    // Another wedding's id in the cookie is no way in.
    const others = (await listWeddingAccess(t.db, 'other'))[0]!.id;
    expect(await inScope(others)).toMatchObject({ userName: 'Second' });
  });

  it('sees, in the same request, the wedding the account has just made', async () => {
    const made = await runInRequestScope(null, async () => {
      expect(await weddingAccess(t.db, 'fresh')).toBeNull();
      await createWeddingProfile(t.db, 'fresh', weddingProfileInput.parse({ userName: 'Fresh' }));
      return weddingAccess(t.db, 'fresh');
    });
    expect(made).toMatchObject({ userName: 'Fresh', role: 'couple' });
  });

  it('puts the role and side into the private ETag of what the account reads', async () => {
    const couple = (await listWeddingAccess(t.db, 'couple'))[0]!;
    const page = () => ({
      locals: { user: { id: 'parent' } } as App.Locals,
      request: new Request('https://mandap.test/'),
      response: { headers: new Headers() },
    });
    const etagAs = (choice: string | null) =>
      runInRequestScope(choice, async () => {
        await weddingAccess(t.db, 'parent');
        const p = page();
        privatePage(p, 'v1');
        return p.response.headers.get('ETag');
      });
    expect(await etagAs(couple.id)).not.toBe(await etagAs(null));
  });
});

describe('invitations', () => {
  it('need a verified e-mail address to send', async () => {
    await expect(inviteCollaborator(t.db, actor('unverified', false), { email: 'x@example.test', role: 'family', side: 'bride' }, deps())).rejects.toThrow(
      /Verify your e-mail address/,
    );
  });

  it('are sent by the couple and co-planners only, never to the couple’s own address', async () => {
    await expect(inviteCollaborator(t.db, actor('mother'), { email: 'aunt@example.test', role: 'family', side: 'bride' }, deps())).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(inviteCollaborator(t.db, actor('viewer'), { email: 'aunt@example.test', role: 'viewer', side: 'bride' }, deps())).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(inviteCollaborator(t.db, actor('couple'), { email: 'COUPLE@example.test', role: 'family', side: 'bride' }, deps())).rejects.toBeInstanceOf(
      ConflictError,
    );
    const sent = await inviteCollaborator(t.db, actor('brother'), { email: 'Cousin@Example.test', role: 'family', side: 'groom' }, deps());
    expect(sent.email).toBe('cousin@example.test');
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'cousin@example.test'));
    expect(mail!.subject).toContain('Asha & Rohan');
    expect(mail!.text).toMatch(/https:\/\/mandap\.test\/invitations\/[A-Za-z0-9_-]{20,}/);
  });

  it('count toward the mail limits', async () => {
    const send = () => inviteCollaborator(t.db, actor('couple'), { email: 'busy@example.test', role: 'viewer', side: 'both' }, deps());
    for (let k = 0; k < 3; k++) await send();
    await expect(send()).rejects.toThrow(/Too many invitation e-mails/);
  });

  it('work once, only for the invited address', async () => {
    await inviteCollaborator(t.db, actor('couple'), { email: 'twice@example.test', role: 'viewer', side: 'both' }, deps());
    const token = await lastToken('twice@example.test');
    await expect(acceptInvitationLink(t.db, actor('stranger'), token, 'en')).rejects.toThrow(/sent to another e-mail address/);
    expect(await weddingAccess(t.db, 'stranger')).toBeNull();
    await acceptInvitationLink(t.db, actor('twice'), token, 'en');
    await expect(acceptInvitationLink(t.db, actor('twice'), token, 'en')).rejects.toThrow(/not valid or has already been used/);
    await expect(acceptInvitationLink(t.db, actor('stranger'), 'no-such-token-at-all', 'en')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('expire after 7 days, and a resend makes a new link that replaces the old one', async () => {
    await inviteCollaborator(t.db, actor('couple'), { email: 'late@example.test', role: 'family', side: 'groom' }, deps());
    const old = await lastToken('late@example.test');
    const eightDays = Date.now() + 8 * 24 * 60 * 60 * 1000;
    await expect(acceptInvitationLink(t.db, actor('late'), old, 'en', eightDays)).rejects.toThrow(/expired/);
    const [row] = await t.db.select().from(weddingCollaborators).where(eq(weddingCollaborators.email, 'late@example.test'));
    await resendInvitation(t.db, actor('couple'), row!.id, deps());
    const fresh = await lastToken('late@example.test');
    await expect(acceptInvitationLink(t.db, actor('late'), old, 'en')).rejects.toBeInstanceOf(NotFoundError);
    expect(await acceptInvitationLink(t.db, actor('late'), fresh, 'en')).toHaveProperty('weddingProfileId');
  });

  it('wait on the dashboard of the invited verified address, to accept or decline there', async () => {
    await inviteCollaborator(t.db, actor('couple'), { email: 'stranger@example.test', role: 'viewer', side: 'both' }, deps());
    await inviteCollaborator(t.db, actor('other'), { email: 'stranger@example.test', role: 'family', side: 'groom' }, deps());
    const pending = await pendingInvitations(t.db, actor('stranger'));
    expect(pending.map((p) => p.couple).sort()).toEqual(['Asha & Rohan', 'Other & Couple']);
    expect(await pendingInvitations(t.db, { ...actor('stranger'), emailVerified: false })).toEqual([]);
    const asha = pending.find((p) => p.couple === 'Asha & Rohan')!;
    const other = pending.find((p) => p.couple !== 'Asha & Rohan')!;
    // Someone else cannot accept or decline it.
    await expect(acceptPendingInvitation(t.db, actor('uncle'), asha.id, 'en')).rejects.toBeInstanceOf(NotFoundError);
    await expect(declineInvitation(t.db, actor('uncle'), asha.id, 'en')).rejects.toBeInstanceOf(NotFoundError);
    await acceptPendingInvitation(t.db, actor('stranger'), asha.id, 'en');
    await declineInvitation(t.db, actor('stranger'), other.id, 'en');
    expect(await pendingInvitations(t.db, actor('stranger'))).toEqual([]);
    expect((await listWeddingAccess(t.db, 'stranger')).map((a) => a.userName)).toEqual(['Asha']);
    await removeCollaborator(
      t.db,
      actor('couple'),
      (await listCollaborators(t.db, actor('couple'), 'en')).find((c) => c.email === 'stranger@example.test')!.id,
      'en',
    );
  });

  it('are managed by the couple alone: a co-planner lists and invites but does not change or remove', async () => {
    const people = await listCollaborators(t.db, actor('brother'), 'en');
    const mother = people.find((p) => p.email === 'mother@example.test')!;
    expect(mother).toMatchObject({ role: 'family', side: 'bride', status: 'accepted' });
    await expect(removeCollaborator(t.db, actor('brother'), mother.id, 'en')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(changeCollaborator(t.db, actor('brother'), mother.id, { role: 'viewer', side: 'bride' }, 'en')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listCollaborators(t.db, actor('mother'), 'en')).rejects.toBeInstanceOf(ForbiddenError);
    // Another couple cannot reach this wedding's people.
    await expect(removeCollaborator(t.db, actor('other'), mother.id, 'en')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('what each role may do', () => {
  it('names a need for every wedding action (a new one is the couple’s until it is listed)', () => {
    const files = {
      guests: 'src/features/planning/guests/actions.ts',
      households: 'src/features/planning/households/actions.ts',
      functions: 'src/features/planning/functions/actions.ts',
      checklist: 'src/features/planning/checklist/actions.ts',
      wedding: 'src/features/planning/wedding/actions.ts',
      budget: 'src/features/money/tracker/actions.ts',
    } satisfies Record<(typeof WEDDING_ACTION_GROUPS)[number], string>;
    for (const [group, file] of Object.entries(files)) {
      const names = [...readFileSync(file, 'utf8').matchAll(/^ {2}(\w+): defineAction/gm)].map((m) => `${group}.${m[1]}`);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name === 'wedding.createProfile' || name in ACTION_NEEDS, name).toBe(true);
    }
    expect(actionNeed('guests.somethingNew')).toBe('couple');
    expect(actionNeed('settings.updateProfile')).toBeNull();
  });

  it('refuses a viewer every write, a family member the profile and the budget, and lets a co-planner plan', async () => {
    const refused = (user: string, action: string) => actionRefusal(t.db, user, action, 'en');
    for (const action of ['guests.add', 'households.create', 'functions.add', 'checklist.setItem', 'wedding.updateProfile', 'budget.addItem']) {
      expect(await refused('viewer', action), action).toMatch(/view this wedding but not change it/);
    }
    expect(await refused('mother', 'guests.add')).toBeNull();
    expect(await refused('mother', 'functions.update')).toBeNull();
    expect(await refused('mother', 'wedding.toggleTask')).toBeNull();
    expect(await refused('mother', 'wedding.updateProfile')).toMatch(/cannot change this/);
    expect(await refused('mother', 'budget.markPaid')).toMatch(/cannot change this/);
    expect(await refused('brother', 'budget.addItem')).toBeNull();
    expect(await refused('brother', 'wedding.updateProfile')).toBeNull();
    expect(await refused('couple', 'budget.addItem')).toBeNull();
    expect(await refused('mother', 'settings.updateProfile')).toBeNull();
    // Hindi pages get the refusal in Hindi.
    expect(await actionRefusal(t.db, 'viewer', 'guests.add', 'hi')).toContain('बदलाव नहीं कर सकते');
  });

  it('keeps a family member to its side’s guests and households', async () => {
    const groomGuest = await addGuest(t.db, 'couple', guestInput.parse({ fullName: 'Groom Cousin' }));
    await t.db.update(guests).set({ side: 'groom' }).where(eq(guests.id, groomGuest.id));
    const shared = await addGuest(t.db, 'couple', guestInput.parse({ fullName: 'Shared Friend' }));
    const added = await addGuest(t.db, 'mother', guestInput.parse({ fullName: 'Bride Aunt' }));
    const [row] = await t.db.select().from(guests).where(eq(guests.id, added.id));
    expect(row!.side).toBe('bride');
    const [home] = await t.db.select().from(households).where(eq(households.id, row!.householdId!));
    expect(home!.side).toBe('bride');

    const seen = (await listGuests(t.db, 'mother')).map((g) => g.fullName);
    expect(seen).toEqual(expect.arrayContaining(['Bride Aunt', 'Shared Friend']));
    expect(seen).not.toContain('Groom Cousin');
    expect((await listGuestsPage(t.db, 'mother')).guests.map((g) => g.fullName)).not.toContain('Groom Cousin');
    await expect(updateGuest(t.db, 'mother', groomGuest.id, { fullName: 'Changed' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteGuests(t.db, 'mother', [groomGuest.id])).rejects.toBeInstanceOf(NotFoundError);
    // Editing a guest of both sides keeps it on both; moving it to the other side is not hers to do.
    await updateGuest(t.db, 'mother', shared.id, { notes: 'Met at college', side: 'groom' } as never);
    expect((await t.db.select().from(guests).where(eq(guests.id, shared.id)))[0]).toMatchObject({ side: 'both', notes: 'Met at college' });

    // The groom's side's family member sees the groom's guest, not the bride's.
    const uncleSees = (await listGuests(t.db, 'uncle')).map((g) => g.fullName);
    expect(uncleSees).toContain('Groom Cousin');
    expect(uncleSees).not.toContain('Bride Aunt');
    // The couple and a co-planner see everyone.
    expect((await listGuests(t.db, 'brother')).map((g) => g.fullName)).toEqual(expect.arrayContaining(['Groom Cousin', 'Bride Aunt']));

    const created = await createHousehold(t.db, 'uncle', { name: 'Uncle Family', phone: null, allowance: 2 } as never);
    expect((await t.db.select().from(households).where(eq(households.id, created.id)))[0]!.side).toBe('groom');
    const motherHomes = (await listHouseholds(t.db, 'mother', linkDeps)).households.map((h) => h.name);
    expect(motherHomes).toContain('Bride Aunt');
    expect(motherHomes).not.toContain('Uncle Family');
    await expect(updateHousehold(t.db, 'mother', created.id, { name: 'Taken', phone: null, allowance: 2 } as never)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('shows a family member no budget lines, and the others the budget', async () => {
    await expect(budgetOverview(t.db, 'mother')).rejects.toThrow(/budget totals/);
    expect(await budgetOverview(t.db, 'brother')).toHaveProperty('items');
    expect(await budgetOverview(t.db, 'viewer')).toHaveProperty('items');
  });

  it('shows a family member its own side’s totals only, on the Budget tab and never on the Overview', async () => {
    expect(await budgetSides(t.db, 'mother', null)).toMatchObject({ side: 'bride' });
    expect(await budgetSides(t.db, 'mother', 'bride')).toMatchObject({ side: 'bride' });
    await expect(budgetSides(t.db, 'mother', 'groom')).rejects.toBeInstanceOf(ForbiddenError);
    expect(await budgetSides(t.db, 'uncle', null)).toMatchObject({ side: 'groom' });
    expect(await budgetSides(t.db, 'brother', null)).toHaveProperty('bride');
    expect(await budgetSides(t.db, 'brother', null)).toHaveProperty('groom');
    const profileId = (await weddingAccess(t.db, 'couple'))!.id;
    expect(await loadOverview(t.db, 'mother', profileId)).not.toHaveProperty('budget');
    expect(await loadOverview(t.db, 'mother', profileId)).not.toHaveProperty('activity');
    expect(await loadOverview(t.db, 'viewer', profileId)).toHaveProperty('budget');
    expect(await loadOverview(t.db, 'couple', profileId)).toHaveProperty('budget');
  });

  it('lets the couple and co-planners edit the wedding website, not a family member or a viewer', async () => {
    const post = (user: string) =>
      postSiteEditor(t.db, user, new Request('https://mandap.test/dashboard/website', { method: 'POST', body: new URLSearchParams({ intent: 'save' }) }));
    await expect(post('mother')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(post('viewer')).rejects.toBeInstanceOf(ForbiddenError);
    expect(await post('brother')).toMatchObject({ kind: 'page' });
  });

  it('lets a co-planner change the profile of the wedding it plans, not a wedding of its own', async () => {
    await updateWeddingProfile(t.db, 'brother', weddingProfileInput.parse({ userName: 'Asha', partnerName: 'Rohan', weddingCity: 'Jaipur' }));
    expect(await weddingAccess(t.db, 'couple')).toMatchObject({ userName: 'Asha' });
    expect((await listWeddingAccess(t.db, 'brother')).length).toBe(1);
  });

  it('takes access away at the removed person’s next request, and another wedding’s collaborator gets nothing', async () => {
    const people = await listCollaborators(t.db, actor('couple'), 'en');
    const uncle = people.find((p) => p.email === 'uncle@example.test')!;
    expect(await listGuests(t.db, 'uncle')).not.toEqual([]);
    await removeCollaborator(t.db, actor('couple'), uncle.id, 'en');
    expect(await weddingAccess(t.db, 'uncle')).toBeNull();
    expect(await listGuests(t.db, 'uncle')).toEqual([]);
    await expect(addGuest(t.db, 'uncle', guestInput.parse({ fullName: 'Too late' }))).rejects.toThrow(/create a wedding profile first/);
    // Parent of the second wedding, chose it: nothing of the first wedding's guests.
    const second = (await listWeddingAccess(t.db, 'second'))[0]!.id;
    const names = await runInRequestScope(second, () => listGuests(t.db, 'parent'));
    expect(names).toEqual([]);
  });
});
