// The Guest List tab and the households for a Hindi account: every text of their catalogues in
// Hindi (none of the English ones left), the guests' own names as written, and the files the
// couple downloads with Hindi headings; an English account's files keep their English headings.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { users } from '../../src/server/db/schema.ts';
import type { Catalogue, MessageBook } from '../../src/i18n/catalogue.ts';
import { guestsPanelMessages } from '../../src/features/planning/guests/messages.ts';
import { guestImportMessages } from '../../src/features/planning/guests/import-messages.ts';
import { householdsMessages } from '../../src/features/planning/households/messages.ts';
import { givenGuests, givenWeddingProfile, hydrated } from './dashboard.helpers.ts';

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

/** A region's visible text, its labels, placeholders and its controls' option texts. */
async function textsOf(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((region) => {
    const parts = [region.textContent ?? ''];
    region.querySelectorAll('[aria-label], [placeholder], [title], img[alt]').forEach((el) => {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(el.getAttribute(name) ?? '');
    });
    return parts.join('\n');
  });
}

function englishLeft(text: string, ...books: MessageBook<Catalogue>[]): string[] {
  return englishTexts(...books).filter((english) => new RegExp(`(^|[^A-Za-z])${escape(english)}($|[^A-Za-z])`).test(text));
}

async function hindiCouple(userId: string) {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, userId));
  const profile = await givenWeddingProfile(userId, { weddingDate: '2027-02-14' });
  await givenGuests(profile.id, [
    { fullName: 'Meera Iyer', isAttending: true, mealPreference: 'Jain', tableNumber: 2 },
    { fullName: 'Kabir Shah', isAttending: false },
    { fullName: 'Zoya Khan', isInvited: true },
  ]);
  return profile;
}

test('a Hindi account sees the Guest List tab in Hindi', async ({ page, signedInUser }) => {
  await hindiCouple(signedInUser.id);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'मेहमानों का हिसाब' })).toBeVisible();
  await expect(panel.getByTestId('guest-summary')).toContainText('कुल');
  await expect(panel.getByTestId('meal-summary')).toHaveText('खाना: शाकाहारी 0 · मांसाहारी 0 · वीगन 0 · जैन 1 · नहीं बताया 2');
  await expect(panel.getByRole('heading', { name: 'मेहमान जोड़ें' })).toBeVisible();
  await expect(panel.getByLabel('पूरा नाम')).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'नाम' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Meera Iyer का जवाब' })).toHaveValue('confirmed');
  await expect(panel.getByRole('combobox', { name: 'Meera Iyer का जवाब' }).locator('option:checked')).toHaveText('आएँगे');
  await expect(panel.getByText('पन्ना 1 / 1 · 3 मेहमान')).toBeVisible();
  // The names are the guests' own.
  await expect(panel.getByTestId('guest-name')).toHaveText(['Kabir Shah', 'Meera Iyer', 'Zoya Khan']);

  // The grid and the grouped list too.
  await panel.getByRole('button', { name: 'कार्ड' }).click();
  await panel.getByLabel('परिवार के हिसाब से साथ दिखाएँ').check();
  await expect(panel.getByTestId('guest-card').first()).toContainText('खाना:');
  const text = await textsOf(page, '[role="tabpanel"]');
  expect(englishLeft(text, guestsPanelMessages as unknown as MessageBook<Catalogue>), 'English texts on the Hindi guest list').toEqual([]);

  // A delete asks in Hindi, and the list says so in Hindi.
  await panel.getByRole('button', { name: 'Zoya Khan को हटाएँ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoya Khan को हटाएँ?' });
  await expect(dialog).toContainText('यह मेहमान आपकी सूची से हट जाएगा।');
  await dialog.getByRole('button', { name: 'हटाएँ' }).click();
  await expect(page.getByText('मेहमान सूची से हटा दिया गया')).toBeVisible();
  await expect(panel.getByTestId('guest-card')).toHaveCount(2);
});

