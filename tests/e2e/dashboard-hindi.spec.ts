// The couple dashboard in Hindi (it follows the account's language): the page, its tabs and the
// Overview in Hindi, with none of their catalogues' English texts, and the same figures as the
// English overview.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { users } from '../../src/server/db/schema.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { daysBefore, taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import { formatRupees } from '../../src/lib/money.ts';
import type { Catalogue, MessageBook } from '../../src/i18n/catalogue.ts';
import { dashboardPageMessages, dashboardTabsMessages, overviewMessages, recentIdeasMessages } from '../../src/features/dashboard/messages.ts';
import { givenGuests, givenWeddingProfile, hydrated } from './dashboard.helpers.ts';

const inDays = (days: number) => daysBefore(todayInIndia(), -days);
const taskCount = taskTemplates(checklistPhases).length;

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

/**
 * The page's title and heading, the tab bar and the Overview's own sections: visible text and
 * labels. The task names (the checklist's) and the ideas' own titles (the content's) are left out.
 */
async function dashboardTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.querySelector('main h1')?.parentElement?.querySelector('p')?.textContent ?? ''];
    const regions = [
      document.querySelector('[role="tablist"]'),
      ...document.querySelectorAll('[role="tabpanel"] section:not([aria-labelledby="recent-ideas-title"])'),
    ];
    for (const region of regions) {
      if (!(region instanceof HTMLElement)) continue;
      const copy = region.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid="next-tasks"] li > p:first-child').forEach((name) => name.remove());
      parts.push(region.getAttribute('aria-label') ?? '');
      copy.querySelectorAll('[aria-label]').forEach((el) => parts.push(el.getAttribute('aria-label') ?? ''));
      parts.push(copy.textContent ?? '');
    }
    return parts.join('\n');
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a Hindi account sees the dashboard in Hindi: tabs and Overview', async ({ page, signedInUser }) => {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, signedInUser.id));
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: inDays(90), budget: '2000000' });
  await givenGuests(profile.id, [{ fullName: 'Meera Iyer', isAttending: true }, { fullName: 'Kabir Shah', isAttending: false }, { fullName: 'Zoya Khan' }]);
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/मेरा खाता/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^स्वागत है/);

  const tabs = page.getByRole('tablist', { name: 'डैशबोर्ड' }).getByRole('tab');
  await expect(tabs).toHaveText(['सारांश', 'शादी की प्रोफ़ाइल', 'पसंदीदा', 'मेहमानों की सूची', 'चेकलिस्ट', 'समारोह', 'पूछताछ', 'बजट']);
  await expect(page.getByRole('tab', { name: 'सारांश' })).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Asha और Rohan' })).toBeVisible();
  await expect(panel.getByTestId('countdown')).toHaveText('90 दिन बाकी');
  await expect(panel.getByTestId('budget-used')).toHaveText(`${formatRupees(0)} तय, कुल ${formatRupees(2000000)} में से`);
  await expect(panel.getByTestId('overview-remaining')).toHaveText(`${formatRupees(2000000)} बाकी`);
  await expect(panel.getByTestId('checklist-progress')).toHaveText(`${taskCount} में से 0 पूरे (0%)`);
  await expect(panel.getByText('6 काम की तारीख़ निकल चुकी')).toBeVisible();
  await expect(panel.getByTestId('rsvp-summary')).toHaveText('1 आएँगे कुल 3 मेहमानों में से');
  await expect(panel.getByText('1 नहीं आएँगे · 1 का जवाब बाकी')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'अगले काम' })).toBeVisible();
  const next = panel.getByTestId('next-tasks').getByRole('listitem');
  await expect(next.first()).toContainText('तारीख़ निकल गई');
  await expect(panel.getByRole('progressbar', { name: 'चेकलिस्ट में कितना काम हुआ' })).toBeVisible();

  const ideas = page.locator('section[aria-labelledby="recent-ideas-title"]');
  await expect(ideas.getByRole('heading', { name: 'नए आइडिया' })).toBeVisible();
  await expect(ideas.getByRole('link', { name: 'सारे आइडिया' })).toHaveAttribute('href', '/hi/ideas');
  await expect(ideas.getByTestId('recent-ideas').getByRole('link').first()).toHaveAttribute('href', /^\/hi\/ideas\//);

  const text = await dashboardTexts(page);
  const books = [dashboardPageMessages, dashboardTabsMessages, overviewMessages, recentIdeasMessages] as unknown as MessageBook<Catalogue>[];
  const left = englishTexts(...books).filter((english) => new RegExp(`(^|[^A-Za-z])${escape(english)}($|[^A-Za-z])`).test(text));
  expect(left, 'English texts on the Hindi dashboard').toEqual([]);

  // A tab button opens its tab at its Hindi address.
  await panel.getByRole('button', { name: 'बजट देखें' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=budget$/);
  await expect(page.getByRole('tab', { name: 'बजट' })).toHaveAttribute('aria-selected', 'true');
});

test('signed out, /hi/dashboard sends to the Hindi sign-in page', async ({ page }) => {
  await page.goto('/hi/dashboard');
  await expect(page).toHaveURL(/\/hi\/login/);
});
