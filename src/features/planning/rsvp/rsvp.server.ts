// The public RSVP page's reads and writes. A token reaches exactly one household: its names,
// its invitations and its answers; nothing else of the wedding.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { runBatch } from '../../../server/db/batch.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import type { Db } from '../../../server/db/client.ts';
import { functionInvites, guests, households, rsvpAnswers, rsvpExtras, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import { attendingOf, GUEST_MAX_PER_WEDDING } from '../guests/guests.ts';
import { sortFunctions } from '../wedding/functions.ts';
import { coupleNames } from '../households/households.ts';
import { functionColumns } from '../households/households.server.ts';
import { hashRsvpToken, RSVP_TOKEN_PATTERN } from '../households/rsvp-link.server.ts';
import { extrasAllowed, mealFromAnswers, RSVP_LIMITS, rsvpFromAnswers, type Answers, type Invitation, type Reply, type RsvpPerson } from './rsvp.ts';
import { newId } from '../../../lib/ids.ts';
import { toLocale } from '../../../i18n/locales.ts';
import { rsvpPageMessages } from './messages.ts';

/** Short digest of a form state, for the hidden fields that tell what a person changed. */
export function digestState(state: string): string {
  return createHash('sha256').update(state).digest('base64url').slice(0, 16);
}

/** The household's invitation, or null for a malformed, unknown or revoked token. */
export async function findInvitation(db: Db, token: string): Promise<Invitation | null> {
  if (!RSVP_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ household: households, userName: weddingProfiles.userName, partnerName: weddingProfiles.partnerName, deadline: weddingProfiles.rsvpDeadline })
    .from(households)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, households.weddingProfileId))
    .where(eq(households.tokenHash, hashRsvpToken(token)))
    .limit(1);
  if (!row) return null;
  // The household's page names an unnamed couple in the household's language.
  const unnamed = rsvpPageMessages.for(toLocale(row.household.locale)).theCouple;
  return loadInvitation(db, row.household, coupleNames(row.userName, row.partnerName, unnamed), row.deadline);
}

