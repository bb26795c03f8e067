import { describe, expect, it } from 'vitest';
import { deadlinePassed, formAsShown, mealFromAnswers, readReply, rsvpFromAnswers, rsvpMessages, field, type Invitation } from './rsvp.ts';
import { todayInIndia } from '../../../lib/dates.ts';

const digest = (state: string) => `#${state}`;
const fn = (id: string, name: string) => ({
  id,
  name,
  date: null,
  startTime: null,
  venueId: null,
  venueName: null,
  address: null,
  dressCode: null,
  isPublic: false,
  position: 0,
});

const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  householdId: 'h1',
  householdName: 'Sharma family',
  allowance: 3,
  couple: 'Asha & Rohan',
  deadline: null,
  functions: [fn('f1', 'Sangeet'), fn('f2', 'Wedding')],
  people: [
    { key: 'g-a1', kind: 'guest', id: 'a1', fullName: 'Meera', isChild: false, defaultMeal: 'Jain', answers: {} },
    { key: 'g-b2', kind: 'guest', id: 'b2', fullName: 'Vikram', isChild: false, defaultMeal: null, answers: { f1: { attending: false, meal: null } } },
    { key: 'n-0', kind: 'new', id: null, fullName: '', isChild: false, defaultMeal: null, answers: {} },
  ],
  accommodation: { needed: null, arrival: null, departure: null },
  repliedAt: null,
  locale: 'en',
  ...over,
});

describe('the deadline', () => {
  it('is the last day replies are taken, in Indian time', () => {
    // 31 Jan 2027, 23:59 in India is 18:29 UTC.
    expect(deadlinePassed('2027-01-31', new Date('2027-01-31T18:29:00Z'))).toBe(false);
    expect(deadlinePassed('2027-01-31', new Date('2027-01-31T18:31:00Z'))).toBe(true);
    expect(todayInIndia(new Date('2027-01-31T18:31:00Z'))).toBe('2027-02-01');
    expect(deadlinePassed(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('a guest’s RSVP from a reply', () => {
  it('is confirmed when attending one function, declined when declining all, else unchanged', () => {
    expect(rsvpFromAnswers({ f1: { attending: false, meal: null }, f2: { attending: true, meal: null } }, ['f1', 'f2'])).toBe('confirmed');
    expect(rsvpFromAnswers({ f1: { attending: false, meal: null }, f2: { attending: false, meal: null } }, ['f1', 'f2'])).toBe('declined');
    expect(rsvpFromAnswers({ f1: { attending: false, meal: null }, f2: null }, ['f1', 'f2'])).toBe('awaiting');
    expect(rsvpFromAnswers({}, [])).toBeNull();
  });
  it('keeps the meal of the first function attended', () => {
    expect(mealFromAnswers({ f1: { attending: false, meal: null }, f2: { attending: true, meal: 'Vegan' } }, ['f1', 'f2'])).toBe('Vegan');
    expect(mealFromAnswers({ f1: { attending: true, meal: null } }, ['f1'])).toBeNull();
  });
});

describe('reading a posted reply', () => {
  it('sees no change in a form sent as shown, with meals preselected from the guest’s preference', () => {
    const inv = invitation();
    const form = formAsShown(inv, digest);
    expect(form.get(field.meal('g-a1', 'f1'))).toBe('Jain');
    expect(form.get(field.attending('g-b2', 'f1'))).toBe('n');
    const { reply, errors } = readReply(form, inv, digest);
    expect(errors).toEqual([]);
    expect(reply.people.map((p) => [p.key, p.changed])).toEqual([
      ['g-a1', false],
      ['g-b2', false],
    ]);
    expect(reply.accommodationChanged).toBe(false);
  });

  it('marks only the people whose answers changed; a meal without attending is no change', () => {
    const inv = invitation();
    const form = formAsShown(inv, digest);
    form.set(field.meal('g-b2', 'f1'), 'Vegan');
    form.set(field.attending('g-a1', 'f2'), 'y');
    const { reply } = readReply(form, inv, digest);
    expect(reply.people.find((p) => p.key === 'g-a1')).toMatchObject({ changed: true, answers: { f1: null, f2: { attending: true, meal: 'Jain' } } });
    expect(reply.people.find((p) => p.key === 'g-b2')!.changed).toBe(false);
  });

  it('refuses answers for someone else or for a function not invited to, odd meals, and nameless extras', () => {
    const inv = invitation();
    const form = formAsShown(inv, digest);
    form.set(field.attending('g-ffff', 'f1'), 'y');
    form.set(field.attending('g-a1', 'f9'), 'y');
    form.set(field.meal('g-a1', 'f1'), 'Fish');
    form.set(field.attending('n-0', 'f1'), 'y');
    expect(readReply(form, inv, digest).errors).toEqual([rsvpMessages.changed, rsvpMessages.notInvited, rsvpMessages.meal, rsvpMessages.extraName]);
  });

  it('asks for a fresh look when a guest of the household is missing from the form', () => {
    const inv = invitation();
    const form = formAsShown(inv, digest);
    for (const name of [...form.keys()]) if (name.includes('g-b2')) form.delete(name);
    expect(readReply(form, inv, digest).errors).toEqual([rsvpMessages.changed]);
  });

  it('counts extras against the allowance, and checks the dates', () => {
    const inv = invitation({ allowance: 2 });
    const form = formAsShown(inv, digest);
    form.set(field.name('n-0'), 'Kabir');
    form.set(field.arrival, '2027-02-31');
    expect(readReply(form, inv, digest).errors).toEqual([rsvpMessages.overAllowance({ count: 0 }), rsvpMessages.date]);
    form.set(field.arrival, '2027-02-13');
    form.set(field.departure, '2027-02-12');
    expect(readReply(form, invitation(), digest).errors).toEqual([rsvpMessages.departureBeforeArrival]);
  });
});
