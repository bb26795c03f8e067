import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { site } from '../../src/lib/site.ts';

type PackageFile = { title: string; features: { title: string; items: string[] }[] };
const read = (id: string) => JSON.parse(readFileSync(`content/packages/${id}.json`, 'utf8')) as PackageFile;

const PACKAGES = [
  { id: 'luxury', title: 'Luxury Package', capacity: 'Up to 500 guests', venue: 'Premium venues', price: '₹25,000', popular: true },
  { id: 'classic', title: 'Classic Package', capacity: 'Up to 300 guests', venue: 'Quality venues', price: '₹12,000', popular: false },
  { id: 'intimate', title: 'Intimate Package', capacity: 'Up to 100 guests', venue: 'Intimate venues', price: '₹5,000', popular: false },
];
const FEATURE_CATEGORIES = ['Venue & Planning', 'Catering & Entertainment', 'Photography & Video', 'Decor & Styling'];

for (const pkg of PACKAGES) {
  test(`${pkg.id} package page shows everything the package includes`, async ({ page }) => {
    const data = read(pkg.id);
    await page.goto(`/packages/${pkg.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    await expect(page).toHaveTitle(`${pkg.title} | ${site.brand}`);

    const overview = page.locator('section', { has: page.getByRole('heading', { name: 'Package Overview' }) });
    await expect(overview.getByText('Full Day', { exact: true })).toBeVisible();
    await expect(overview.getByText(pkg.capacity, { exact: true })).toBeVisible();
    await expect(overview.getByText(pkg.venue, { exact: true })).toBeVisible();

    expect(data.features.map((f) => f.title)).toEqual(FEATURE_CATEGORIES);
    for (const group of data.features) {
      const card = page.locator('section.card', { has: page.getByRole('heading', { level: 3, name: group.title }) });
      await expect(card.getByRole('listitem')).toHaveText(group.items);
    }

    await expect(page.getByText(pkg.price, { exact: true })).toBeVisible();
    await expect(page.getByText('per person').first()).toBeVisible();
    await expect(page.getByText('Customizable based on your preferences')).toBeVisible();
    for (const phone of site.phones) {
      await expect(page.getByRole('link', { name: `Call ${phone.label}` })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    const mail = page.getByRole('link', { name: `Email ${site.emails.business}` });
    await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${site.emails.business}\\?subject=`));
    await expect(page.getByText('Most popular package')).toHaveCount(pkg.popular ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });
}

test('Back returns to the page the visitor came from', async ({ page }) => {
  await page.goto('/#packages');
  await page.getByRole('link', { name: 'Learn More about the Intimate Package' }).click();
  await expect(page).toHaveURL('/packages/intimate');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/#packages$|\/$/);
  await expect(page.getByRole('heading', { name: 'Wedding Packages' })).toBeVisible();
});

test('Back on a directly opened package page goes to the home page packages', async ({ page }) => {
  await page.goto('/packages/luxury');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/#packages');
});

test('an unknown package is not found', async ({ page }) => {
  const response = await page.goto('/packages/royal');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
