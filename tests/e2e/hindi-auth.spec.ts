// Signing in and up in Hindi (/hi/login, /hi/register, …): the pages and forms in Hindi, none
// of their catalogues' English, the sign-in refusal and rule messages in Hindi, and a sign-up
// from a Hindi page landing on the Hindi sign-in page.
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, e2eDb } from './fixtures.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { categories, users } from '../../src/server/db/schema.ts';
import type { Catalogue, MessageBook } from '../../src/i18n/catalogue.ts';
import { authFormMessages } from '../../src/features/accounts/auth/messages.ts';
import { authPageMessages } from '../../src/features/accounts/auth/page-messages.ts';
import { claimMessages } from '../../src/features/marketplace/enquiries/claim-messages.ts';
import { serviceRegistrationMessages } from '../../src/features/accounts/business/service-registration-messages.ts';

// Password hashing makes sign-in and sign-up actions slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const books = [authFormMessages, authPageMessages, serviceRegistrationMessages] as unknown as MessageBook<Catalogue>[];

/** Each English message that its Hindi one replaces, split at placeholders into pieces that mean something. */
const english = [
  ...new Set(
    books.flatMap((book) => {
      const hi = book.data('hi').messages;
      return Object.entries(book.data('en').messages)
        .filter(([key, text]) => JSON.stringify(text) !== JSON.stringify(hi[key]))
        .flatMap(([, text]): string[] => (typeof text === 'string' ? [text] : Object.values(text).filter((form) => form !== undefined)))
        .flatMap((text) => text.split(/\{\w+\}/).map((piece) => piece.trim()))
        .filter((piece) => piece.length >= 4);
    }),
  ),
];

/**
 * The English texts of the catalogues left on the page. The vendor categories' names are the
 * catalogue's, shown as stored (their Hindi names are the catalogue's to give), so they are left out.
 */
