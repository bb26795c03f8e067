import { test, expect } from './fixtures.ts';
import { site } from '../../src/lib/site.ts';

test('about page tells what the business does', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: `About ${site.brand}` })).toBeVisible();
  for (const heading of ['Why we started', 'What you can do here', 'How we work with vendors', 'Talk to us']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
});

test('careers lists the three openings, each applying by e-mail', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  const openings = [
    ['Frontend Developer', 'Engineering · Mumbai · Full-time'],
    ['Wedding Consultant', 'Operations · Delhi · Full-time'],
    ['Content Writer', 'Marketing · Remote · Contract'],
  ] as const;
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [index, [title, meta]] of openings.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText(meta)).toBeVisible();
    const apply = card.getByRole('link', { name: 'Apply Now' });
    await expect(apply).toHaveText('Apply Now');
    const href = new URL((await apply.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.emails.careers);
    expect(href.searchParams.get('subject')).toBe(`Application: ${title}`);
  }
});

for (const [path, title, first] of [
  ['/terms', 'Terms of Service', '1. Who may use Mandap'],
  ['/privacy', 'Privacy Policy', '1. Data we collect'],
] as const) {
  test(`${title} has its sections and a fixed last-updated date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: 1 October 2026')).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', '2026-10-01');
    await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
  });
}

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/services/venues', '/venues/all/wedding'],
    ['/services/photography', '/vendors/photography'],
    ['/services/makeup', '/vendors/makeup'],
    ['/services/planners', '/vendors/planners'],
    ['/auth/signin', '/login'],
  ] as const) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
    });
  }

  test('/start-planning sends visitors to sign up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Planning' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('/start-planning sends a signed-in couple to the dashboard', async ({ page, signedInUser }) => {
    void signedInUser;
    const response = await page.request.get('/start-planning', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/dashboard');
  });
});
