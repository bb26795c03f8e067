// The couple dashboard's planning tabs for a Hindi account: the Wedding Profile, Checklist,
// Functions and Budget tabs and the Overview's payments due in Hindi, with none of their
// catalogues' English texts; what the couple wrote stays as written, and the stored rows keep
// the English the English dashboard shows.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { budgetItems, planningTasks, users, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import type { Catalogue, MessageBook } from '../../src/i18n/catalogue.ts';
import { planningTasksMessages, weddingProfileMessages } from '../../src/features/planning/wedding/messages.ts';
import { functionsTabMessages } from '../../src/features/planning/functions/messages.ts';
import { budgetTabMessages, paymentsDueMessages } from '../../src/features/money/tracker/messages.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { daysBefore, RSVP_TASKS } from '../../src/features/planning/wedding/wedding.ts';
import { HINDI_CHECKLIST, HINDI_RSVP_TASKS } from '../../src/features/planning/checklist/phases-hi.ts';
import { formatCalendarDate, todayInIndia } from '../../src/lib/dates.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { givenWeddingProfile, hydrated, toastTitled } from './dashboard.helpers.ts';

const inDays = (days: number) => daysBefore(todayInIndia(), -days);

/** Each message whose languages differ, cut at its placeholders into pieces long enough to mean something. */
function englishTexts(...books: MessageBook<Catalogue>[]): string[] {
  const texts = new Set<string>();
  for (const book of books) {
    const en = book.data('en').messages;
    const hi = book.data('hi').messages;
    for (const [key, message] of Object.entries(en)) {
      if (JSON.stringify(message) === JSON.stringify(hi[key])) continue;
      for (const form of typeof message === 'string' ? [message] : Object.values(message)) {
        for (const piece of form.split(/\{\w+\}/)) if (piece.trim().length >= 3) texts.add(piece.trim());
      }
    }
  }
  return [...texts];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The open tab's visible text, labels, titles and placeholders; the recent ideas (the content's own titles) left out. */
async function panelTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const ideas = document.querySelector<HTMLElement>('section[aria-labelledby="recent-ideas-title"]');
    if (ideas) ideas.style.display = 'none';
    for (const root of document.querySelectorAll('[role="tabpanel"], dialog[open]')) {
      parts.push((root as HTMLElement).innerText);
      root.querySelectorAll('[aria-label], [title], [placeholder]').forEach((el) => {
        if (ideas?.contains(el)) return;
        for (const name of ['aria-label', 'title', 'placeholder']) parts.push(el.getAttribute(name) ?? '');
      });
      root.querySelectorAll('.sr-only, option').forEach((el) => {
        if (!ideas?.contains(el)) parts.push(el.textContent ?? '');
      });
    }
    if (ideas) ideas.style.display = '';
    return parts.join('\n');
  });
}

async function expectNoEnglish(page: Page, what: string, ...books: unknown[]) {
  const text = await panelTexts(page);
  const left = englishTexts(...(books as MessageBook<Catalogue>[])).filter((english) => new RegExp(`(^|[^A-Za-z])${escape(english)}($|[^A-Za-z])`).test(text));
  expect(left, `English texts on the Hindi ${what}`).toEqual([]);
}

async function hindiAccount(userId: string) {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, userId));
}

