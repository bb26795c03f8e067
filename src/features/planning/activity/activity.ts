// The activity list's shared words: what a row says and how the Overview turns it into a
// sentence. Plain data and pure functions, so the Overview island can use them.

export const ACTIVITY_ACTIONS = ['added', 'changed', 'removed'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const ACTIVITY_SUBJECTS = ['guest', 'household', 'booking', 'payment', 'budget-item'] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

/** The window the Overview shows, the rows it reads at most, and when rows are deleted. */
export const ACTIVITY_LIMITS = { windowDays: 30, maxRows: 20, shown: 8, keepDays: 90 } as const;

/** One row of the list as the Overview receives it. */
export type ActivityEntry = {
  id: number;
  actorName: string;
  action: ActivityAction;
  subject: ActivitySubject;
  subjectName: string;
  /** ISO time. */
  createdAt: string;
};

/**
 * A subject name that stands for several rows changed at once (an import, a bulk delete): the
 * count after this mark. Names are trimmed text typed by people, so they never start with it.
 */
const MANY = '\u001f';

export function manySubjects(count: number): string {
  return `${MANY}${count}`;
}

/** A payment's subject name: the amount paid so far (digits) and the expense, formatted when shown. */
export function paymentSubject(paid: number, what: string): string {
  return `₹${paid} · ${what}`;
}

/** What a stored subject name stands for: several rows, a payment, or one named thing. */
export type SubjectParts = { count: number } | { amount: number; name: string } | { name: string };

export function subjectParts(subject: ActivitySubject, subjectName: string): SubjectParts {
  if (subjectName.startsWith(MANY)) {
    const count = Number(subjectName.slice(1));
    if (Number.isInteger(count) && count > 0) return { count };
  }
  if (subject === 'payment') {
    const match = /^₹(\d{1,15}) · ([\s\S]*)$/.exec(subjectName);
    if (match) return { amount: Number(match[1]), name: match[2]! };
  }
  return { name: subjectName };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "2 days ago", "just now" (as Intl words it), in `lang` (a BCP 47 tag), for a time before `now`. */
export function relativeTime(lang: string, at: Date, now: Date): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'second');
}
