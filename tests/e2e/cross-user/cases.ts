// Every private action and endpoint, replayed by a second user. Add a case for each new
// private action or endpoint: let the owner create its private thing in `setup`, return
// the request to replay and a check that the owner's data did not change.
import { eq } from 'drizzle-orm';
import { expect } from '@playwright/test';
import { e2eDb, TEST_PASSWORD } from '../fixtures.ts';
import { ensureVendorCategories, totpCode } from '../auth-helpers.ts';
import { sessions, totpCredentials, users, vendorServices, vendors } from '../../../src/server/db/schema.ts';
import { callAction, type CrossUserCase } from './harness.ts';
import { dashboardCases } from './dashboard-cases.ts';
import { contentCases } from './content-cases.ts';
import { discoveryCases } from './discovery-cases.ts';
import { accountCases } from './account-cases.ts';
import { functionsCases } from './functions-cases.ts';
import { enquiryCases } from './enquiry-cases.ts';
import { photoCases } from './photo-cases.ts';
import { priceCases } from './price-cases.ts';
import { budgetCases } from './budget-cases.ts';
import { calendarCases } from './calendar-cases.ts';
import { collaboratorCases } from './collaborator-cases.ts';

async function userRow(id: string) {
  const [row] = await e2eDb().select().from(users).where(eq(users.id, id));
  return row!;
}