test('a Hindi account creates its wedding profile in Hindi and plans its functions', async ({ page, signedInUser }) => {
  test.setTimeout(90_000);
  await hindiAccount(signedInUser.id);
  await page.goto('/dashboard');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'अपनी शादी की प्रोफ़ाइल बनाइए' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'हल्दी' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'मेहंदी' })).toBeChecked();
  await expect(form.getByLabel('मौक़ा')).toHaveValue('wedding');
  await expect(form.getByLabel('मौक़ा').locator('option:checked')).toHaveText('शादी');
  await expectNoEnglish(page, 'profile form', weddingProfileMessages);

  // A rule message of the server comes back in Hindi.
  await form.getByLabel('आपका नाम').fill('');
  await form.getByRole('button', { name: 'प्रोफ़ाइल बनाएँ' }).click();
  await expect(form.getByText('अपना नाम लिखना ज़रूरी है')).toBeVisible();

  const weddingDate = inDays(120);
  await form.getByLabel('आपका नाम').fill('Asha');
  await form.getByLabel('जीवनसाथी का नाम').fill('Rohan');
  await form.getByLabel('शादी की तारीख़').fill(weddingDate);
  await form.getByLabel('बजट (₹)').fill('1500000');
  await form.getByRole('checkbox', { name: 'हल्दी' }).uncheck();
  await form.getByRole('button', { name: 'प्रोफ़ाइल बनाएँ' }).click();
  await expect(toastTitled(page, 'शादी की प्रोफ़ाइल बन गई')).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'आपकी शादी' })).toBeVisible();
  await expect(panel.getByText(formatCalendarDate(weddingDate, 'hi'), { exact: true })).toBeVisible();
  await expect(panel.getByText(formatRupees(1500000), { exact: true })).toBeVisible();
  await expect(panel.getByText('तय नहीं', { exact: true })).toBeVisible();
  await expectNoEnglish(page, 'profile', weddingProfileMessages);

  // The usual functions are stored by their English names and shown in Hindi.
  const [profile] = await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, signedInUser.id));
  const stored = await e2eDb().select({ name: weddingFunctions.name }).from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, profile!.id));
  expect(stored.map((f) => f.name).sort()).toEqual(['Mehendi', 'Reception', 'Sangeet', 'Wedding']);

  await page.getByRole('tab', { name: 'समारोह' }).click();
  await expect(page.getByTestId('new-replies')).toHaveText('नए जवाब: 0');
  await expect(panel.getByRole('heading', { name: 'समारोह और मेहमानों के जवाब' })).toBeVisible();
  const sections = panel.getByRole('tablist', { name: 'समारोह और मेहमानों के जवाब' }).getByRole('tab');
  await expect(sections).toHaveText(['समय-सारणी और गिनती', 'परिवार और जवाब के लिंक', 'ठहरने का इंतज़ाम']);
  const cards = panel.getByTestId('function-card');
  await expect(cards.getByRole('heading')).toHaveText(['मेहंदी', 'संगीत', 'शादी', 'रिसेप्शन']);
  await expect(cards.first().getByTestId('headcount')).toContainText('बुलाए गए');
  await expect(cards.first().getByTestId('meal-split')).toHaveText('खाना: शाकाहारी 0 · मांसाहारी 0 · वीगन 0 · जैन 0 · नहीं बताया 0 · बच्चे 0');
  await expect(cards.first().getByRole('link', { name: 'कैटरर के लिए सूची (मेहंदी)' })).toHaveAttribute('href', /\/dashboard\/functions\/.+\/caterer$/);
  await expectNoEnglish(page, 'Functions tab', functionsTabMessages);

  // Adding a function in Hindi; editing a usual one without renaming it keeps its stored name.
  await panel.getByRole('button', { name: 'समारोह जोड़ें' }).click();
  const dialog = page.getByRole('dialog', { name: 'समारोह जोड़ें' });
  await expect(dialog.getByLabel('नाम')).toHaveAttribute('placeholder', 'संगीत');
  await expectNoEnglish(page, 'function form', functionsTabMessages);
  await dialog.getByLabel('नाम').fill('मायरा');
  await dialog.getByLabel('तारीख़').fill(daysBefore(weddingDate, 3));
  await dialog.getByRole('button', { name: 'समारोह जोड़ें' }).click();
  await expect(toastTitled(page, 'समारोह जोड़ दिया गया')).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText(['मायरा', 'मेहंदी', 'संगीत', 'शादी', 'रिसेप्शन']);

  await cards.nth(1).getByRole('button', { name: 'बदलें मेहंदी' }).click();
  const edit = page.getByRole('dialog', { name: 'मेहंदी बदलें' });
  await expect(edit.getByLabel('नाम')).toHaveValue('मेहंदी');
  await edit.getByLabel('पहनावा (चाहें तो)').fill('हरा');
  await edit.getByRole('button', { name: 'समारोह सहेजें' }).click();
  await expect(toastTitled(page, 'समारोह बदल दिया गया')).toBeVisible();
  await expect(cards.nth(1)).toContainText('पहनावा: हरा');
  const names = await e2eDb().select({ name: weddingFunctions.name }).from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, profile!.id));
  expect(names.map((f) => f.name).sort()).toEqual(['Mehendi', 'Reception', 'Sangeet', 'Wedding', 'मायरा']);

  await sections.nth(2).click();
  await expect(panel.getByRole('heading', { name: 'ठहरने वालों की सूची' })).toBeVisible();
  await expect(panel.getByText('अभी किसी परिवार ने ठहरने का इंतज़ाम नहीं माँगा है।')).toBeVisible();
  await expectNoEnglish(page, 'accommodation list', functionsTabMessages);
});

