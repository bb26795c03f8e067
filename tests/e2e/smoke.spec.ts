import { test, expect } from './fixtures.ts';

test('home page shows the brand', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Mandap' }).first()).toBeVisible();
});

test('session endpoint reports a signed-in user', async ({ page, signedInUser }) => {
  const response = await page.request.get('/api/session');
  expect(await response.json()).toMatchObject({ user: { id: signedInUser.id } });
});
