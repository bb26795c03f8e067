import { eq, like } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { contactMessages, rateLimits } from '../../src/server/db/schema.ts';
import { site } from '../../src/lib/site.ts';
import { RATE_LIMITED_MESSAGE } from '../../src/features/content/contact/contact.ts';

// One browser address for all three tests: the rate limit is per IP, so they run in order.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await e2eDb().delete(rateLimits).where(like(rateLimits.key, 'contact:%'));
});
test.afterAll(async () => {
  await e2eDb().delete(rateLimits).where(like(rateLimits.key, 'contact:%'));
});

test('contact page shows the details and the working hours', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Monday-Saturday 10:00 AM-7:00 PM', { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  for (const phone of site.phones) {
    await expect(main.getByRole('link', { name: phone.label })).toHaveAttribute('href', `tel:${phone.tel}`);
  }
  await expect(main.getByRole('link', { name: site.emails.support })).toHaveAttribute('href', `mailto:${site.emails.support}`);
});

test('shows a message beside each field that needs one', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Message not sent' })).toBeVisible();

  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@');
  await page.getByLabel('Subject').fill('Mehendi');
  await page.getByLabel('Message').fill('Do you have mehendi artists in Pune?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your name')).toBeHidden();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('stores a valid message and confirms it; refuses when sent too often', async ({ page }) => {
  const subject = `Wedding in Udaipur ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('Asha@Example.in');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('We are planning a wedding for 250 guests in February.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const rows = await e2eDb().select().from(contactMessages).where(eq(contactMessages.subject, subject));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Asha Rao',
    email: 'Asha@Example.in',
    message: 'We are planning a wedding for 250 guests in February.',
  });

  // Use up this address's allowance for the hour.
  const [counter] = await e2eDb().select().from(rateLimits).where(like(rateLimits.key, 'contact:%'));
  expect(counter?.count).toBe(1);
  await e2eDb().update(rateLimits).set({ count: 5 }).where(eq(rateLimits.key, counter!.key));

  const refused = `Refused ${Date.now()}`;
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('Subject').fill(refused);
  await page.getByLabel('Message').fill('One more question about the packages.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: RATE_LIMITED_MESSAGE })).toBeVisible();
  expect(await e2eDb().select().from(contactMessages).where(eq(contactMessages.subject, refused))).toHaveLength(0);
});
