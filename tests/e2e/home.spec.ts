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
    const categories = await vendorCategories();
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Wedding Services' }) });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(categories.length + 1);
    const venue = cards.filter({ has: page.getByRole('heading', { name: 'Venue Selection' }) });
    await expect(venue.getByRole('link', { name: 'Explore Options' })).toHaveAttribute('href', '/venues/all/wedding');
    for (const category of categories) {
      const card = cards.filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
      await expect(card.getByRole('link', { name: 'Explore Options' })).toHaveAttribute('href', `/vendors/${category.slug}`);
    }
  });

  test('Explore Options follows the chosen city', async ({ page }) => {
    const categories = await vendorCategories();
    await page.addInitScript(() => localStorage.setItem('mandap:city', 'mumbai'));
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Wedding Services' }) });
    await expect(section.getByRole('link', { name: 'Explore Options' }).first()).toHaveAttribute(
      'href',
      '/venues/mumbai/wedding',
    );
    if (categories[0]) {
      await expect(section.getByRole('link', { name: 'Explore Options' }).nth(1)).toHaveAttribute(
        'href',
        `/vendors/mumbai/${categories[0].slug}`,
      );
    }
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
    await expect(block.getByRole('link', { name: site.emails.business })).toHaveAttribute(
      'href',
      `mailto:${site.emails.business}`,
    );
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
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(100 * 1024);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
