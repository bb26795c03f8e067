import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, createUser, signIn } from './fixtures.ts';

const NOTICE = 'Login to save your checklist progress and add custom items';
const PHASES: [string, number][] = [
  ['6 Months and More', 6],
  ['3-5 Months Before', 6],
  ['1-2 Months Before', 6],
  ['2-4 Weeks Before', 6],
  ['1 Week Before', 4],
  ['Wedding Day', 4],
];

function phase(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

test.describe('checklist, signed out', () => {
  test('shows the six phases with their items and the login notice', async ({ page }) => {
    await page.goto('/wedding-checklists');
    await expect(page.getByText(NOTICE)).toBeVisible();
    for (const [title, count] of PHASES) {
      const section = phase(page, title);
      await expect(section.getByRole('heading', { name: title })).toBeVisible();
      await expect(section.getByRole('checkbox')).toHaveCount(count);
      await expect(section.getByText('0%')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Add Custom Item' })).toHaveCount(0);
  });

  test('ticks strike items through, update progress, and survive a reload', async ({ page }) => {
    await page.goto('/wedding-checklists');
    const wedding = phase(page, 'Wedding Day');
    const item = wedding.getByRole('checkbox', { name: 'Eat a proper breakfast' });
    await item.check();
    await expect(wedding.getByText('Eat a proper breakfast', { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
    await expect(wedding.getByText('25%')).toBeVisible();
    await expect(wedding.getByRole('progressbar')).toHaveAttribute('value', '25');
    const first = phase(page, '6 Months and More');
    await first.getByRole('checkbox', { name: 'Book the venue' }).check();
    await expect(first.getByText('17%')).toBeVisible();

    await page.reload();
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(wedding.getByRole('checkbox', { name: 'Eat a proper breakfast' })).toBeChecked();
    await expect(wedding.getByText('25%')).toBeVisible();
    await expect(first.getByText('17%')).toBeVisible();

    await wedding.getByRole('checkbox', { name: 'Eat a proper breakfast' }).uncheck();
    await expect(wedding.getByText('0%')).toBeVisible();
    await expect(wedding.getByText('Eat a proper breakfast', { exact: true })).toHaveCSS('text-decoration-line', 'none');
  });

  test('passes axe', async ({ page }) => {
    await page.goto('/wedding-checklists');
    await expect(page.getByText(NOTICE)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('checklist, signed in', () => {
  test('ticks and custom items are saved to the account and come back in another browser', async ({ browser, baseURL }) => {
    const user = await createUser();
    const first = await browser.newContext({ baseURL });
    await signIn(first, user);
    const page = await first.newPage();
    await page.goto('/wedding-checklists');
    await expect(page.getByRole('button', { name: 'Add Custom Item' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);

    const month = phase(page, '1-2 Months Before');
    await month.getByRole('checkbox', { name: 'Arrange the baraat' }).check();
    await expect(month.getByText('17%')).toBeVisible();

    // The dialog: a blank title is refused.
    await page.getByRole('button', { name: 'Add Custom Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Custom Item' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Phase').selectOption({ label: '1-2 Months Before' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    await dialog.getByLabel('Title').fill('Book the ghodi for the baraat');
    await dialog.getByLabel('Description').fill('White mare, with a handler <b>not</b> a rental van');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(month.getByRole('checkbox')).toHaveCount(7);
    await expect(month.getByText('White mare, with a handler <b>not</b> a rental van')).toBeVisible();
    await month.getByRole('checkbox', { name: 'Book the ghodi for the baraat' }).check();
    await expect(month.getByText('29%')).toBeVisible();

    // Another browser, same couple.
    const second = await browser.newContext({ baseURL });
    await signIn(second, user);
    const other = await second.newPage();
    await other.goto('/wedding-checklists');
    const again = phase(other, '1-2 Months Before');
    await expect(again.getByRole('checkbox', { name: 'Arrange the baraat' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Book the ghodi for the baraat' })).toBeChecked();
    await expect(again.getByText('29%')).toBeVisible();

    await again.getByRole('button', { name: 'Remove Book the ghodi for the baraat' }).click();
    await expect(again.getByRole('checkbox')).toHaveCount(6);
    await expect(again.getByText('17%')).toBeVisible();
    await other.reload();
    await expect(phase(other, '1-2 Months Before').getByRole('checkbox')).toHaveCount(6);
    await Promise.all([first.close(), second.close()]);
  });

  test('passes axe with the dialog open', async ({ page, signedInUser }) => {
    void signedInUser;
    await page.goto('/wedding-checklists');
    await page.getByRole('button', { name: 'Add Custom Item' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('checklist across users', () => {
  test("another couple cannot tick, remove or read a couple's custom items", async ({ browser, baseURL }) => {
    const [asha, ravi] = [await createUser(), await createUser()];
    const a = await browser.newContext({ baseURL });
    const b = await browser.newContext({ baseURL });
    await signIn(a, asha);
    await signIn(b, ravi);

    const added = await a.request.post('/_actions/checklist.addItem', {
      data: { phaseId: 'one-week', title: 'Collect the sherwani', description: '' },
    });
    expect(added.status()).toBe(200);
    const saved = (await (await a.request.get('/api/checklist')).json()) as { customItems: { id: string; title: string }[] };
    expect(saved.customItems.map((item) => item.title)).toEqual(['Collect the sherwani']);
    const id = saved.customItems[0]!.id;

    expect((await b.request.post('/_actions/checklist.setItem', { data: { itemId: id, completed: true } })).status()).toBe(404);
    expect((await b.request.post('/_actions/checklist.removeItem', { data: { id } })).status()).toBe(404);
    const theirs = (await (await b.request.get('/api/checklist')).json()) as { customItems: unknown[]; completed: string[] };
    expect(theirs).toEqual({ signedIn: true, completed: [], customItems: [] });
    const mine = (await (await a.request.get('/api/checklist')).json()) as { customItems: { id: string }[]; completed: string[] };
    expect(mine.customItems.map((item) => item.id)).toEqual([id]);
    expect(mine.completed).toEqual([]);

    // Signed out: refused.
    const anonymous = await browser.newContext({ baseURL });
    expect((await anonymous.request.post('/_actions/checklist.removeItem', { data: { id } })).status()).toBe(401);
    expect((await anonymous.request.post('/_actions/checklist.addItem', { data: { phaseId: 'one-week', title: 'x' } })).status()).toBe(401);
    // Bad input: field errors, never a 500.
    const blank = await a.request.post('/_actions/checklist.addItem', { data: { phaseId: 'one-week', title: '   ' } });
    expect(blank.status()).toBe(400);
    const huge = await a.request.post('/_actions/checklist.addItem', { data: { phaseId: 'one-week', title: 'x'.repeat(100_000) } });
    expect(huge.status()).toBe(400);
    const wrongType = await a.request.post('/_actions/checklist.setItem', { data: { itemId: { $ne: 1 }, completed: 'yes' } });
    expect(wrongType.status()).toBe(400);
    await Promise.all([a.close(), b.close(), anonymous.close()]);
  });
});
