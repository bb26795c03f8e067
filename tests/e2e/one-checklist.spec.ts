import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { daysBefore } from '../../src/features/planning/wedding/wedding.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import { formatCalendarDate } from '../../src/lib/dates.ts';
import { givenWeddingProfile, hydrated, toastTitled } from './dashboard.helpers.ts';

const inDays = (days: number) => daysBefore(todayInIndia(), -days);
const phase = (page: Page, title: string) => page.getByRole('region', { name: title });
const first = checklistPhases[0]!;

test('the checklist page and the dashboard tab are one checklist for a couple with a wedding profile', async ({ page, signedInUser }) => {
  test.setTimeout(90_000);
  const wedding = inDays(400);
  await givenWeddingProfile(signedInUser.id, { weddingDate: wedding });

  // Four ticks in the dashboard's Checklist tab…
  await page.goto('/dashboard?tab=checklist');
  await hydrated(page);
  for (const item of first.items.slice(0, 4)) {
    await page.getByRole('button', { name: `Mark "${item.title}" as done` }).click();
    await expect(page.getByRole('button', { name: `Mark "${item.title}" as not done` })).toHaveAttribute('aria-pressed', 'true');
  }

  // …are the checklist page's ticks, with the tab's due dates.
  await page.goto('/wedding-checklists');
  const six = phase(page, first.title);
  await expect(six.getByText('67%')).toBeVisible();
  await expect(six.getByText('4 of 6 completed')).toBeVisible();
  for (const item of first.items.slice(0, 4)) await expect(six.getByRole('checkbox', { name: item.title })).toBeChecked();
  await expect(six.getByText(`Due ${formatCalendarDate(daysBefore(wedding, first.dueDaysBefore))}`).first()).toBeVisible();
  // The six phases keep their items; the RSVP tasks follow them.
  await expect(six.getByRole('checkbox')).toHaveCount(6);
  await expect(phase(page, 'More planning tasks').getByRole('checkbox', { name: 'Send RSVP links' })).toBeVisible();

  // A custom item added on the page…
  await page.getByRole('button', { name: 'Add Custom Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Custom Item' });
  await dialog.getByLabel('Phase').selectOption({ label: '1-2 Months Before' });
  await dialog.getByLabel('Title').fill('Book the ghodi for the baraat');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
  const month = phase(page, '1-2 Months Before');
  await expect(month.getByRole('checkbox')).toHaveCount(7);

  // …is a task in the tab, where it can be edited and deleted.
  await page.goto('/dashboard?tab=checklist');
  await hydrated(page);
  const task = page.getByTestId('task').filter({ hasText: 'Book the ghodi for the baraat' });
  await expect(task).toContainText(`Due ${formatCalendarDate(daysBefore(wedding, 45))}`);
  await task.getByRole('button', { name: 'Edit task "Book the ghodi for the baraat"' }).click();
  await page.getByLabel('Task name').fill('Book the white ghodi');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Task updated successfully')).toBeVisible();

  // A task added in the tab shows on the page in its phase.
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task name').fill('Order the pagdis');
  await page.getByLabel('Phase').selectOption({ label: '2-4 Weeks Before' });
  await page.getByRole('button', { name: 'Add Task' }).last().click();
  await expect(toastTitled(page, 'Task added')).toBeVisible();
  await expect(page.getByTestId('task').filter({ hasText: 'Order the pagdis' })).toBeVisible();

  await page.goto('/wedding-checklists');
  await expect(month.getByRole('checkbox', { name: 'Book the white ghodi' })).toBeVisible();
  await expect(phase(page, '2-4 Weeks Before').getByRole('checkbox', { name: 'Order the pagdis' })).toBeVisible();
  // Edited on the page, deleted in the tab.
  await month.getByRole('button', { name: 'Edit Book the white ghodi' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Custom Item' });
  await edit.getByLabel('Title').fill('Book the ghodi and the band');
  // Its due date, from its phase, can be changed here too.
  await expect(edit.getByLabel('Due date')).toHaveValue(daysBefore(wedding, 45));
  await edit.getByLabel('Due date').fill(inDays(30));
  await edit.getByRole('button', { name: 'Save Item' }).click();
  await expect(month.getByRole('checkbox', { name: 'Book the ghodi and the band' })).toBeVisible();
  await expect(month.getByText(`Due ${formatCalendarDate(inDays(30))}`)).toBeVisible();

  await page.goto('/dashboard?tab=checklist');
  await hydrated(page);
  await expect(page.getByTestId('task').filter({ hasText: 'Book the ghodi and the band' })).toContainText(`Due ${formatCalendarDate(inDays(30))}`);
  await page.getByRole('button', { name: 'Delete task "Book the ghodi and the band"' }).click();
  await expect(toastTitled(page, 'Task deleted')).toBeVisible();
  // Planned tasks cannot be deleted, only custom ones.
  await expect(page.getByRole('button', { name: `Delete task "${first.items[0]!.title}"` })).toHaveCount(0);
  await page.goto('/wedding-checklists');
  await expect(month.getByRole('checkbox')).toHaveCount(6);
});

test('a plan made three months before the wedding has nothing overdue on day one', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel('Wedding Date').fill(inDays(90));
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page.getByTestId('task').first()).toContainText(`Due ${formatCalendarDate(todayInIndia())}`);
  await expect(page.getByTestId('task').last()).toContainText(`Due ${formatCalendarDate(inDays(90))}`);
  await expect(page.getByText('Overdue')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Nothing overdue')).toBeVisible();
});
