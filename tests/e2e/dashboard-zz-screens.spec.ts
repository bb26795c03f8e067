import { test } from './fixtures.ts';
import { givenCatalogue, givenGuests, givenReview, givenShortlist, givenWeddingProfile } from './dashboard.helpers.ts';

for (const width of [390, 1280]) {
  test(`screens at ${width}`, async ({ page, signedInUser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    await page.goto('/dashboard');
    await shot('01-create');
    const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: '2027-02-14', budget: '2500000' });
    await givenGuests(profile.id, Array.from({ length: 12 }, (_, k) => ({ fullName: `Guest number ${k} with a longish name`, email: `guest${k}@example.com`, phone: '+91 98200 00000', isAttending: k % 3 === 0 ? true : k % 3 === 1 ? false : null, mealPreference: 'Vegetarian', tableNumber: k + 1, notes: k === 0 ? 'Needs wheelchair access' : null, isInvited: k % 2 === 0 })));
    const { venue, vendor } = await givenCatalogue();
    await givenShortlist(signedInUser.id, 'venue', venue.id);
    await givenShortlist(signedInUser.id, 'vendor', vendor.id);
    await givenReview(signedInUser.id, { venueId: venue.id }, 4, 'Lovely lawns and very helpful staff.');
    await page.reload();
    await shot('02-profile');
    await page.getByRole('tab', { name: 'Guest List' }).click();
    await page.getByTestId('guest-row').first().waitFor();
    await shot('03-guests');
    await page.getByRole('button', { name: 'Grid' }).click();
    await shot('04-guests-grid');
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByLabel('Select all guests on this page').check();
    await page.getByRole('button', { name: /Delete selected/ }).click();
    await page.screenshot({ path: `/tmp/shots/05-confirm-${width}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Import CSV').setInputFiles({ name: 'g.csv', mimeType: 'text/csv', buffer: Buffer.from('Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited\nA,,,,Confirmed,Vegan,1,,Yes\n,,,,Maybe,Fish,x,,No\n') });
    await page.getByRole('dialog', { name: 'Import guests' }).getByText('with errors').waitFor();
    await page.screenshot({ path: `/tmp/shots/06-import-${width}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Checklist' }).click();
    await page.getByTestId('task').first().waitFor();
    await page.getByTestId('task').first().getByRole('button').first().click();
    await page.waitForTimeout(500);
    await shot('07-checklist');
    await page.getByRole('tab', { name: 'Shortlists' }).click();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    await shot('08-shortlists');
    await page.goto('/myprofile');
    await shot('09-myprofile');
    await page.goto('/myprofile/shortlists');
    await shot('10-my-shortlists');
    await page.goto('/myprofile/reviews');
    await shot('11-my-reviews');
  });
}
