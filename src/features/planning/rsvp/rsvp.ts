// Long because: reading, checking and versioning a posted reply are one set of pure rules the page and the server share.
// The public RSVP page's rules: who may answer what, until when, how a posted form is read
// and checked, and how a reply sets a guest's RSVP. Pure: the page and the server share it.
import { isIsoDate, todayInIndia } from '../../../lib/dates.ts';
import { type Rsvp } from '../guests/guests.ts';
import { MEAL_OPTIONS, type MealOption } from '../wedding/functions.ts';
import type { WeddingFunction } from '../wedding/functions.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { rsvpReplyMessages } from './messages.ts';

/** What a reply is told, in English; `replyTexts(locale)` for a household's own language. */
export const rsvpMessages = rsvpReplyMessages.for('en');
export type RsvpReplyTexts = typeof rsvpMessages;
export const replyTexts = (locale: Locale): RsvpReplyTexts => rsvpReplyMessages.for(locale);

/** Per token and per IP, in a window of RSVP_WINDOW_MS. */
export const RSVP_LIMITS = { perToken: 30, perIp: 120, windowMs: 15 * 60_000, newExtraSlots: 5, nameLength: 200 } as const;

export type Answer = { attending: boolean; meal: MealOption | null };
/** Answers by function id; a function without an entry has no answer yet. */
export type Answers = Record<string, Answer>;

/**
 * A person on the form. Keys: `g-<guest id>`, `x-<extra id>` for a named extra already saved,
 * `n-<slot>` for a new extra's empty slot.
 */
export type RsvpPerson = {
  key: string;
  kind: 'guest' | 'extra' | 'new';
  id: string | null;
  fullName: string;
  isChild: boolean;
  /** The guest's meal preference, preselected where no meal was given yet. */
  defaultMeal: MealOption | null;
  answers: Answers;
  /** When the person's answers were last saved; tells a stale page when another device changed them. */
  answeredAt?: Date | null;
};

export type Invitation = {
  householdId: string;
  householdName: string;
  allowance: number;
  couple: string;
  deadline: string | null;
  functions: WeddingFunction[];
  people: RsvpPerson[];
  accommodation: Accommodation;
  repliedAt: Date | null;
  /** The household's language: its page, and what its replies are told. */
  locale: Locale;
};

export type Accommodation = { needed: boolean | null; arrival: string | null; departure: string | null };

/** Replies are taken up to and including the deadline day, in Indian time. */
export function deadlinePassed(deadline: string | null, now: Date = new Date()): boolean {
  return deadline !== null && todayInIndia(now) > deadline;
}

/** How many more named extras the household may add. */
export function extrasAllowed(allowance: number, members: number): number {
  return Math.max(0, allowance - members);
}

/** A person's state as the form shows it: answers with meals preselected from the guest's preference. */
export function shownAnswers(person: RsvpPerson, functionIds: readonly string[]): Record<string, { attending: boolean | null; meal: MealOption | null }> {
  return Object.fromEntries(
    functionIds.map((fid) => {
      const a = person.answers[fid];
      return [fid, { attending: a ? a.attending : null, meal: a?.meal ?? person.defaultMeal }];
    }),
  );
}

/** A person's answers as stored, in the same shape: the version a page carries is a digest of this. */
export function storedAnswers(person: RsvpPerson, functionIds: readonly string[]): Record<string, { attending: boolean | null; meal: MealOption | null }> {
  return Object.fromEntries(
    functionIds.map((fid) => {
      const a = person.answers[fid];
      return [fid, { attending: a ? a.attending : null, meal: a?.meal ?? null }];
    }),
  );
}

/** Canonical text of what the form shows for a person; equal texts mean nothing was changed. */
export function personState(
  p: { fullName: string; isChild: boolean; kind: RsvpPerson['kind'] },
  shown: Record<string, { attending: boolean | null; meal: MealOption | null }>,
  functionIds: readonly string[],
): string {
  const parts = [...functionIds].sort().map((fid) => {
    const s = shown[fid];
    const attending = s?.attending === true ? 'y' : s?.attending === false ? 'n' : '-';
    return `${fid}:${attending}:${s?.attending === true ? (s.meal ?? '') : ''}`;
  });
  const who = p.kind === 'guest' ? '' : `${p.fullName.trim()}|${p.isChild ? 1 : 0}|`;
  return who + parts.join(',');
}

export function accommodationState(a: Accommodation): string {
  return `${a.needed === null ? '-' : a.needed ? 'y' : 'n'}|${a.arrival ?? ''}|${a.departure ?? ''}`;
}

/** Form field names. */
export const field = {
  attending: (person: string, fid: string) => `a.${person}.${fid}`,
  meal: (person: string, fid: string) => `m.${person}.${fid}`,
  state: (person: string) => `o.${person}`,
  name: (person: string) => `n.${person}`,
  child: (person: string) => `c.${person}`,
  accommodation: 'acc',
  arrival: 'arr',
  departure: 'dep',
  accommodationState: 'o.acc',
  /** "Same meal for everyone" for one function. */
  sameMeal: (fid: string) => `s.${fid}`,
} as const;