async function expectNoEnglishOfCatalogues(page: Page) {
  const names = (await e2eDb().select({ name: categories.name }).from(categories)).map((row) => row.name).sort((a, b) => b.length - a.length);
  const text = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const labels = [...main.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
      ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? '').join('\n'),
    );
    return [document.title, main.innerText, ...labels].join('\n');
  });
  const shown = names.reduce((rest, name) => rest.split(name).join(' '), text);
  const left = english.filter((piece) => new RegExp(`(^|[^A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(shown));
  expect(left, `English texts on ${page.url()}`).toEqual([]);
}

const hi = authPageMessages.for('hi');
const form = authFormMessages.for('hi');

const pages = [
  { path: '/hi/login', h1: hi.loginHeading, button: form.signIn },
  { path: '/hi/register', h1: hi.registerTitle, button: form.createAccount },
  { path: '/hi/forgot-password', h1: hi.forgotHeading, button: form.sendResetLink },
  { path: '/hi/LoginVendor', h1: hi.vendorLoginTitle, button: form.signIn },
  { path: '/hi/RegisterVendor', h1: hi.registerBusiness, button: form.createAccount },
  { path: '/hi/vendor-registration', h1: hi.serviceTitle, button: null },
  { path: '/hi/reset-password', h1: hi.resetTitle, button: null },
  { path: '/hi/verify-email', h1: hi.verifyTitle, button: null },
] as const;

test.describe('sign-in and sign-up pages in Hindi', () => {
  for (const { path, h1, button } of pages) {
    test(`${path} is in Hindi, with none of its English texts`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      if (button) await expect(page.getByRole('button', { name: button })).toBeEnabled();
      await expectNoEnglishOfCatalogues(page);
    });
  }

  test('links between the sign-in pages stay in Hindi', async ({ page }) => {
    await page.goto('/hi/login');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: hi.forgotPassword })).toHaveAttribute('href', '/hi/forgot-password');
    await expect(main.getByRole('link', { name: hi.signUp })).toHaveAttribute('href', '/hi/register');
    await expect(main.getByRole('button', { name: hi.areYouVendor })).toHaveAttribute('href', '/hi/LoginVendor');
    await page.goto('/hi/vendor-registration');
    await expect(main.getByRole('link', { name: hi.vendorLoginTitle })).toHaveAttribute('href', '/hi/LoginVendor');
  });

  test('a claim link that cannot be used says so in Hindi', async ({ page }) => {
    const response = await page.goto('/hi/claim/no-such-token-here');
    expect(response?.status()).toBe(404);
    const claim = claimMessages.for('hi');
    await expect(page.getByRole('heading', { level: 1, name: claim.cannotUse })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: claim.claimInvalid })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: claim.vendorLogin })).toHaveAttribute('href', '/hi/LoginVendor');
  });

  test('the English sign-in page keeps its English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test('a wrong password on /hi/login gets the Hindi refusal', async ({ page, user }) => {
    await page.goto('/hi/login');
    await page.getByRole('main').getByLabel(form.emailLabel).fill(user.email);
    await page.getByRole('main').getByLabel(form.passwordLabel).fill('wrong-password');
    await page.getByRole('button', { name: form.signIn }).click();
    await expect(page.getByRole('alert').filter({ hasText: form.loginFailed })).toContainText('ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
    await expect(page).toHaveURL(/\/hi\/login$/);
  });

  test('signing in from /hi/login goes to the dashboard', async ({ page, user }) => {
    await page.goto('/hi/login');
    await page.getByRole('main').getByLabel(form.emailLabel).fill(user.email);
    await page.getByRole('main').getByLabel(form.passwordLabel).fill('correct-horse-42');
    await page.getByRole('button', { name: form.signIn }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(form.loginSuccess)).toBeVisible();
  });

  test('the sign-up rules speak Hindi, and registering from /hi lands on the Hindi sign-in', async ({ page }) => {
    await page.goto('/hi/register');
    const main = page.getByRole('main');
    await main.getByLabel(form.emailLabel).fill('not-an-email');
    await main.getByLabel(form.passwordLabel, { exact: true }).fill('123');
    await main.getByLabel(form.confirmPasswordLabel).fill('123456');
    await page.getByRole('button', { name: form.createAccount }).click();
    await expect(main.getByText(form.email)).toBeVisible();
    await expect(main.getByText(form.password)).toBeVisible();
    await main.getByLabel(form.passwordLabel, { exact: true }).fill('1234567');
    await main.getByLabel(form.emailLabel).fill(uniqueEmail());
    await page.getByRole('button', { name: form.createAccount }).click();
    await expect(main.getByText(form.passwordsDoNotMatch)).toBeVisible();

    const email = uniqueEmail('hindi');
    await main.getByLabel(form.nameLabel).fill('आशा राव');
    await main.getByLabel(form.emailLabel).fill(email);
    await main.getByLabel(form.passwordLabel, { exact: true }).fill('secret-123');
    await main.getByLabel(form.confirmPasswordLabel).fill('secret-123');
    await page.getByRole('button', { name: form.createAccount }).click();
    await expect(page).toHaveURL(/\/hi\/login$/);
    await expect(page.getByText(form.registrationSuccess)).toBeVisible();
    await expect(page.getByText(form.checkEmail)).toBeVisible();
    const [created] = await e2eDb().select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ name: 'आशा राव', role: 'customer' });
  });

  test('a password the server refuses is shown in Hindi', async ({ page }) => {
    await page.goto('/hi/register');
    const main = page.getByRole('main');
    await main.getByLabel(form.emailLabel).fill(uniqueEmail());
    await main.getByLabel(form.passwordLabel, { exact: true }).fill('password');
    await main.getByLabel(form.confirmPasswordLabel).fill('password');
    await page.getByRole('button', { name: form.createAccount }).click();
    await expect(main.getByText(form.passwordCommon)).toBeVisible();
  });
});