test('a Hindi account sees its checklist in Hindi until it renames a task', async ({ page, signedInUser }) => {
  test.setTimeout(60_000);
  await hindiAccount(signedInUser.id);
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: inDays(200) });
  const [budget, muhurat] = checklistPhases[0]!.items as [(typeof checklistPhases)[0]['items'][0], (typeof checklistPhases)[0]['items'][0]];
  await page.goto('/dashboard?tab=checklist');
  await hydrated(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'तैयारी की चेकलिस्ट' })).toBeVisible();
  const tasks = panel.getByTestId('task');
  await expect(tasks.first()).toContainText(HINDI_CHECKLIST[budget.id]!.title);
  await expect(tasks.first()).toContainText(`${formatCalendarDate(daysBefore(inDays(200), 180), 'hi')} तक`);
  await expect(panel.getByText(HINDI_RSVP_TASKS[0]!.title, { exact: true })).toBeVisible();
  await expect(panel.getByText(budget.title, { exact: true })).toHaveCount(0);
  await expect(panel.getByText(RSVP_TASKS[1].taskName, { exact: true })).toHaveCount(0);
  await expectNoEnglish(page, 'checklist', planningTasksMessages);

  // Ticking and editing the due date only: the task keeps its stored English name and stays in Hindi.
  await panel.getByRole('button', { name: `"${HINDI_CHECKLIST[budget.id]!.title}" को पूरा हुआ बताएँ` }).click();
  await expect(toastTitled(page, 'काम बदल दिया गया')).toBeVisible();
  await expect(panel.getByRole('button', { name: `"${HINDI_CHECKLIST[budget.id]!.title}" को अधूरा बताएँ` })).toBeVisible();
  await panel.getByRole('button', { name: `"${HINDI_CHECKLIST[budget.id]!.title}" काम बदलें` }).click();
  const dialog = page.getByRole('dialog', { name: 'काम बदलें' });
  await expect(dialog.getByLabel('काम')).toHaveValue(HINDI_CHECKLIST[budget.id]!.title);
  await expectNoEnglish(page, 'task form', planningTasksMessages);
  await dialog.getByLabel('आख़िरी तारीख़').fill(inDays(30));
  await dialog.getByRole('button', { name: 'बदलाव सहेजें' }).click();
  await expect(dialog).toBeHidden();
  await expect(tasks.filter({ hasText: HINDI_CHECKLIST[budget.id]!.title })).toContainText(`${formatCalendarDate(inDays(30), 'hi')} तक`);

  // Renamed, a task keeps the couple's words.
  await panel.getByRole('button', { name: `"${HINDI_CHECKLIST[muhurat.id]!.title}" काम बदलें` }).click();
  await dialog.getByLabel('काम').fill('पंडित जी से फ़रवरी की तारीख़ें पूछें');
  await dialog.getByRole('button', { name: 'बदलाव सहेजें' }).click();
  await expect(panel.getByText('पंडित जी से फ़रवरी की तारीख़ें पूछें', { exact: true })).toBeVisible();

  const stored = await e2eDb().select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id));
  expect(stored.find((t) => t.checklistItemId === budget.id)).toMatchObject({ taskName: budget.title, isCompleted: true, dueDate: inDays(30) });
  expect(stored.find((t) => t.checklistItemId === muhurat.id)!.taskName).toBe('पंडित जी से फ़रवरी की तारीख़ें पूछें');

  // The checklist page in Hindi shows the same tasks in Hindi, the renamed one as written.
  await page.goto('/hi/wedding-checklists');
  await expect(page.getByText('पंडित जी से फ़रवरी की तारीख़ें पूछें', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(HINDI_CHECKLIST[budget.id]!.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(HINDI_RSVP_TASKS[1]!.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(RSVP_TASKS[1].taskName, { exact: true })).toHaveCount(0);
});

test('a Hindi account keeps its budget in Hindi, amounts the Indian way', async ({ page, signedInUser }) => {
  test.setTimeout(60_000);
  await hindiAccount(signedInUser.id);
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: inDays(90), budget: '2000000' });
  await e2eDb()
    .insert(budgetItems)
    .values({ weddingProfileId: profile.id, category: 'venue', what: 'हलवाई की पेशगी', quoted: 900000, paid: 100000, dueDate: inDays(5) });

  // Payments due on the Overview.
  await page.goto('/dashboard?tab=overview');
  await hydrated(page);
  const due = page.getByTestId('payments-due');
  await expect(due.getByRole('heading', { name: 'देने बाकी भुगतान' })).toBeVisible();
  await expect(due).toContainText(`${formatCalendarDate(inDays(5), 'hi')} तक देना है · वेन्यू और खाना`);
  await expect(due.getByRole('button', { name: 'चुका दिया: हलवाई की पेशगी' })).toBeVisible();

  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'आपका बजट' })).toBeVisible();
  await expect(panel.getByText(`कुल बजट (शादी की प्रोफ़ाइल से): ${formatRupees(2000000)}`)).toBeVisible();
  await expect(panel.getByTestId('overall-committed')).toHaveText(formatRupees(900000));
  await expect(panel.getByTestId('budget-overall')).toContainText('तय हुआ');
  const venue = panel.getByTestId('category-venue');
  await expect(venue.getByRole('heading', { name: 'वेन्यू और खाना' })).toBeVisible();
  await expect(venue.getByTestId('budget-item')).toContainText(`बकाया ${formatRupees(800000)}`);
  await expect(panel.getByRole('table', { name: 'किस चीज़ पर कितना बजट' })).toBeVisible();
  await expectNoEnglish(page, 'Budget tab', budgetTabMessages);

  // An expense added through the Hindi form, in the category it was opened from.
  await panel.getByTestId('category-photography').getByRole('button', { name: 'फ़ोटोग्राफ़ी और वीडियो में जोड़ें' }).click();
  const dialog = page.getByRole('dialog', { name: 'खर्च जोड़ें' });
  await expect(dialog.getByLabel('खर्च का प्रकार')).toHaveValue('photography');
  await expectNoEnglish(page, 'expense form', budgetTabMessages);
  await dialog.getByLabel('किस चीज़ का खर्च').fill('फ़ोटोग्राफ़र की बुकिंग');
  await dialog.getByLabel('तय रकम (₹)').fill('2,50,000');
  await dialog.getByRole('button', { name: 'खर्च जोड़ें' }).click();
  await expect(toastTitled(page, 'खर्च जोड़ दिया गया')).toBeVisible();
  await expect(panel.getByTestId('category-photography').getByTestId('budget-item')).toContainText('फ़ोटोग्राफ़र की बुकिंग');
  const items = await e2eDb().select().from(budgetItems).where(eq(budgetItems.weddingProfileId, profile.id));
  expect(items.find((i) => i.category === 'photography')).toMatchObject({ what: 'फ़ोटोग्राफ़र की बुकिंग', quoted: 250000 });

  // The plan form.
  await panel.getByRole('button', { name: 'योजना बदलें' }).click();
  await expect(panel.getByRole('form', { name: 'बजट की योजना' }).getByLabel('वेन्यू और खाना (₹)')).toBeVisible();
  await expectNoEnglish(page, 'plan form', budgetTabMessages, paymentsDueMessages);
});