async function loadInvitation(db: Db, household: typeof households.$inferSelect, couple: string, deadline: string | null): Promise<Invitation> {
  // One batch, one round trip: the answers are those of the household's people to the
  // functions it is invited to (the same invitations as the first read's).
  const invited = db
    .select({ id: functionInvites.functionId })
    .from(functionInvites)
    .innerJoin(weddingFunctions, eq(weddingFunctions.id, functionInvites.functionId))
    .where(eq(functionInvites.householdId, household.id));
  const [functionRows, members, extras, answerRows] = await db.batch([
    db
      .select(functionColumns)
      .from(functionInvites)
      .innerJoin(weddingFunctions, eq(weddingFunctions.id, functionInvites.functionId))
      .where(eq(functionInvites.householdId, household.id)),
    db
      .select({ id: guests.id, fullName: guests.fullName, isChild: guests.isChild, meal: guests.mealPreference })
      .from(guests)
      .where(eq(guests.householdId, household.id))
      .orderBy(asc(guests.createdAt), asc(guests.id)),
    db
      .select({ id: rsvpExtras.id, fullName: rsvpExtras.fullName, isChild: rsvpExtras.isChild })
      .from(rsvpExtras)
      .where(eq(rsvpExtras.householdId, household.id))
      .orderBy(asc(rsvpExtras.createdAt), asc(rsvpExtras.id)),
    db
      .select({
        guestId: rsvpAnswers.guestId,
        extraId: rsvpAnswers.extraId,
        functionId: rsvpAnswers.functionId,
        attending: rsvpAnswers.attending,
        meal: rsvpAnswers.meal,
        updatedAt: rsvpAnswers.updatedAt,
      })
      .from(rsvpAnswers)
      .where(
        and(
          inArray(rsvpAnswers.functionId, invited),
          sql`(${rsvpAnswers.guestId} IN (SELECT id FROM ${guests} WHERE household_id = ${household.id}) OR ${rsvpAnswers.extraId} IN (SELECT id FROM ${rsvpExtras} WHERE household_id = ${household.id}))`,
        ),
      ),
  ]);
  const functions = sortFunctions(functionRows);
  const answersOf = new Map<string, Answers>();
  const answeredAt = new Map<string, Date>();
  for (const a of answerRows) {
    const who = (a.guestId ?? a.extraId)!;
    const list = answersOf.get(who) ?? {};
    list[a.functionId] = { attending: a.attending, meal: a.meal };
    answersOf.set(who, list);
    const at = answeredAt.get(who);
    if (!at || a.updatedAt > at) answeredAt.set(who, a.updatedAt);
  }
  const people: RsvpPerson[] = [
    ...members.map((m): RsvpPerson => ({
      key: `g-${m.id}`,
      kind: 'guest',
      id: m.id,
      fullName: m.fullName,
      isChild: m.isChild,
      defaultMeal: m.meal,
      answers: answersOf.get(m.id) ?? {},
      answeredAt: answeredAt.get(m.id) ?? null,
    })),
    ...extras.map((x): RsvpPerson => ({
      key: `x-${x.id}`,
      kind: 'extra',
      id: x.id,
      fullName: x.fullName,
      isChild: x.isChild,
      defaultMeal: null,
      answers: answersOf.get(x.id) ?? {},
      answeredAt: answeredAt.get(x.id) ?? null,
    })),
  ];
  const room = extrasAllowed(household.allowance, members.length) - extras.length;
  for (let slot = 0; slot < Math.min(room, RSVP_LIMITS.newExtraSlots); slot++) {
    people.push({ key: `n-${slot}`, kind: 'new', id: null, fullName: '', isChild: false, defaultMeal: null, answers: {} });
  }
  return {
    householdId: household.id,
    householdName: household.name,
    allowance: household.allowance,
    couple,
    deadline,
    functions,
    people,
    accommodation: { needed: household.needsAccommodation, arrival: household.arrivalDate, departure: household.departureDate },
    repliedAt: household.repliedAt,
    locale: toLocale(household.locale),
  };
}

/**
 * Saves a checked reply in one transaction. Only the people whose answers differ from what
 * their form showed are written, so two family members answering the same link at once each
 * keep their own answers: for any one person, the later save wins. People newly named on the
 * form become guests of the household, added only while it is within its allowance, counted
 * inside the transaction. Returns how many could not be added because others were added meanwhile.
 */