/**
 * The hidden state fields the page puts in its form, by field name: per person, a digest of the
 * answers as stored (not as shown), so a form sent unchanged still stores a preselected meal, and a
 * save can tell that another device changed a person since the page was loaded.
 */
export function stateFields(invitation: Invitation, digest: (state: string) => string): Record<string, string> {
  const functionIds = invitation.functions.map((f) => f.id);
  const fields: Record<string, string> = { [field.accommodationState]: digest(accommodationState(invitation.accommodation)) };
  for (const p of invitation.people) {
    if (p.kind !== 'new') fields[field.state(p.key)] = digest(personState(p, storedAnswers(p, functionIds), functionIds));
  }
  return fields;
}

/** The form as the page shows it, before anyone touches it: what a browser would post. */
export function formAsShown(invitation: Invitation, digest: (state: string) => string): URLSearchParams {
  const form = new URLSearchParams(stateFields(invitation, digest));
  const functionIds = invitation.functions.map((f) => f.id);
  for (const p of invitation.people) {
    if (p.kind !== 'guest') form.set(field.name(p.key), p.fullName);
    if (p.kind !== 'guest' && p.isChild) form.set(field.child(p.key), 'on');
    const shown = shownAnswers(p, functionIds);
    for (const fid of functionIds) {
      const s = shown[fid]!;
      if (s.attending !== null) form.set(field.attending(p.key, fid), s.attending ? 'y' : 'n');
      form.set(field.meal(p.key, fid), s.meal ?? '');
    }
  }
  const a = invitation.accommodation;
  if (a.needed !== null) form.set(field.accommodation, a.needed ? 'y' : 'n');
  form.set(field.arrival, a.arrival ?? '');
  form.set(field.departure, a.departure ?? '');
  return form;
}

export type PersonReply = {
  key: string;
  kind: RsvpPerson['kind'];
  id: string | null;
  fullName: string;
  isChild: boolean;
  /** Answers for every function the household is invited to; null: no answer. */
  answers: Record<string, Answer | null>;
  /** Whether it differs from what the form showed when it was loaded. */
  changed: boolean;
  /** An extra whose name was cleared: to be removed. */
  remove: boolean;
  /**
   * Another device saved this person since the page was loaded: 'replaced' when this reply
   * overwrites it (the later save wins), 'kept' when this reply left the person as loaded, so
   * the newer answer stays. With the time of that other save.
   */
  conflict: { kind: 'replaced' | 'kept'; at: Date } | null;
};

export type Reply = { people: PersonReply[]; accommodation: Accommodation; accommodationChanged: boolean };

/** Problems of a reply: every message, and those that belong beside one field, by the field's id. */
export type ReplyErrors = { errors: string[]; fieldErrors: Record<string, string> };

const MEALS = new Set<string>(MEAL_OPTIONS);

type Form = { get(name: string): string | null; has(name: string): boolean; keys(): Iterable<string> };

/**
 * Reads a posted form against the invitation as it stands now. `digest` turns a state text
 * into what the page put in the hidden `o.` fields. Returns the reply or the problems found.
 */
