import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { guests, users } from '../../src/server/db/schema.ts';
import { addGuest, deleteGuests, importGuests, listGuests, updateGuest } from '../../src/features/planning/guests/guests.server.ts';
import { createWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { guestInput, guestUpdateInput } from '../../src/features/planning/guests/guests.schema.ts';
import { weddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { NotFoundError } from '../../src/server/errors.ts';

let t: TestDb;
const g = (over: Record<string, unknown> = {}) => guestInput.parse({ fullName: 'Asha Rao', ...over });

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values(['a', 'b', 'c'].map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x' })));
  await createWeddingProfile(t.db, 'a', weddingProfileInput.parse({ userName: 'Asha' }));
  await createWeddingProfile(t.db, 'b', weddingProfileInput.parse({ userName: 'Bela' }));
});
afterAll(() => t.cleanup());

const total = async () => (await t.db.select({ n: count() }).from(guests))[0]!.n;

describe('guests', () => {
  it('needs a wedding profile first', async () => {
    await expect(addGuest(t.db, 'c', g())).rejects.toThrow('Please create a wedding profile first to manage guests.');
  });

  it('keeps every guest added concurrently', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, k) => addGuest(t.db, 'a', g({ fullName: `Guest ${k}` }))));
    expect(await listGuests(t.db, 'a')).toHaveLength(40);
  });

  it('updates only the given fields and only the owner’s guests', async () => {
    const guest = await addGuest(t.db, 'a', g({ notes: 'Cousin', tableNumber: '3', rsvp: 'confirmed' }));
    const changed = await updateGuest(t.db, 'a', guest.id, guestUpdateInput.parse({ id: guest.id, isInvited: true }));
    expect(changed).toMatchObject({ isInvited: true, notes: 'Cousin', tableNumber: 3, rsvp: 'confirmed' });
    const { id: _id, ...rsvpOnly } = guestUpdateInput.parse({ id: guest.id, rsvp: 'awaiting' });
    expect(await updateGuest(t.db, 'a', guest.id, rsvpOnly)).toMatchObject({ rsvp: 'awaiting', tableNumber: 3 });
    await expect(updateGuest(t.db, 'b', guest.id, { fullName: 'Hijacked' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteGuests(t.db, 'b', [guest.id])).rejects.toBeInstanceOf(NotFoundError);
    expect((await listGuests(t.db, 'a')).find((x) => x.id === guest.id)!.fullName).toBe('Asha Rao');
  });

  it('deletes all selected guests or none', async () => {
    const mine = await addGuest(t.db, 'a', g({ fullName: 'Mine' }));
    const theirs = await addGuest(t.db, 'b', g({ fullName: 'Theirs' }));
    const before = await total();
    await expect(deleteGuests(t.db, 'a', [mine.id, theirs.id])).rejects.toBeInstanceOf(NotFoundError);
    expect(await total()).toBe(before);
    expect(await deleteGuests(t.db, 'a', [mine.id])).toBe(1);
    expect(await total()).toBe(before - 1);
  });

  it('imports in order, all in one transaction', async () => {
    const list = Array.from({ length: 120 }, (_, k) => g({ fullName: `Imported ${k}`, tableNumber: String(k + 1) }));
    const imported = await importGuests(t.db, 'b', list);
    expect(imported).toHaveLength(120);
    const names = (await listGuests(t.db, 'b')).map((x) => x.fullName).filter((n) => n.startsWith('Imported'));
    expect(names).toEqual(list.map((x) => x.fullName));
  });

  it('rejects bad input with field messages', () => {
    const bad = guestInput.safeParse({ fullName: 'x'.repeat(10_000), tableNumber: 'abc', mealPreference: 'Fish', email: 'nope' });
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(fields).toEqual({
      fullName: 'Full Name must be at most 200 characters',
      tableNumber: 'Table number must be a whole number',
      mealPreference: 'Meal must be Vegetarian, Non-vegetarian, Vegan or Jain',
      email: 'Please enter a valid email address',
    });
    expect(guestInput.parse({ fullName: ' Asha ', tableNumber: '', email: '' })).toMatchObject({
      fullName: 'Asha',
      tableNumber: null,
      email: null,
      rsvp: 'awaiting',
      isInvited: false,
    });
  });
});
