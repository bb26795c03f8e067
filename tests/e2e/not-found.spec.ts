// Every "not found" answer is a real 404 that offers a search and places to go next.
import { test, expect } from './fixtures.ts';

const cases = [
  { path: '/no-such-page', heading: 'Page not found', action: { role: 'link' as const, name: 'Return to home' } },
  { path: '/venues/wedding/999999', heading: 'Venue not found', action: { role: 'link' as const, name: 'Browse venues' } },
  { path: '/vendors/all/photography/999999', heading: 'Error Loading Vendor', action: { role: 'button' as const, name: 'Go Back' } },
];

for (const c of cases) {
  test(`${c.path} answers 404 with ${c.heading}, a search and suggestions`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole(c.action.role, { name: c.action.name })).toBeVisible();
    const suggestions = page.getByRole('navigation', { name: 'Suggestions' });
    await expect(suggestions.getByRole('link', { name: 'Wedding venues' })).toHaveAttribute('href', '/venues/all/wedding');
    await expect(suggestions.getByRole('link', { name: 'Photographers' })).toHaveAttribute('href', '/vendors/photography');
    const search = page.getByRole('main').getByLabel('Search Mandap');
    await search.fill('udaipur');
    await search.press('Enter');
    await expect(page).toHaveURL('/search?q=udaipur');
  });
}

test('at most three toasts show at once', async ({ page }) => {
  await page.goto('/contact');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#toasts > *')).toHaveCount(3);
});