export function readReply(form: Form, invitation: Invitation, digest: (state: string) => string): { reply: Reply } & ReplyErrors {
  const rsvpMessages = replyTexts(invitation.locale);
  const errors = new Set<string>();
  const fieldErrors: Record<string, string> = {};
  const fieldError = (id: string, message: string) => {
    errors.add(message);
    fieldErrors[id] ??= message;
  };
  const invited = new Set(invitation.functions.map((f) => f.id));
  const functionIds = invitation.functions.map((f) => f.id);
  const known = new Map(invitation.people.filter((p) => p.kind !== 'new').map((p) => [p.key, p]));

  // Every answer field must name a person of this household and a function it is invited to.
  const posted = new Set<string>();
  for (const name of form.keys()) {
    const match = /^[amnoc]\.((?:g|x)-\w{1,64}|n-\d{1,2})(?:\.(\w{1,64}))?$/.exec(name);
    if (!match) continue;
    const [, person, fid] = match as unknown as [string, string, string | undefined];
    if (fid !== undefined && !invited.has(fid)) errors.add(rsvpMessages.notInvited);
    if (!person.startsWith('n-') && !known.has(person)) errors.add(rsvpMessages.changed);
    posted.add(person);
  }
  // "Same meal for everyone": one choice per function that sets every person's meal for it.
  const sameMeal = new Map<string, MealOption>();
  for (const name of form.keys()) {
    const match = /^s\.(\w{1,64})$/.exec(name);
    if (!match) continue;
    const fid = match[1]!;
    const m = form.get(name) ?? '';
    if (!invited.has(fid)) errors.add(rsvpMessages.notInvited);
    else if (m !== '' && !MEALS.has(m)) fieldError(field.sameMeal(fid), rsvpMessages.meal);
    else if (m !== '') sameMeal.set(fid, m as MealOption);
  }
  for (const p of known.values()) if (p.kind === 'guest' && !posted.has(p.key)) errors.add(rsvpMessages.changed);

  const people: PersonReply[] = [];
  for (const key of posted) {
    const base = known.get(key);
    if (!base && !key.startsWith('n-')) continue;
    const kind: RsvpPerson['kind'] = base?.kind ?? 'new';
    const fullName = kind === 'guest' ? base!.fullName : (form.get(field.name(key)) ?? '').trim();
    const isChild = kind === 'guest' ? base!.isChild : form.has(field.child(key));
    const answers: Record<string, Answer | null> = {};
    const shown: Record<string, { attending: boolean | null; meal: MealOption | null }> = {};
    for (const fid of functionIds) {
      const a = form.get(field.attending(key, fid));
      const m = sameMeal.get(fid) ?? form.get(field.meal(key, fid)) ?? '';
      if (m !== '' && !MEALS.has(m)) fieldError(field.meal(key, fid), rsvpMessages.meal);
      const meal = MEALS.has(m) ? (m as MealOption) : null;
      const attending = a === 'y' ? true : a === 'n' ? false : null;
      shown[fid] = { attending, meal };
      answers[fid] = attending === null ? null : { attending, meal: attending ? meal : null };
    }
    if (kind !== 'guest' && fullName.length > RSVP_LIMITS.nameLength) fieldError(field.name(key), rsvpMessages.extraNameTooLong);
    const anyAnswer = Object.values(answers).some((a) => a !== null);
    if (kind === 'new' && fullName === '') {
      if (anyAnswer) fieldError(field.name(key), rsvpMessages.extraName);
      continue;
    }
    const state = digest(personState({ fullName, isChild, kind }, shown, functionIds));
    const loaded = form.get(field.state(key));
    const changed = kind === 'new' || loaded !== state;
    const now = base ? digest(personState(base, storedAnswers(base, functionIds), functionIds)) : null;
    const stale = base !== undefined && loaded !== now;
    const conflict =
      stale && base.answeredAt
        ? changed
          ? state !== now
            ? { kind: 'replaced' as const, at: base.answeredAt }
            : null
          : { kind: 'kept' as const, at: base.answeredAt }
        : null;
    people.push({ key, kind, id: base?.id ?? null, fullName, isChild, answers, changed, remove: kind === 'extra' && fullName === '', conflict });
  }

  const members = invitation.people.filter((p) => p.kind === 'guest').length;
  const extrasAfter =
    people.filter((p) => p.kind !== 'guest' && !p.remove).length +
    // Extras saved by someone else since this form was loaded count too.
    invitation.people.filter((p) => p.kind === 'extra' && !posted.has(p.key)).length;
  const room = extrasAllowed(invitation.allowance, members);
  if (extrasAfter > room) {
    const firstNew = people.find((p) => p.kind === 'new');
    if (firstNew) fieldError(field.name(firstNew.key), rsvpMessages.overAllowance({ count: room }));
    else errors.add(rsvpMessages.overAllowance({ count: room }));
  }

  const needed = form.get(field.accommodation);
  const arrival = (form.get(field.arrival) ?? '').trim() || null;
  const departure = (form.get(field.departure) ?? '').trim() || null;
  if (arrival && !isIsoDate(arrival)) fieldError(field.arrival, rsvpMessages.date);
  else if (departure && !isIsoDate(departure)) fieldError(field.departure, rsvpMessages.date);
  else if (arrival && departure && departure < arrival) fieldError(field.departure, rsvpMessages.departureBeforeArrival);
  const accommodation: Accommodation = { needed: needed === 'y' ? true : needed === 'n' ? false : null, arrival, departure };
  const accommodationChanged = form.get(field.accommodationState) !== digest(accommodationState(accommodation));
  return { reply: { people, accommodation, accommodationChanged }, errors: [...errors], fieldErrors };
}

/**
 * A guest's RSVP after a reply: confirmed when attending at least one function, declined when
 * declining every function invited to, awaiting when some are declined and none attended (so an
 * earlier "attending" replaced by a later save does not linger), otherwise unchanged (null).
 */
export function rsvpFromAnswers(answers: Record<string, Answer | null>, invitedFunctionIds: readonly string[]): Rsvp | null {
  const given = invitedFunctionIds.map((fid) => answers[fid] ?? null);
  if (given.some((a) => a?.attending)) return 'confirmed';
  if (given.length > 0 && given.every((a) => a !== null && !a.attending)) return 'declined';
  if (given.some((a) => a !== null)) return 'awaiting';
  return null;
}

/** The meal of the first function a person attends (in date order), to keep on the guest. */
export function mealFromAnswers(answers: Record<string, Answer | null>, functionIdsInOrder: readonly string[]): MealOption | null {
  for (const fid of functionIdsInOrder) {
    const a = answers[fid];
    if (a?.attending && a.meal) return a.meal;
  }
  return null;
}
