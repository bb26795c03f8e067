// Cross-user cases for the account actions that take no id: setting up two-factor, the
// public sign-up, sign-in and reset actions, and the contact form. Whoever calls them, the
// owner's account, password, sessions and second factor stay exactly as they were.
import { eq } from 'drizzle-orm';
import { expect } from '@playwright/test';
import { e2eDb, TEST_PASSWORD } from '../fixtures.ts';
import { ensureVendorCategories, totpCode } from '../auth-helpers.ts';
import { emailTokens, sessions, totpCredentials, users } from '../../../src/server/db/schema.ts';
import { callAction, type Actor, type CrossUserCase, type Replay } from './harness.ts';

const action = (name: string, data: unknown, extra: Partial<Replay> = {}) => ({ method: 'POST' as const, url: `/_actions/${name}`, data, ...extra });

/**
 * The owner's user row, sessions, second factor and e-mail links, to compare after. A reset
 * request mails the owner a new link, so that case leaves the links out.
 */
async function ownerAccount(owner: Actor, { links = true } = {}) {
  const snapshot = async () => ({
    user: (await e2eDb().select().from(users).where(eq(users.id, owner.user.id)))[0],
    sessions: (await e2eDb().select().from(sessions).where(eq(sessions.userId, owner.user.id))).map((s) => s.id).sort(),
    totp: await e2eDb().select().from(totpCredentials).where(eq(totpCredentials.userId, owner.user.id)),
    links: links ? (await e2eDb().select().from(emailTokens).where(eq(emailTokens.userId, owner.user.id))).map((t) => [t.id, t.usedAt]) : null,
  });
  const before = await snapshot();
  return { verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

export const accountCases: CrossUserCase[] = [
  {
    name: 'settings.startTotp starts only the caller’s own enrolment',
    setup: async (owner) => {
      await callAction(owner, 'settings.startTotp', {});
      const { verifyUnchanged } = await ownerAccount(owner);
      return { ...action('settings.startTotp', {}, { intruderGets: 'own-data-only' }), verifyUnchanged };
    },
  },
  {
    name: 'settings.confirmTotp with the code of the owner’s pending enrolment',
    setup: async (owner) => {
      await callAction(owner, 'settings.startTotp', {});
      const [row] = await e2eDb().select().from(totpCredentials).where(eq(totpCredentials.userId, owner.user.id));
      const { verifyUnchanged } = await ownerAccount(owner);
      // The caller has no enrolment of its own: "not on", and the owner's stays unconfirmed.
      return { ...action('settings.confirmTotp', { code: totpCode(row!.secret) }, { intruderGets: [400] }), verifyUnchanged };
    },
  },
  {
    name: 'auth.register with the owner’s e-mail',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerAccount(owner);
      const data = { email: owner.user.email, password: 'taken-over-77', confirmPassword: 'taken-over-77' };
      return { ...action('auth.register', data, { intruderGets: [409], anonymousGets: [409] }), verifyUnchanged };
    },
  },
  {
    name: 'auth.registerVendor with the owner’s e-mail',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const [category] = await ensureVendorCategories();
      const { verifyUnchanged } = await ownerAccount(owner);
      const data = { name: 'Copycat Decor', category: category!.id, email: owner.user.email, phone: '9123456789', password: 'taken-over-77' };
      return { ...action('auth.registerVendor', data, { intruderGets: [409], anonymousGets: [409] }), verifyUnchanged };
    },
  },
  {
    name: 'auth.signIn with the owner’s e-mail and a guessed password',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerAccount(owner);
      return {
        ...action('auth.signIn', { email: owner.user.email, password: `${TEST_PASSWORD}-guess` }, { intruderGets: [401], anonymousGets: [401] }),
        verifyUnchanged,
      };
    },
  },
  {
    name: 'auth.vendorSignIn with the owner’s e-mail and a guessed password',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerAccount(owner);
      return {
        ...action('auth.vendorSignIn', { email: owner.user.email, password: `${TEST_PASSWORD}-guess` }, { intruderGets: [401], anonymousGets: [401] }),
        verifyUnchanged,
      };
    },
  },
  {
    name: 'auth.requestPasswordReset for the owner’s e-mail gives the caller nothing to use',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerAccount(owner, { links: false });
      return {
        ...action('auth.requestPasswordReset', { email: owner.user.email }, { intruderGets: [200], anonymousGets: [200] }),
        // The link goes to the owner's mailbox only; the answer carries nothing of it.
        checkResponse: async (response) => expect(await response.text()).not.toMatch(/token/i),
        verifyUnchanged,
      };
    },
  },
  {
    name: 'auth.resetPassword with a guessed link',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerAccount(owner);
      const data = { token: 'guessedtokenvalue0123456789', password: 'taken-over-77', confirmPassword: 'taken-over-77' };
      return { ...action('auth.resetPassword', data, { intruderGets: [400], anonymousGets: [400] }), verifyUnchanged };
    },
  },
  {
    name: 'contact.send stores only the caller’s own message',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerAccount(owner);
      const form = { name: 'Curious Caller', email: 'caller@example.test', subject: 'Hello', message: 'Just a question about venues.' };
      return { method: 'POST', url: '/_actions/contact.send', form, intruderGets: 'own-data-only', anonymousGets: [200], verifyUnchanged };
    },
  },
];