export async function saveReply(db: Db, invitation: Invitation, reply: Reply, now = new Date()): Promise<{ changed: boolean; extrasRefused: number }> {
  const householdId = invitation.householdId;
  const functionIds = invitation.functions.map((f) => f.id);
  const statements: BatchItem<'sqlite'>[] = [];
  const newExtraIds: string[] = [];

  /**
   * Each answer is written only while its person still belongs to the household (a guest
   * moved away or an extra removed meanwhile is left alone) and, for a new extra, once the
   * extra itself was added.
   */
  const writeAnswers = (kind: 'guest' | 'extra', personId: string, answers: Reply['people'][number]['answers']) => {
    const column = kind === 'guest' ? rsvpAnswers.guestId : rsvpAnswers.extraId;
    const owner = kind === 'guest' ? guests : rsvpExtras;
    for (const fid of functionIds) {
      const answer = answers[fid];
      if (!answer) {
        statements.push(
          db.delete(rsvpAnswers).where(and(eq(kind === 'guest' ? rsvpAnswers.guestId : rsvpAnswers.extraId, personId), eq(rsvpAnswers.functionId, fid))),
        );
        continue;
      }
      statements.push(
        db
          .insert(rsvpAnswers)
          .select((qb) =>
            qb
              .select(
                rowSelection(rsvpAnswers, {
                  id: newId(),
                  functionId: fid,
                  ...(kind === 'guest' ? { guestId: personId } : { extraId: personId }),
                  attending: answer.attending,
                  meal: answer.meal,
                  updatedAt: now,
                }),
              )
              .from(owner)
              .where(and(eq(owner.id, personId), eq(owner.householdId, householdId))),
          )
          .onConflictDoUpdate({
            target: [column, rsvpAnswers.functionId],
            set: { attending: sql`excluded.attending`, meal: sql`excluded.meal`, updatedAt: sql`excluded.updated_at` },
          }),
      );
    }
  };

  for (const person of reply.people.filter((p) => p.changed)) {
    if (person.kind === 'guest') {
      writeAnswers('guest', person.id!, person.answers);
      const rsvp = rsvpFromAnswers(person.answers, functionIds);
      const meal = mealFromAnswers(person.answers, functionIds);
      const changes = { ...(rsvp ? { isAttending: attendingOf(rsvp) } : {}), ...(meal ? { mealPreference: meal } : {}) };
      if (Object.keys(changes).length) {
        statements.push(
          db
            .update(guests)
            .set({ ...changes, updatedAt: now })
            .where(and(eq(guests.id, person.id!), eq(guests.householdId, householdId))),
        );
      }
    } else if (person.kind === 'extra') {
      const mine = and(eq(rsvpExtras.id, person.id!), eq(rsvpExtras.householdId, householdId));
      if (person.remove) {
        statements.push(db.delete(rsvpExtras).where(mine));
        continue;
      }
      statements.push(db.update(rsvpExtras).set({ fullName: person.fullName, isChild: person.isChild, updatedAt: now }).where(mine));
      writeAnswers('extra', person.id!, person.answers);
    } else {
      // A person the family names here is a guest of the household like any other: on the
      // guest list, in the counts and the export. Added only while the household is within
      // its allowance and the wedding within its guest limit, counted inside the transaction.
      const id = newId();
      newExtraIds.push(id);
      const rsvp = rsvpFromAnswers(person.answers, functionIds);
      statements.push(
        db.insert(guests).select((qb) =>
          qb
            .select(
              rowSelection(guests, {
                id,
                weddingProfileId: households.weddingProfileId,
                fullName: person.fullName,
                isInvited: true,
                isAttending: rsvp ? attendingOf(rsvp) : null,
                mealPreference: mealFromAnswers(person.answers, functionIds),
                householdId,
                isChild: person.isChild,
                createdAt: new Date(now.getTime() + newExtraIds.length),
                updatedAt: now,
              }),
            )
            .from(households)
            .where(
              and(
                eq(households.id, householdId),
                sql`(SELECT count(*) FROM ${guests} WHERE ${guests.householdId} = ${householdId})
                    + (SELECT count(*) FROM ${rsvpExtras} WHERE ${rsvpExtras.householdId} = ${householdId}) < ${households.allowance}`,
                sql`(SELECT count(*) FROM ${guests} WHERE ${guests.weddingProfileId} = ${households.weddingProfileId}) < ${GUEST_MAX_PER_WEDDING}`,
              ),
            ),
        ),
      );
      writeAnswers('guest', id, person.answers);
    }
  }
  const changed = statements.length > 0 || reply.accommodationChanged;
  if (!changed) return { changed: false, extrasRefused: 0 };
  statements.push(
    db
      .update(households)
      .set({
        ...(reply.accommodationChanged
          ? { needsAccommodation: reply.accommodation.needed, arrivalDate: reply.accommodation.arrival, departureDate: reply.accommodation.departure }
          : {}),
        repliedAt: now,
        updatedAt: now,
      })
      .where(eq(households.id, householdId)),
  );
  await runBatch(db, statements);
  if (newExtraIds.length === 0) return { changed: true, extrasRefused: 0 };
  const added = await db.select({ id: guests.id }).from(guests).where(inArray(guests.id, newExtraIds));
  return { changed: true, extrasRefused: newExtraIds.length - added.length };
}
