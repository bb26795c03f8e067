// The Hindi ideas list in the browser: filtering and sorting keep the ideas that have a Hindi
// version first and count in Hindi; the like button and its sign-in prompt speak Hindi and lead
// to the Hindi sign-in page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const HINDI_IDEAS = ['haldi-ceremony-decor', 'marwari-wedding-customs', 'mehendi-decor-ideas', 'sangeet-night-planning', 'wedding-budget-tips'];

async function ideaOrder(page: Page): Promise<string[]> {
  return page.locator('[data-idea-list] > li:visible').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.idea ?? ''));
}

test('the Hindi ideas list filters and sorts in Hindi, Hindi versions first', async ({ page }) => {
  await page.goto('/hi/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'शादी के आइडिया' })).toBeVisible();
  await expect(page.getByText('13 आइडिया दिख रहे हैं')).toBeVisible();
  expect((await ideaOrder(page)).slice(0, 5).sort()).toEqual(HINDI_IDEAS);

  const filters = page.getByRole('group', { name: 'श्रेणी से छाँटें' });
  await filters.getByRole('button', { name: 'रीति-रिवाज' }).click();
  await expect(page).toHaveURL(/\/hi\/ideas\?category=traditions$/);
  await expect(page.getByText('5 आइडिया दिख रहे हैं')).toBeVisible();
  expect((await ideaOrder(page))[0]).toBe('marwari-wedding-customs');

  await filters.getByRole('button', { name: 'सभी' }).click();
  await page.getByRole('group', { name: 'आइडिया का क्रम' }).getByRole('button', { name: 'सबसे पसंदीदा' }).click();
  await expect(page).toHaveURL(/\?sort=popular$/);
  expect((await ideaOrder(page)).slice(0, 5).sort()).toEqual(HINDI_IDEAS);
  await expect(page.locator('[data-idea-list] [data-count]').first()).toHaveText(/^\d+ पसंद$/);
});

test('a Hindi idea: the like button asks to sign in, in Hindi, on the Hindi sign-in page', async ({ page }) => {
  await page.goto('/hi/ideas/haldi-ceremony-decor');
  const like = page.getByRole('button', { name: /^पसंद करें/ });
  await expect(like).toBeEnabled();
  await expect(like).toContainText(/\d+ पसंद/);
  await like.click();
  const prompt = page.getByText('आइडिया पसंद करने के लिए कृपया साइन इन करें।');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/hi/login?next=%2Fhi%2Fideas%2Fhaldi-ceremony-decor');
});

test('the Hindi checklist ticks and counts in Hindi', async ({ page }) => {
  await page.goto('/hi/wedding-checklists');
  const phase = page.locator('[data-phase="six-months-plus"]');
  await expect(phase.getByRole('heading', { name: '6 महीने या उससे पहले' })).toBeVisible();
  await expect(phase.getByText('6 में से 0 पूरे')).toBeVisible();
  await phase.getByLabel('शादी का बजट तय करें').check();
  await expect(phase.getByText('6 में से 1 पूरे')).toBeVisible();
  await expect(page.getByRole('note').getByRole('link', { name: 'साइन इन' })).toHaveAttribute('href', '/hi/login');
});
