// Data builders for the dashboard, guest and profile specs: rows written straight into the
// e2e database, so each test starts from exactly the state it describes.
import { expect, type Page } from '@playwright/test';
import { categories, cities, guests, planningTasks, reviews, shortlists, vendors, venues, weddingProfiles } from '../../src/server/db/schema.ts';
import { weddingProfileInput, type WeddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { daysBefore, taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { BASE_URL, e2eDb } from './fixtures.ts';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A wedding profile with its checklist tasks, as the create action makes them. */
export async function givenWeddingProfile(userId: string, input: WeddingProfileInput = {}) {
  const values = weddingProfileInput.parse({ userName: 'Asha', partnerName: 'Rohan', weddingCity: 'Jaipur', ...input });
  const [profile] = await e2eDb()
    .insert(weddingProfiles)
    .values({ userId, ...values })
    .returning();
  await e2eDb()
    .insert(planningTasks)
    .values(
      taskTemplates(checklistPhases).map((t) => ({
        weddingProfileId: profile!.id,
        taskName: t.taskName,
        description: t.description,
        dueDate: values.weddingDate ? daysBefore(values.weddingDate, t.dueDaysBefore) : null,
        position: t.position,
        phaseId: t.phaseId,
        checklistItemId: t.checklistItemId,
      })),
    );
  return profile!;
}

type GuestRow = Partial<typeof guests.$inferInsert> & { fullName: string };

/** Guests added one millisecond apart, in the order given. */
export async function givenGuests(weddingProfileId: string, rows: GuestRow[]) {
  if (rows.length === 0) return [];
  const start = Date.now() - rows.length;
  return e2eDb()
    .insert(guests)
    .values(rows.map((row, k) => ({ weddingProfileId, createdAt: new Date(start + k), ...row })))
    .returning();
}

export async function givenCatalogue() {
  const db = e2eDb();
  const id = unique();
  const [city] = await db
    .insert(cities)
    .values({ name: `Udaipur ${id}`, slug: `udaipur-${id}`, state: 'Rajasthan' })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: `Photography ${id}`, slug: `photography-${id}`, type: 'vendor' })
    .returning();
  const [venue] = await db
    .insert(venues)
    .values({
      name: `Lake Palace Lawns ${id}`,
      description: 'Lawns by the lake with a stage.',
      type: 'garden',
      location: 'Udaipur',
      cityId: city!.id,
      capacityMax: 450,
    })
    .returning();
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Candid Frames ${id}`, description: 'Candid wedding photography.', cityId: city!.id, categoryId: category!.id, priceRangeMin: 75000 })
    .returning();
  return { city: city!, venue: venue!, vendor: vendor! };
}

export async function givenShortlist(userId: string, itemType: 'venue' | 'vendor', itemId: number, createdAt = new Date()) {
  const [row] = await e2eDb().insert(shortlists).values({ userId, itemType, itemId, createdAt }).returning();
  return row!;
}

export async function givenReview(
  userId: string,
  target: { venueId?: number; vendorId?: number },
  rating: number,
  comment: string | null,
  createdAt = new Date(),
) {
  const [row] = await e2eDb()
    .insert(reviews)
    .values({
      userId,
      reviewType: target.venueId ? 'venue' : 'vendor',
      venueId: target.venueId ?? null,
      vendorId: target.vendorId ?? null,
      rating,
      comment,
      createdAt,
    })
    .returning();
  return row!;
}

/** Text of the toast with this title, once shown. */
export function toastTitled(page: Page, title: string) {
  return page.locator('#toasts .toast-title', { hasText: title }).first();
}

/** Calls an action the way the island does: POST /_actions/<name> with a JSON body. */
export function postAction(page: Page, name: string, body: unknown) {
  return page.request.post(`/_actions/${name}`, {
    data: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: BASE_URL },
  });
}

/** Waits until the dashboard island has hydrated, so clicks reach React and not the bare HTML. */
export async function hydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="Dashboard"]')).not.toHaveAttribute('ssr');
}
