// Hostile and random input at every account action: never a 5xx, nothing stored from it.
import { like } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from './fixtures.ts';
import { actorRequest } from './cross-user/harness.ts';
import { users, vendorServices } from '../../src/server/db/schema.ts';

const actionsUnderTest = [
  'auth.signIn',
  'auth.vendorSignIn',
  'auth.register',
  'auth.registerVendor',
  'auth.verifyTwoFactor',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'settings.updateProfile',
  'settings.updateNotifications',
  'settings.changePassword',
  'settings.startTotp',
  'settings.confirmTotp',
  'settings.disableTotp',
  'vendorAccount.updateProfile',
  'vendorAccount.submitServiceRegistration',
];

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '\u0000\u202e\ud83d\ude00',
  [],
  {},
  { $gt: '' },
  ['a', 1],
  '2024-13-45',
  'fuzz@',
];

function randomPayload(seed: number): Record<string, unknown> {
  const keys = [
    'email',
    'password',
    'confirmPassword',
    'name',
    'phone',
    'category',
    'code',
    'token',
    'currentPassword',
    'newPassword',
    'serviceType',
    'price',
    'experience',
    'portfolioUrl',
    'cityId',
    'subCategoryIds',
    'paymentMethods',
    'email_notifications',
    'push_notifications',
    'marketing_emails',
  ];
  const out: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    if ((seed + i) % 3 !== 0) out[key] = hostileValues[(seed * 7 + i * 3) % hostileValues.length];
  });
  return out;
}

test('no account action answers hostile input with a 5xx', async () => {
  test.setTimeout(180_000);
  const customer = await actorRequest(await createUser({ name: 'Fuzz Couple' }));
  const vendor = await actorRequest(await createUser({ role: 'vendor', name: 'Fuzz Vendor' }));
  const anonymous = await actorRequest(null);
  try {
    for (const name of actionsUnderTest) {
      for (let seed = 0; seed < 6; seed++) {
        for (const request of [customer, vendor, anonymous]) {
          const response = await request.post(`/_actions/${name}`, { data: randomPayload(seed) });
          expect(response.status(), `${name} seed ${seed}: ${await response.text()}`).toBeLessThan(500);
        }
      }
      const text = await anonymous.post(`/_actions/${name}`, { data: 'not json', headers: { 'Content-Type': 'application/json' } });
      expect(text.status(), `${name} with a broken body`).toBeLessThan(500);
    }
  } finally {
    await Promise.all([customer.dispose(), vendor.dispose(), anonymous.dispose()]);
  }
  expect(await e2eDb().select().from(users).where(like(users.email, '%onerror%'))).toHaveLength(0);
  expect(await e2eDb().select().from(vendorServices).where(like(vendorServices.name, '%OR 1=1%'))).toHaveLength(0);
});
