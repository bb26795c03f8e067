// The demo wedding's guests: 150 people in 48 households (families, couples and friends from
// both sides), invited by function, three households in five having replied through their
// RSVP link. Replies are stored as the RSVP feature stores them: an answer per person and
// function, the guest's RSVP and meal taken from the answers, the household's stay and time.
import type { functionInvites, guests, households, rsvpAnswers } from '../../src/server/db/schema.ts';
import { attendingOf } from '../../src/features/planning/guests/guests.ts';
import type { MealOption } from '../../src/features/planning/wedding/functions.ts';
import { guestInput } from '../../src/features/planning/guests/guests.schema.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { mealFromAnswers, rsvpFromAnswers, type Answer } from '../../src/features/planning/rsvp/rsvp.ts';
import { shiftDate } from '../../src/features/planning/wedding/functions.ts';
import { atDay, faker, mobile, reseed, stableId } from './random.ts';

type FunctionRef = { id: string; name: string; date: string | null };
type HouseholdRow = typeof households.$inferInsert;
type GuestRow = typeof guests.$inferInsert;
type InviteRow = typeof functionInvites.$inferInsert;
type AnswerRow = typeof rsvpAnswers.$inferInsert;

/** Sizes of the households in turn: 48 households, 150 people. */
const SIZES = [4, 3, 2, 4, 3, 5, 2, 3, 1, 4];
export const DEMO_HOUSEHOLDS = 48;
const NOTES = ['Needs a wheelchair ramp', 'Flying in from Singapore', 'No onion or garlic', 'Bride’s school friend', 'Groom’s college roommate'];

function meal(n: number): MealOption {
  const k = n % 10;
  return k < 5 ? 'Vegetarian' : k < 8 ? 'Non-vegetarian' : k === 8 ? 'Jain' : 'Vegan';
}

/** Close family comes to everything; most households to the sangeet; everyone to the wedding and reception. */
function invitedTo(k: number, f: FunctionRef): boolean {
  if (f.name === 'Haldi' || f.name === 'Mehendi') return k % 3 === 0;
  if (f.name === 'Sangeet') return k % 3 !== 2;
  return true;
}

const replied = (k: number) => k % 5 < 3;
/** One household in eleven that replied can come to nothing. */
const declinesAll = (k: number) => k % 11 === 3;

export function buildDemoGuests(weddingProfileId: string, functions: readonly FunctionRef[]) {
  const rows = { households: [] as HouseholdRow[], guests: [] as GuestRow[], invites: [] as InviteRow[], answers: [] as AnswerRow[] };
  const weddingDate = functions.find((f) => f.name === 'Wedding')!.date!;
  const taken = new Set<string>();
  const families = new Set<string>();
  let n = 0;

  for (let k = 0; k < DEMO_HOUSEHOLDS; k++) {
    reseed('wedding', k);
    const size = SIZES[k % SIZES.length]!;
    let last = faker.person.lastName();
    while (families.has(last)) last = faker.person.lastName();
    families.add(last);
    const people = Array.from({ length: size }, (_, m) => {
      const first = () => faker.person.firstName(m % 2 ? 'female' : 'male');
      let name = `${first()} ${last}`;
      while (taken.has(name)) name = `${first()} ${last}`;
      taken.add(name);
      return name;
    });
    const householdName = size === 1 ? people[0]! : size === 2 ? `${people[0]!.split(' ')[0]} & ${people[1]}` : `${last} family`;
    const id = stableId('household', k);
    const createdAt = atDay(-45, k * 7);
    const answeredAt = atDay(-1 - (k % 14), 9 * 60 + k);
    const stay = replied(k) && k % 4 === 1;
    // Some families named their last person themselves on the RSVP page: a guest like the
    // others (added when they answered), with one more place still free.
    const namedOnLink = replied(k) && k % 6 === 1;
    const values = householdInput.parse({ name: householdName, phone: mobile(), allowance: size + (namedOnLink ? 1 : 0) });
    const invited = functions.filter((f) => invitedTo(k, f));
    rows.households.push({
      id,
      weddingProfileId,
      ...values,
      needsAccommodation: replied(k) ? stay : null,
      arrivalDate: stay ? shiftDate(weddingDate, -3) : null,
      departureDate: stay ? shiftDate(weddingDate, 2) : null,
      repliedAt: replied(k) ? answeredAt : null,
      // The replies of the last two days are still new to the couple.
      replySeenAt: replied(k) && k % 14 > 1 ? answeredAt : null,
      createdAt,
      updatedAt: replied(k) ? answeredAt : createdAt,
    });
    rows.invites.push(...invited.map((f) => ({ functionId: f.id, householdId: id, createdAt })));

    people.forEach((fullName, m) => {
      const guestId = stableId('guest', n);
      const answers: Record<string, Answer> = {};
      if (replied(k)) {
        invited.forEach((f, i) => {
          const attending = !declinesAll(k) && (m + i + k) % 8 !== 7;
          answers[f.id] = { attending, meal: attending ? meal(n) : null };
        });
      }
      const rsvp =
        rsvpFromAnswers(
          answers,
          invited.map((f) => f.id),
        ) ?? 'awaiting';
      const guest = guestInput.parse({
        fullName,
        email:
          m === 0 && k % 3 === 1 ? faker.internet.email({ firstName: fullName.split(' ')[0], lastName: last, provider: 'example.com' }).toLowerCase() : null,
        phone: m === 0 ? values.phone : null,
        isInvited: true,
        rsvp,
        mealPreference:
          mealFromAnswers(
            answers,
            invited.map((f) => f.id),
          ) ?? (n % 2 ? null : meal(n)),
        tableNumber: Math.floor(k / 3) + 1,
        notes: m === 0 && k % 9 === 4 ? NOTES[Math.floor(k / 9) % NOTES.length] : null,
      });
      const { rsvp: _rsvp, ...stored } = guest;
      const at = namedOnLink && m === size - 1 ? answeredAt : atDay(-40, n);
      rows.guests.push({
        id: guestId,
        weddingProfileId,
        householdId: id,
        ...stored,
        isAttending: attendingOf(rsvp),
        isChild: size >= 4 && m === size - 1,
        createdAt: at,
        updatedAt: replied(k) ? answeredAt : at,
      });
      rows.answers.push(
        ...Object.entries(answers).map(([functionId, a]) => ({
          id: stableId('answer', `${guestId}:${functionId}`),
          functionId,
          guestId,
          ...a,
          updatedAt: answeredAt,
        })),
      );
      n++;
    });
  }
  return rows;
}
