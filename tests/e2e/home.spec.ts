import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures.ts';
import { vendorCategories } from './lookup-data.ts';
import { site } from '../../src/lib/site.ts';

test.describe('home page', () => {
  test('hero with tagline, calls to action and quick links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Venues' })).toHaveAttribute('href', '/venues/all/wedding');
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/start-planning');
    const quick = page.getByRole('navigation', { name: 'Popular services' });
    for (const [name, href] of [
      ['Venues', '/services/venues'],
      ['Photography', '/services/photography'],
      ['Makeup', '/services/makeup'],
      ['Planners', '/services/planners'],
    ]) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('service cards: Venue Selection plus one per vendor category', async ({ page }) => {
    // The page is a snapshot of the catalogue at build time; other tests may add categories
    // later, so every card must match a vendor category, and the spec's seven must be there.
    const categories = await vendorCategories();
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Wedding Services' }) });
    const cards = section.getByRole('listitem');
    await expect(cards.first().getByRole('heading')).toHaveText('Venue Selection');
    await expect(cards.first().getByRole('link', { name: 'Explore Options' })).toHaveAttribute('href', '/venues/all/wedding');
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(8);
    for (const [index, title] of titles.slice(1).entries()) {
      const href = await cards
        .nth(index + 1)
        .getByRole('link', { name: 'Explore Options' })
        .getAttribute('href');
      expect(
        categories.some((c) => c.name === title && href === `/vendors/${c.slug}`),
        `card ${title} → ${href}`,
      ).toBe(true);
    }
    const hrefs = await cards.getByRole('link', { name: 'Explore Options' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const slug of ['photography', 'decoration', 'music', 'catering', 'cakes', 'transportation', 'gifts']) {
      expect(hrefs, `${slug} has a card`).toContain(`/vendors/${slug}`);
    }
  });

  test('Explore Options follows the chosen city', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mandap:city', 'mumbai'));
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Wedding Services' }) });
    const links = section.getByRole('link', { name: 'Explore Options' });
    await expect(links.first()).toHaveAttribute('href', '/venues/mumbai/wedding');
    const photography = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Photography', exact: true }) });
    await expect(photography.getByRole('link', { name: 'Explore Options' })).toHaveAttribute('href', '/vendors/mumbai/photography');
  });

  test('packages: three cards, luxury marked Most Popular, Learn More to each package', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#packages');
    await expect(section.getByRole('heading', { name: 'Wedding Packages' })).toBeVisible();
    const cards = section.locator(':scope > div > ul > li');
    await expect(cards).toHaveCount(3);
    const expected = [
      ['Luxury Package', 'luxury', '₹25,000'],
      ['Classic Package', 'classic', '₹12,000'],
      ['Intimate Package', 'intimate', '₹5,000'],
    ] as const;
    for (const [index, [title, id, price]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card).toContainText(price);
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `/packages/${id}`);
    }
    await expect(cards.nth(0).getByText('Most Popular', { exact: true })).toBeVisible();
    await expect(section.getByText('Most Popular', { exact: true })).toHaveCount(1);

    await cards.nth(1).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/packages/classic');
  });

  test('contact block: phones, business e-mail, hours, reply promise, social links', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('#contact');
    for (const phone of site.phones) {
      await expect(block.getByRole('link', { name: phone.label })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    await expect(block.getByRole('link', { name: site.emails.business })).toHaveAttribute('href', `mailto:${site.emails.business}`);
    await expect(block.getByText('10 AM - 7 PM', { exact: true })).toBeVisible();
    await expect(block.getByText('Within 24 hours', { exact: true })).toBeVisible();
    await expect(block.getByText(site.replyPromise)).toBeVisible();
    for (const social of site.social) {
      await expect(block.getByRole('link', { name: `${site.brand} on ${social.name}` })).toHaveAttribute('href', social.href);
    }
  });

  test('footer: explore links, company pages, contact details and the age notice', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const explore = footer.getByRole('navigation', { name: 'Explore' });
    for (const [name, href] of [
      ['Venues', '/venues/all/wedding'],
      ['Vendors', '/vendors'],
      ['Budget', '/#budget'],
      ['Inspiration', '/ideas'],
      ['Checklists', '/wedding-checklists'],
    ]) {
      await expect(explore.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    const company = footer.getByRole('navigation', { name: 'Company' });
    for (const name of ['About', 'Contact', 'Careers', 'Terms', 'Privacy']) {
      await expect(company.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${name.toLowerCase()}`);
    }
    await expect(footer.getByRole('link', { name: site.phones[0].label })).toBeVisible();
    await expect(footer.getByText(site.hours.long)).toBeVisible();
    await expect(footer.getByText(site.ageNotice)).toBeVisible();
    await expect(footer.getByRole('link', { name: `${site.brand} on Instagram` })).toBeVisible();
  });

  test('loads at most 100 KB of gzipped JavaScript and breaks no CSP rule', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    // Scrolled to the calculator, so its island (React included) is loaded too.
    await page.goto('/#budget');
    await expect(page.locator('#budget astro-island')).not.toHaveAttribute('ssr');
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(40 * 1024);
    expect(total).toBeLessThanOrEqual(100 * 1024);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