export const cases: CrossUserCase[] = [
  {
    name: 'settings.updateProfile changes only the caller',
    setup: async (owner) => {
      await callAction(owner, 'settings.updateProfile', { name: 'Owner Name', phone: '+91 90000 00001' });
      return {
        method: 'POST',
        url: '/_actions/settings.updateProfile',
        data: { name: 'Hijacked', phone: '+91 90000 00666' },
        intruderGets: 'own-data-only',
        verifyUnchanged: async () => expect(await userRow(owner.user.id)).toMatchObject({ name: 'Owner Name', phone: '+91 90000 00001' }),
      };
    },
  },
  {
    name: 'settings.updateNotifications changes only the caller',
    setup: async (owner) => {
      const mine = { email_notifications: false, push_notifications: true, marketing_emails: true };
      await callAction(owner, 'settings.updateNotifications', mine);
      return {
        method: 'POST',
        url: '/_actions/settings.updateNotifications',
        data: { email_notifications: true, push_notifications: false, marketing_emails: false },
        intruderGets: 'own-data-only',
        verifyUnchanged: async () => expect((await userRow(owner.user.id)).notificationSettings).toEqual(mine),
      };
    },
  },
  {
    name: "settings.changePassword with the owner's current password",
    setup: async (owner) => {
      const before = await userRow(owner.user.id);
      const ownerSessions = await e2eDb().select().from(sessions).where(eq(sessions.userId, owner.user.id));
      return {
        method: 'POST',
        url: '/_actions/settings.changePassword',
        data: { currentPassword: TEST_PASSWORD, newPassword: 'taken-over-1', confirmPassword: 'taken-over-1' },
        // The intruder's own current password differs only if it was created with another one;
        // both use TEST_PASSWORD, so it may change the intruder's own password, never the owner's.
        intruderGets: 'own-data-only',
        verifyUnchanged: async () => {
          expect((await userRow(owner.user.id)).passwordHash).toBe(before.passwordHash);
          const now = await e2eDb().select().from(sessions).where(eq(sessions.userId, owner.user.id));
          expect(now.map((s) => s.id).sort()).toEqual(ownerSessions.map((s) => s.id).sort());
        },
      };
    },
  },
  {
    name: "settings.disableTotp with the owner's valid code",
    setup: async (owner) => {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await e2eDb().insert(totpCredentials).values({ userId: owner.user.id, secret, status: 'verified', recoveryCodeHashes: [] });
      return {
        method: 'POST',
        url: '/_actions/settings.disableTotp',
        data: { code: totpCode(secret) },
        intruderGets: [400, 403, 404],
        verifyUnchanged: async () => {
          const [row] = await e2eDb().select().from(totpCredentials).where(eq(totpCredentials.userId, owner.user.id));
          expect(row?.status).toBe('verified');
        },
      };
    },
  },
  {
    name: 'vendorAccount.updateProfile by another vendor edits only its own business',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const [category] = await ensureVendorCategories();
      const [vendor] = await e2eDb().insert(vendors).values({ name: 'Owner Decor', categoryId: category!.id, ownerUserId: owner.user.id }).returning();
      return {
        method: 'POST',
        url: '/_actions/vendorAccount.updateProfile',
        data: {
          name: 'Hijacked Decor',
          description: 'x',
          cityId: null,
          subCategoryIds: [],
          priceRangeMin: null,
          priceRangeMax: null,
          phone: '',
          email: '',
          website: '',
          address: '',
          businessHours: '',
          depositPolicy: '',
          paymentMethods: [],
          yearsExperience: null,
          teamSize: null,
        },
        // The other vendor has no business row of its own here, so it is told there is none.
        intruderGets: [403, 404],
        verifyUnchanged: async () => {
          const [row] = await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id));
          expect(row).toMatchObject({ name: 'Owner Decor', description: '', ownerUserId: owner.user.id });
        },
      };
    },
  },
  {
    name: 'vendorAccount.updateProfile naming another business’s listing by id',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const [category] = await ensureVendorCategories();
      const [vendor] = await e2eDb().insert(vendors).values({ name: 'Owner Blooms', categoryId: category!.id, ownerUserId: owner.user.id }).returning();
      return {
        method: 'POST',
        url: '/_actions/vendorAccount.updateProfile',
        data: {
          vendorId: vendor!.id,
          name: 'Hijacked Blooms',
          description: 'x',
          cityId: null,
          subCategoryIds: [],
          priceRangeMin: null,
          priceRangeMax: null,
          phone: '',
          email: '',
          website: '',
          address: '',
          businessHours: '',
          depositPolicy: '',
          paymentMethods: [],
          yearsExperience: null,
          teamSize: null,
        },
        intruderGets: [403, 404],
        verifyUnchanged: async () => {
          const [row] = await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id));
          expect(row).toMatchObject({ name: 'Owner Blooms', description: '', ownerUserId: owner.user.id });
        },
      };
    },
  },
  {
    name: 'vendorAccount.updateProfile by a customer',
    ownerRole: 'vendor',
    intruderRole: 'customer',
    setup: async (owner) => {
      const [category] = await ensureVendorCategories();
      const [vendor] = await e2eDb().insert(vendors).values({ name: 'Owner Lens', categoryId: category!.id, ownerUserId: owner.user.id }).returning();
      return {
        method: 'POST',
        url: '/_actions/vendorAccount.updateProfile',
        data: {
          name: 'Customer Was Here',
          description: '',
          cityId: null,
          subCategoryIds: [],
          priceRangeMin: null,
          priceRangeMax: null,
          phone: '',
          email: '',
          website: '',
          address: '',
          businessHours: '',
          depositPolicy: '',
          paymentMethods: [],
          yearsExperience: null,
          teamSize: null,
        },
        verifyUnchanged: async () => {
          const [row] = await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id));
          expect(row!.name).toBe('Owner Lens');
        },
      };
    },
  },
  {
    name: "the vendor's service list does not show another vendor's registrations",
    ownerRole: 'vendor',
    setup: async (owner) => {
      await callAction(owner, 'vendorAccount.submitServiceRegistration', {
        name: 'Secret Owner Service',
        email: 'o@example.test',
        phone: '9123456789',
        serviceType: 'decoration',
        description: 'Private',
        location: 'Pune',
        price: '1000',
        experience: '2',
        portfolioUrl: '',
      });
      const mine = await e2eDb().select().from(vendorServices).where(eq(vendorServices.userId, owner.user.id));
      return {
        method: 'GET',
        url: '/vendor-dashboard/services',
        intruderGets: [200],
        anonymousGets: [302],
        checkResponse: async (response) => expect(await response.text()).not.toContain('Secret Owner Service'),
        verifyUnchanged: async () => {
          expect(await e2eDb().select().from(vendorServices).where(eq(vendorServices.userId, owner.user.id))).toEqual(mine);
        },
      };
    },
  },
  {
    name: "auth.verifyTwoFactor with the owner's code does not verify the owner's pending sign-in",
    setup: async (owner) => {
      const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
      await e2eDb().insert(totpCredentials).values({ userId: owner.user.id, secret, status: 'verified', recoveryCodeHashes: [] });
      const signInResponse = await owner.request.post('/_actions/auth.signIn', {
        data: { email: owner.user.email, password: TEST_PASSWORD },
        headers: { Cookie: '' },
      });
      expect(signInResponse.ok()).toBe(true);
      const pending = async () => (await e2eDb().select().from(sessions).where(eq(sessions.userId, owner.user.id))).filter((s) => !s.twoFactorVerified).length;
      const before = await pending();
      expect(before).toBeGreaterThan(0);
      return {
        method: 'POST',
        url: '/_actions/auth.verifyTwoFactor',
        data: { code: totpCode(secret) },
        intruderGets: [401],
        verifyUnchanged: async () => expect(await pending()).toBe(before),
      };
    },
  },
  ...dashboardCases,
  ...contentCases,
  ...discoveryCases,
  ...accountCases,
  ...functionsCases,
  ...enquiryCases,
  ...photoCases,
  ...priceCases,
  ...budgetCases,
  ...calendarCases,
  ...collaboratorCases,
];
