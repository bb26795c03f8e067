import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { planningTasks, weddingProfiles } from '../../src/server/db/schema.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { givenCatalogue, givenShortlist, givenWeddingProfile, toastTitled, hydrated } from './dashboard.helpers.ts';

test('the dashboard sends a signed-out visitor to /login', async ({ page }) => {
  const response = await page.request.get('/dashboard', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/login');
});

test('wedding profile: create form, viewing, editing, cancel and save', async ({ page, signedInUser }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Wedding Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Create your wedding profile' })).toBeVisible();
  await expect(page.getByLabel('Event Type')).toHaveValue('wedding');
  await expect(page.getByLabel('Your Name')).toHaveValue(signedInUser.name);

  await page.getByLabel("Partner's Name").fill('Rohan');
  await page.getByLabel('Wedding City').fill('Jaipur');
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await page.getByLabel('Event Type').selectOption('reception');
  await page.getByLabel('Budget (₹)').fill('1500000.50');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wedding' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Reception', { exact: true })).toBeVisible();
  await expect(page.getByText('₹15,00,000.50')).toBeVisible();
  await expect(page.getByText('14 February 2027')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Wedding City').fill('Udaipur');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tabpanel').getByText('Jaipur', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Wedding City').fill('Udaipur');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Wedding profile updated successfully')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Udaipur', { exact: true })).toBeVisible();

  const rows = await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, signedInUser.id));
  expect(rows).toMatchObject([{ weddingCity: 'Udaipur', eventType: 'reception', budget: 1500000.5 }]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tabpanel').getByText('Udaipur', { exact: true })).toBeVisible();
});

test('before its code arrives, a new couple sees the profile form’s title in a placeholder as tall as the form', async ({ page, signedInUser: _user }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  const placeholder = page.locator('#panel-profile [aria-busy="true"]');
  await expect(placeholder.getByRole('heading', { name: 'Create your wedding profile' })).toBeVisible();
  await expect(placeholder.getByText('Tell us about your big day to unlock the guest list and planning checklist.')).toBeVisible();
  const ideasBefore = await page.locator('#recent-ideas-title').boundingBox();
  await page.unroute('**/_astro/*.js');
  await page.goto('/dashboard');
  await expect(page.getByRole('form', { name: 'Create your wedding profile' })).toBeVisible();
  const ideasAfter = await page.locator('#recent-ideas-title').boundingBox();
  // The recent ideas below stay within a few lines of where they were (they moved 787 px before).
  expect(Math.abs(ideasAfter!.y - ideasBefore!.y)).toBeLessThan(120);
});

test('a second create from another tab loads the existing profile', async ({ page, context, signedInUser }) => {
  const other = await context.newPage();
  await page.goto('/dashboard');
  await hydrated(page);
  await other.goto('/dashboard');
  await hydrated(other);
  await page.getByLabel("Partner's Name").fill('Rohan');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  await other.getByLabel("Partner's Name").fill('Someone else');
  await other.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(other, 'Wedding profile loaded successfully')).toBeVisible();
  await expect(other.getByRole('tabpanel').getByText('Rohan', { exact: true })).toBeVisible();
  const rows = await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, signedInUser.id));
  expect(rows).toHaveLength(1);
});

test('bad profile input shows field errors and stores nothing', async ({ page, signedInUser }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel('Budget (₹)').fill('lots');
  await page.getByLabel('Your Name').fill('x'.repeat(500));
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Failed to create wedding profile. Please try again.')).toBeVisible();
  await expect(page.getByText('Budget must be a number')).toBeVisible();
  await expect(page.getByText('Your name must be at most 100 characters')).toBeVisible();
  expect(await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, signedInUser.id))).toHaveLength(0);
});

test('the open tab lives in the URL: reload and back keep it', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Guest List' }).click();
  await expect(page).toHaveURL(/\?tab=guests$/);
  await expect(page.getByRole('tab', { name: 'Guest List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No guests found. Start by adding your first guest!')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Guest List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No guests found. Start by adding your first guest!')).toBeVisible();
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page).toHaveURL(/\?tab=checklist$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Guest List' })).toHaveAttribute('aria-selected', 'true');
  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Guest List' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Checklist' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
});

test('guests and checklist ask for a wedding profile first', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(page.getByText('Please create a wedding profile first to manage guests.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Wedding Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create your wedding profile' })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=profile$/);
});