test('a Hindi account imports a guest file with its dialog in Hindi', async ({ page, signedInUser }) => {
  await hindiCouple(signedInUser.id);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const file = '\uFEFFपूरा नाम,ई-मेल,फ़ोन,पता,जवाब,खाना,टेबल,नोट,न्योता भेजा\r\nअनिल मेहता,,,,आएँगे,शाकाहारी,4,,हाँ\r\nभूल,,,,शायद,,,,हाँ\r\n';
  await page.locator('input[type="file"]').setInputFiles({ name: 'mehmaan.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const dialog = page.getByRole('dialog', { name: 'स्प्रेडशीट से मेहमान जोड़ें' });
  await expect(dialog).toContainText('mehmaan.csv: 2 पंक्तियाँ, 1 में गड़बड़ी.');
  await expect(dialog.getByRole('button', { name: 'सही 1 पंक्ति जोड़ें' })).toBeVisible();
  const text = await textsOf(page, 'dialog[open]');
  await expect(dialog.getByTestId('invalid-rows')).toHaveText('पंक्ति 2: जवाब में आएँगे, नहीं आएँगे या जवाब बाकी लिखें');
  expect(englishLeft(text, guestImportMessages as unknown as MessageBook<Catalogue>)).toEqual([]);
  await dialog.getByRole('button', { name: 'सही 1 पंक्ति जोड़ें' }).click();
  await expect(page.getByText('1 मेहमान जोड़ा गया')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByTestId('guest-name')).toContainText(['अनिल मेहता']);
});

test('a Hindi account sees the households in Hindi', async ({ page, signedInUser }) => {
  await hindiCouple(signedInUser.id);
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  // The Functions tab's second section: the households.
  await page.locator('#tab-households, [id$="tab-households"]').first().click();
  const section = page.locator('section[aria-labelledby="households-title"]');
  await expect(section.getByRole('heading', { name: 'परिवार', exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'नया परिवार' }).click();
  const form = page.getByRole('dialog', { name: 'नया परिवार' });
  await form.getByLabel('परिवार का नाम').fill('Iyer family');
  await form.getByLabel('इस परिवार के लोग').fill('Meera Iyer\nRavi Iyer');
  await form.getByRole('button', { name: 'परिवार बनाएँ' }).click();
  await expect(page.getByText('परिवार जोड़ दिया गया')).toBeVisible();
  const card = section.getByTestId('household').filter({ hasText: 'Iyer family' });
  await expect(card).toContainText('अभी जवाब नहीं आया');
  await expect(card.getByRole('link', { name: 'व्हाट्सऐप पर भेजें Iyer family को (नए टैब में खुलेगा)' })).toBeVisible();
  const text = await textsOf(page, 'section[aria-labelledby="households-title"]');
  expect(englishLeft(text, householdsMessages as unknown as MessageBook<Catalogue>), 'English texts on the Hindi households').toEqual([]);
});

test("the couple's files carry Hindi headings for a Hindi account and the old English ones otherwise", async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: '2027-02-14' });
  await givenGuests(profile.id, [{ fullName: 'Meera Iyer', isAttending: true }]);
  await page.goto('/dashboard?tab=guests');
  const english = await (await page.request.get('/api/guests/export')).text();
  expect(english.split('\r\n')[0]).toBe('\uFEFFFull Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited');
  expect((await (await page.request.get('/api/households/links.csv')).text()).split('\r\n')[0]).toBe('Household,Phone,People,RSVP link,WhatsApp');

  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, signedInUser.id));
  const hindi = await (await page.request.get('/api/guests/export')).text();
  expect(hindi.split('\r\n')[0]).toBe('\uFEFFपूरा नाम,ई-मेल,फ़ोन,पता,जवाब,खाना,टेबल,नोट,न्योता भेजा');
  expect(hindi.split('\r\n')[1]).toBe('Meera Iyer,,,,आएँगे,,,,नहीं');
  expect((await (await page.request.get('/api/households/links.csv')).text()).split('\r\n')[0]).toBe('परिवार,फ़ोन,लोग,जवाब का लिंक,व्हाट्सऐप');
  expect((await (await page.request.get('/api/households/accommodation.csv')).text()).split('\r\n')[0]).toBe('परिवार,फ़ोन,लोग,पहुँचने की तारीख़,जाने की तारीख़');
});
