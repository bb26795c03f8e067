// Cards read alike on venue lists, vendor lists and the dashboard's shortlist: whole stars out
// of 5 with the average, "(N reviews)" ("(1 review)" for one), the price, capacity for venues,
// and a primary action to the listing's page.
import { test, expect } from './fixtures.ts';
import { givenListCatalogue } from './lists.helpers.ts';
import { e2eDb } from './fixtures.ts';
import { shortlists } from '../../src/server/db/schema.ts';
import { formatRupees } from '../../src/lib/money.ts';

test('venue and vendor cards: rating, reviews in the singular for one, price, capacity and the primary action', async ({ page }) => {
  const { city, category, vendors, venues } = await givenListCatalogue({ vendors: 3, venues: 3 });
  await page.goto(`/venues/${city.slug}/wedding`);
  const venue = venues[1]!; // rating 1.5 from 1 review
  const venueCard = page.locator(`article[data-venue-id="${venue.id}"]`);
  await expect(venueCard).toContainText('(1 review)');
  await expect(venueCard).not.toContainText('(1 reviews)');
  await expect(venueCard.locator('[data-stars]')).toHaveAttribute('data-stars', '1');
  await expect(venueCard.locator('[data-rating-value]')).toHaveText('1.5');
  await expect(venueCard).toContainText(`${venue.capacityMin}-${venue.capacityMax} guests`);
  await expect(venueCard).toContainText(formatRupees(venue.rentalPriceMin!));
  await expect(venueCard).toContainText(`${formatRupees(venue.pricePerPlateVeg!)} veg`);
  await expect(venueCard.locator('[data-card-action]')).toHaveAttribute('href', `/venues/wedding/${venue.id}`);
  // One link per card names the venue: the action is for pointers and hidden from the accessibility tree.
  await expect(page.getByRole('link', { name: venue.name })).toHaveCount(1);
  const unrated = page.locator(`article[data-venue-id="${venues[0]!.id}"]`);
  await expect(unrated).toContainText('(0 reviews)');
  await expect(unrated.locator('[data-rating-value]')).toHaveCount(0);

  await page.goto(`/vendors/${city.slug}/${category.slug}`);
  const vendor = vendors[1]!;
  const vendorCard = page.locator(`article[data-vendor-id="${vendor.id}"]`);
  await expect(vendorCard).toContainText('(1 review)');
  await expect(vendorCard.locator('[data-rating-value]')).toHaveText('1.5');
  await expect(vendorCard.locator('[data-card-price]')).toHaveText(`Starting price${formatRupees(vendor.priceRangeMin!)}`);
  await expect(vendorCard.locator('[data-card-action]')).toHaveAttribute('href', `/vendors/${city.slug}/${category.slug}/${vendor.id}`);
  await expect(page.locator(`article[data-vendor-id="${vendors[2]!.id}"]`)).toContainText('(2 reviews)');
});

test('the dashboard shortlist shows the same card parts', async ({ page, signedInUser }) => {
  const { vendors, venues } = await givenListCatalogue({ vendors: 2, venues: 2 });
  const venue = venues[1]!;
  const vendor = vendors[0]!;
  await e2eDb()
    .insert(shortlists)
    .values([
      { userId: signedInUser.id, itemType: 'venue', itemId: venue.id },
      { userId: signedInUser.id, itemType: 'vendor', itemId: vendor.id },
    ]);
  await page.goto('/dashboard?tab=shortlists');
  const venueCard = page.locator('li', { has: page.getByRole('link', { name: venue.name, exact: true }) });
  await expect(venueCard).toContainText('(1 review)');
  await expect(venueCard).toContainText(`${venue.capacityMin}-${venue.capacityMax} guests`);
  await expect(venueCard).toContainText(`${formatRupees(venue.pricePerPlateVeg!)} veg`);
  await expect(venueCard.locator('[data-card-action]')).toHaveAttribute('href', `/venues/wedding/${venue.id}`);
  const vendorCard = page.locator('li', { has: page.getByRole('link', { name: vendor.name, exact: true }) });
  await expect(vendorCard).toContainText('(0 reviews)');
  await expect(vendorCard).toContainText(`Starting price${formatRupees(vendor.priceRangeMin!)}`);
  await expect(vendorCard.locator('[data-card-action]')).toHaveAttribute('href', `/vendors/${vendor.id}`);
  await expect(vendorCard.getByRole('button', { name: `Remove ${vendor.name} from shortlist` })).toBeVisible();
});