test('checklist: tasks dated back from the wedding day, toggled by the icon and edited', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: '2027-02-14' });
  await page.goto('/dashboard?tab=checklist');
  await hydrated(page);
  const tasks = page.getByTestId('task');
  // The checklist's items, and the two RSVP tasks.
  await expect(tasks).toHaveCount(taskTemplates(checklistPhases).length);
  await expect(tasks.filter({ hasText: 'Send RSVP links' })).toContainText('Due 31 December 2026');
  await expect(tasks.filter({ hasText: 'Confirm final headcount with the caterer' })).toContainText('Due 4 February 2027');
  const first = checklistPhases[0]!;
  const firstDue = new Date(Date.UTC(2027, 1, 14 - first.dueDaysBefore)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(tasks.first()).toContainText(first.items[0]!.title);
  await expect(tasks.first()).toContainText(`Due ${firstDue}`);
  const last = checklistPhases[checklistPhases.length - 1]!;
  await expect(tasks.last()).toContainText(last.items[last.items.length - 1]!.title);

  const title = first.items[0]!.title;
  const icon = page.getByRole('button', { name: `Mark "${title}" as done` });
  await icon.click();
  await expect(toastTitled(page, 'Task updated successfully')).toBeVisible();
  const done = page.getByRole('button', { name: `Mark "${title}" as not done` });
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(title, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await page.reload();
  await hydrated(page);
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await done.click();
  await expect(page.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(title, { exact: true })).toHaveCSS('text-decoration-line', 'none');

  await page.getByRole('button', { name: `Edit task "${title}"` }).click();
  await page.getByLabel('Task name').fill('Fix the budget with both families');
  await page.getByLabel('Due date').fill('2026-12-01');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Task updated successfully')).toBeVisible();
  const edited = tasks.filter({ hasText: 'Fix the budget with both families' });
  await expect(edited).toContainText('Due 1 December 2026');
  // Re-ordered by its new due date: after every task due before 1 December 2026.
  await expect(tasks.first()).not.toContainText('Fix the budget with both families');
  const rows = await e2eDb().select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id));
  expect(rows.filter((r) => r.taskName === 'Fix the budget with both families')).toMatchObject([{ dueDate: '2026-12-01', isCompleted: false }]);

  await page.getByRole('button', { name: 'Edit task "Fix the budget with both families"' }).click();
  await page.getByLabel('Task name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Task name is required')).toBeVisible();
  await expect(toastTitled(page, 'Failed to update task')).toBeVisible();
});

test('moving the wedding date moves open tasks with it', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id, { weddingDate: '2027-02-14' });
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Wedding Date').fill('2027-02-24');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Wedding profile updated successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Checklist' }).click();
  const last = checklistPhases[checklistPhases.length - 1]!;
  const due = new Date(Date.UTC(2027, 1, 24 - last.dueDaysBefore)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('task').last()).toContainText(`Due ${due}`);
});

test('shortlists tab: newest first, links to the item pages, remove', async ({ page, signedInUser }) => {
  const { venue, vendor } = await givenCatalogue();
  await givenShortlist(signedInUser.id, 'venue', venue.id, new Date(Date.now() - 60_000));
  await givenShortlist(signedInUser.id, 'vendor', vendor.id);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Shortlists' }).click();
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('link', { name: vendor.name })).toHaveAttribute('href', `/vendors/${vendor.id}`);
  await expect(cards.nth(1).getByRole('link', { name: venue.name })).toHaveAttribute('href', `/venues/wedding/${venue.id}`);
  await page.getByRole('button', { name: `Remove ${vendor.name} from shortlist` }).click();
  await expect(toastTitled(page, 'Removed from shortlist')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
});

test('the first tab arrives with the page; other tabs load on demand', async ({ page, signedInUser }) => {
  const { venue } = await givenCatalogue();
  await givenShortlist(signedInUser.id, 'venue', venue.id);
  await page.route('**/api/dashboard/shortlists', (route) => route.fulfill({ status: 500, body: 'no' }));
  await page.goto('/dashboard?tab=shortlists');
  await hydrated(page);
  // Served with the page, so the failing endpoint is never needed.
  await expect(page.getByRole('link', { name: venue.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Wedding Profile' }).click();
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Shortlists' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(/Failed to load shortlists/);
  await page.unroute('**/api/dashboard/shortlists');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: venue.name })).toBeVisible();
});

test('dashboard JavaScript stays within 100 KB gzip and every tab passes axe', async ({ page, signedInUser }) => {
  // Four axe runs: slow on a busy two-core machine.
  test.setTimeout(90_000);
  await givenWeddingProfile(signedInUser.id, { weddingDate: '2027-02-14' });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/_astro/')) {
      bodies.set(response.url(), response.body());
    }
  });
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('countdown')).toBeVisible();
  // The overview's first screen in full: its payments due load their own code once the island runs.
  await expect(page.getByTestId('payments-due')).toContainText('No payments due');
  const scripts = new Map<string, number>();
  for (const [url, body] of bodies) scripts.set(url, gzipSync(await body).length);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`dashboard JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const [u, n] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${u}`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(100 * 1024);
  for (const tab of ['Overview', 'Wedding Profile', 'Shortlists', 'Guest List', 'Checklist', 'Functions']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('skeletons')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations, tab).toEqual([]);
  }
});

test('the overview shows up to 6 recent published ideas, newest first, and no other tab does', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id, { weddingDate: '2027-02-14' });
  const published = await listPublishedIdeas();
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(page.getByText('No guests found. Start by adding your first guest!')).toBeVisible();
  await expect(page.getByTestId('recent-ideas')).toHaveCount(0);
  await page.goto('/dashboard');
  await hydrated(page);
  const cards = page.getByTestId('recent-ideas').getByRole('link');
  await expect(cards).toHaveCount(Math.min(6, published.length));
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(published.slice(0, 6).map((idea) => `/ideas/${idea.slug}`));
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/ideas/${published[0]!.slug}$`));
});

/** Published ideas from the MDX front matter, newest first (ties by slug), as the site orders them. */
async function listPublishedIdeas(): Promise<{ slug: string; publishedAt: number }[]> {
  const files = (await readdir('content/ideas')).filter((f) => f.endsWith('.mdx'));
  const ideas = [];
  for (const file of files) {
    const text = await readFile(`content/ideas/${file}`, 'utf8');
    const front = text.split('---')[1] ?? '';
    if (/^status:\s*draft/m.test(front)) continue;
    const date = /^publishedAt:\s*['"]?([^'"\n]+)/m.exec(front)?.[1];
    ideas.push({ slug: file.replace(/\.mdx$/, ''), publishedAt: Date.parse(date!) });
  }
  return ideas.sort((a, b) => b.publishedAt - a.publishedAt || a.slug.localeCompare(b.slug));
}
