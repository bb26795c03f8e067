// Deterministic randomness for the demo data: every row draws from its own faker stream,
// seeded by (table, row number), so a row is the same whatever the scale or order.
import { createHash } from 'node:crypto';
import { Faker, en_IN, en } from '@faker-js/faker';

export const SEED = 20_261_001;
/** Every timestamp derives from this date, never from the clock. */
export const BASE_DATE = Date.UTC(2026, 9, 1, 6, 0, 0);
export const DAY = 86_400_000;

export const faker = new Faker({ locale: [en_IN, en] });

const STREAMS = { city: 1, venue: 2, vendor: 3, review: 4, user: 5, gallery: 6, wedding: 7 } as const;

/** Points the shared faker at the stream of one row. */
export function reseed(stream: keyof typeof STREAMS, n: number): Faker {
  faker.seed([SEED, STREAMS[stream], n]);
  return faker;
}

export function int(min: number, max: number): number {
  return faker.number.int({ min, max });
}

/** A whole number in [min, max] rounded to `step`, never below min. */
export function rounded(min: number, max: number, step: number): number {
  return Math.max(min, Math.round(int(min, max) / step) * step);
}

/** Uniform on a log scale: cheap options are as common as expensive ones. */
export function logRounded(min: number, max: number, step: number): number {
  const value = Math.exp(faker.number.float({ min: Math.log(min), max: Math.log(max) }));
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

export function pick<T>(list: readonly T[]): T {
  return faker.helpers.arrayElement(list);
}

export function chance(probability: number): boolean {
  return faker.number.float({ min: 0, max: 1 }) < probability;
}

/** A moment `daysBack` days (plus some hours) before the base date. */
export function daysBefore(daysBack: number): Date {
  return new Date(BASE_DATE - daysBack * DAY - int(0, 86_399) * 1000);
}

/** A moment a whole number of days (and minutes) from the base date: negative is before it. */
export function atDay(days: number, minutes = 0): Date {
  return new Date(BASE_DATE + days * DAY + minutes * 60_000);
}

/** A text id (32 hex digits, like the app's random ones) that is the same in every seed. */
export function stableId(kind: string, n: number | string): string {
  return createHash('sha256').update(`${SEED}:${kind}:${n}`).digest('hex').slice(0, 32);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An Indian mobile number, +91 and ten digits starting 6-9. */
export function mobile(): string {
  const digits = `${int(6, 9)}${faker.string.numeric(9)}`;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

export function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
