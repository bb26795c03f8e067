import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, createUser, signIn, e2eDb, TEST_PASSWORD } from './fixtures.ts';
import { ideaLikes } from '../../src/server/db/schema.ts';

const DRAFT_TITLE = 'Winter Wedding Colour Palettes';

async function ideaOrder(page: Page): Promise<string[]> {
  return page.locator('[data-idea-list] > li:visible').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.idea ?? ''));
}

test.describe('ideas list', () => {
  test('shows published ideas as cards with a back link home, never the draft', async ({ page }) => {
    await page.goto('/ideas');
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding Ideas' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
    const cards = page.locator('[data-idea-list] > li');
    await expect(cards).toHaveCount(13);
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    await page.getByRole('link', { name: 'A Bengali Wedding, Ritual by Ritual' }).click();
    await expect(page).toHaveURL(/\/ideas\/bengali-wedding-rituals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A Bengali Wedding, Ritual by Ritual' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The wedding itself' })).toBeVisible();
  });

  test('filters by category, with All to reset, and keeps the choice in the URL', async ({ page }) => {
    await page.goto('/ideas');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button')).toHaveText(['All', 'Budget', 'Decor', 'Destinations', 'Fashion', 'Planning', 'Traditions']);
    await filters.getByRole('button', { name: 'Traditions' }).click();
    await expect(page.getByText('Showing 5 ideas')).toBeVisible();
    await expect(page.locator('[data-idea-list] > li:visible')).toHaveCount(5);
    await expect(page).toHaveURL(/\?category=traditions$/);
    await expect(filters.getByRole('button', { name: 'Traditions' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.locator('[data-idea-list] > li:visible')).toHaveCount(5);
    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page.locator('[data-idea-list] > li:visible')).toHaveCount(13);
  });

  test('sorts Most Recent by date', async ({ page }) => {
    await page.goto('/ideas');
    const order = await ideaOrder(page);
    expect(order[0]).toBe('eco-friendly-wedding');
    expect(order.at(-1)).toBe('marwari-wedding-customs');
  });

  test('a cover that fails to load shows the placeholder', async ({ page }) => {
    await page.route('**/art/idea/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/ideas');
    const cover = page.locator('[data-idea-list] > li').first().locator('img').first();
    await expect(cover).toHaveAttribute('src', '/images/placeholder.svg');
    expect(await cover.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBeGreaterThan(100);
  });

  test('ships no React on the list and the article', async ({ page }) => {
    const islands = page.locator('astro-island');
    // The home page's budget calculator is an island: the locator finds React where it ships.
    await page.goto('/');
    await expect(islands.first()).toBeAttached();
    for (const path of ['/ideas', '/ideas/goa-beach-wedding']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(islands).toHaveCount(0);
    }
  });

  for (const path of ['/ideas', '/ideas/kerala-hindu-wedding', '/ideas/no-such-idea']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test.describe('idea detail', () => {
  test('an unknown or draft slug shows Idea not found with Return to Ideas', async ({ page }) => {
    for (const path of ['/ideas/no-such-idea', '/ideas/winter-wedding-colour-palettes']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Idea not found' })).toBeVisible();
      await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Return to Ideas' }).click();
    await expect(page).toHaveURL(/\/ideas$/);
  });

  test('signed out, liking asks to sign in', async ({ page }) => {
    await page.goto('/ideas/goa-beach-wedding');
    await expect(page.getByRole('link', { name: '← Back to Ideas' }).first()).toHaveAttribute('href', '/ideas');
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toBeEnabled();
    await like.click();
    const prompt = page.getByText('Please sign in to like ideas.');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fideas%2Fgoa-beach-wedding');
  });

  test('signing in from the like prompt comes back to the idea', async ({ page, user }) => {
    await page.goto('/ideas/goa-beach-wedding');
    await page.getByRole('button', { name: /^Like/ }).click();
    await page.getByText('Please sign in to like ideas.').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login?next=%2Fideas%2Fgoa-beach-wedding');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/ideas/goa-beach-wedding');
    const like = page.getByRole('button', { name: /^Like/ });
    await like.click();
    await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a return address to another site is ignored', async ({ page, user }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('like and unlike change the count and the Most Popular order', async ({ page, context }) => {
    // Two ideas nobody else's test touches: the oldest (marwari) and the next oldest (tamil).
    const target = 'marwari-wedding-customs';
    const rival = 'tamil-wedding-traditions';
    const [fan1, fan2] = [await createUser(), await createUser()];
    await e2eDb()
      .insert(ideaLikes)
      .values([
        { ideaSlug: target, userId: fan1.id },
        { ideaSlug: rival, userId: fan2.id },
      ]);
    const user = await createUser();
    await signIn(context, user);

    async function popularOrder(): Promise<string[]> {
      await page.goto('/ideas?sort=popular');
      await expect(page.getByRole('button', { name: 'Most Popular' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator(`[data-idea="${target}"] [data-count]`)).not.toHaveText(/^\s*$/);
      return ideaOrder(page);
    }
    const before = await popularOrder();
    // Equal counts: the newer rival comes first.
    expect(before.indexOf(rival)).toBeLessThan(before.indexOf(target));

    await page.goto(`/ideas/${target}`);
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toContainText('1 like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('Liked');
    await expect(like).toContainText('2 likes');

    const liked = await popularOrder();
    expect(liked.indexOf(target)).toBeLessThan(liked.indexOf(rival));
    await expect(page.locator(`[data-idea="${target}"] [data-count]`)).toHaveText('2 likes');

    await page.goto(`/ideas/${target}`);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('1 like');

    const after = await popularOrder();
    expect(after.indexOf(rival)).toBeLessThan(after.indexOf(target));
  });

  test('likes are per user: one like each, and another user cannot undo mine', async ({ browser, baseURL }) => {
    const slug = 'punjabi-wedding-guide';
    const [asha, ravi] = [await createUser(), await createUser()];
    const contextA = await browser.newContext({ baseURL });
    const contextB = await browser.newContext({ baseURL });
    await signIn(contextA, asha);
    await signIn(contextB, ravi);
    const toggle = (context: typeof contextA, liked: boolean) => context.request.post('/_actions/ideas.toggleLike', { data: { slug, liked } });

    const start = (await (await contextA.request.get(`/api/ideas/${slug}/likes`)).json()) as { count: number };
    expect((await toggle(contextA, true)).status()).toBe(200);
    expect((await toggle(contextA, true)).status()).toBe(200);
    // Ravi "unliking" removes nothing of Asha's.
    expect((await toggle(contextB, false)).status()).toBe(200);
    expect(await (await contextA.request.get(`/api/ideas/${slug}/likes`)).json()).toEqual({ count: start.count + 1, liked: true, signedIn: true });
    expect(await (await contextB.request.get(`/api/ideas/${slug}/likes`)).json()).toEqual({ count: start.count + 1, liked: false, signedIn: true });

    // Signed out, or a draft: refused, and nothing stored.
    const anonymous = await browser.newContext({ baseURL });
    expect((await anonymous.request.post('/_actions/ideas.toggleLike', { data: { slug, liked: true } })).status()).toBe(401);
    const draft = await contextB.request.post('/_actions/ideas.toggleLike', { data: { slug: 'winter-wedding-colour-palettes', liked: true } });
    expect(draft.status()).toBe(404);
    const hostile = await contextB.request.post('/_actions/ideas.toggleLike', { data: { slug: "x' OR 1=1 --", liked: true } });
    expect(hostile.status()).toBe(400);
    expect((await anonymous.request.get('/api/ideas/winter-wedding-colour-palettes/likes')).status()).toBe(404);
    const counts = (await (await anonymous.request.get('/api/ideas/likes')).json()) as { counts: Record<string, number> };
    expect(Object.keys(counts.counts)).toHaveLength(13);
    expect(counts.counts).not.toHaveProperty('winter-wedding-colour-palettes');
    await Promise.all([contextA.close(), contextB.close(), anonymous.close()]);
  });
});
