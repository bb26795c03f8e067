import { test, expect } from './fixtures.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { daysBefore, taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { givenGuests, givenWeddingProfile, hydrated, toastTitled } from './dashboard.helpers.ts';

const inDays = (days: number) => daysBefore(todayInIndia(), -days);
const taskCount = taskTemplates(checklistPhases).length;

test('a couple with a profile arrives on the Overview: countdown, budget, checklist, RSVP and next tasks', async ({ page, signedInUser }) => {
  // Tasks dated straight back from a wedding 90 days away: the first phase's six are overdue.
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: inDays(90), budget: '2000000' });
  await givenGuests(profile.id, [{ fullName: 'Meera Iyer', isAttending: true }, { fullName: 'Kabir Shah', isAttending: false }, { fullName: 'Zoya Khan' }]);
  await page.goto('/dashboard');
  await hydrated(page);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveText('Overview');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Asha & Rohan' })).toBeVisible();
  await expect(panel.getByTestId('countdown')).toHaveText('90 days to go');
  await expect(panel.getByTestId('budget-used')).toHaveText(`${formatRupees(0)} of ${formatRupees(2000000)} committed`);
  await expect(panel.getByTestId('overview-remaining')).toHaveText(`${formatRupees(2000000)} left`);
  await expect(panel.getByTestId('checklist-progress')).toHaveText(`0 of ${taskCount} done (0%)`);
  await expect(panel.getByText('6 overdue')).toBeVisible();
  await expect(panel.getByTestId('rsvp-summary')).toHaveText('1 confirmed of 3 guests');
  await expect(panel.getByText('1 declined · 1 awaiting')).toBeVisible();
  const next = panel.getByTestId('next-tasks').getByRole('listitem');
  await expect(next).toHaveCount(3);
  await expect(next.first()).toContainText(checklistPhases[0]!.items[0]!.title);
  await expect(next.first()).toContainText('Overdue');
  await expect(panel.getByTestId('recent-ideas')).toBeVisible();

  // A tick in the Checklist tab shows on the overview when it is opened again.
  await panel.getByRole('button', { name: 'Open checklist' }).click();
  await expect(page).toHaveURL(/\?tab=checklist$/);
  await page.getByRole('button', { name: `Mark "${checklistPhases[0]!.items[0]!.title}" as done` }).click();
  await expect(toastTitled(page, 'Task updated successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(panel.getByTestId('checklist-progress')).toHaveText(`1 of ${taskCount} done (${Math.round(100 / taskCount)}%)`);
  await expect(panel.getByText('5 overdue')).toBeVisible();
});

test('Edit Profile on the overview opens the profile form; ?tab=profile still opens the profile', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id, { weddingDate: inDays(200), weddingCity: 'Jaipur' });
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\?tab=profile$/);
  await expect(page.getByRole('heading', { name: 'Edit wedding profile' })).toBeVisible();
  await page.getByLabel('Wedding City').fill('Udaipur');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Wedding profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wedding' })).toBeVisible();

  await page.goto('/dashboard?tab=profile');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Wedding Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Udaipur', { exact: true })).toBeVisible();
  await expect(page.getByTestId('recent-ideas')).toHaveCount(0);
});

test('the wedding profile refuses a blank name and a past date beside the fields', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  // A couple without a profile lands on its create form, with the recent ideas below.
  await expect(page.getByRole('tab', { name: 'Wedding Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('recent-ideas')).toBeVisible();
  await page.getByLabel('Your Name').fill('   ');
  await page.getByLabel('Wedding Date').fill(inDays(-1));
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByLabel('Your Name')).toHaveAccessibleDescription(/Your name is required/);
  await expect(page.getByLabel('Wedding Date')).toHaveAccessibleDescription(/Wedding date cannot be in the past/);
  await page.getByLabel('Your Name').fill('Asha');
  await page.getByLabel('Wedding Date').fill(inDays(120));
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
});
