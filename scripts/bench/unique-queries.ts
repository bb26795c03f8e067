// Random venue-list queries, as a crowd of couples would send them: a city (or all), and any
// mix of type, capacity, price per plate, rental price, rating and sort. The options multiply
// to over a million combinations, so in a 10-second run nearly every request is new and
// in-process response caches rarely answer.
import { VENUE_TYPE_SLUGS } from '../../src/features/catalogue/catalogue.ts';
import { RATING_OPTIONS, VENUE_SORTS, capacityOptions, pricePerPlateOptions, rentalPriceOptions } from '../../src/features/catalogue/venues/venues.ts';
import { venueFilterMessages } from '../../src/features/catalogue/venues/messages.ts';

const texts = venueFilterMessages.for('en');
const CAPACITY_OPTIONS = capacityOptions(texts);
const PRICE_PER_PLATE_OPTIONS = pricePerPlateOptions(texts);
const RENTAL_PRICE_OPTIONS = rentalPriceOptions(texts);

export const BENCH_CITIES = [
  'all',
  'mumbai',
  'delhi',
  'bengaluru',
  'jaipur',
  'udaipur',
  'goa',
  'hyderabad',
  'chennai',
  'kolkata',
  'pune',
  'lucknow',
  'chandigarh',
  'ahmedabad',
  'kochi',
  'jodhpur',
];

type Random = () => number;
const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** A seeded generator (mulberry32), so runs can be repeated. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One random query string for /api/venues (without the leading "?"). */
export function randomVenueQuery(rand: Random): string {
  const params = new URLSearchParams({ city: pick(rand, BENCH_CITIES) });
  const maybe = (name: string, values: readonly string[], chance = 0.5) => {
    const value = pick(rand, values);
    if (value && rand() < chance) params.set(name, value);
  };
  maybe('venue_type', VENUE_TYPE_SLUGS);
  maybe(
    'capacity',
    CAPACITY_OPTIONS.map((o) => o.value),
  );
  maybe(
    'price_per_plate',
    PRICE_PER_PLATE_OPTIONS.map((o) => o.value),
  );
  maybe(
    'rental_price',
    RENTAL_PRICE_OPTIONS.map((o) => o.value),
  );
  maybe(
    'rating',
    RATING_OPTIONS.map((o) => o.value),
    0.3,
  );
  // The estimated-cost sort has a scenario of its own (randomEstimateQuery), so this mix stays comparable.
  maybe(
    'sort',
    VENUE_SORTS.filter((sort) => sort !== 'estimate_asc'),
    0.7,
  );
  return params.toString();
}

/**
 * One random query for /api/venues sorted by estimated cost: a guest count from 25 to 1,500
 * (so every step index and the bound between steps are used), with the same random filters.
 */
export function randomEstimateQuery(rand: Random): string {
  const params = new URLSearchParams(randomVenueQuery(rand));
  params.set('sort', 'estimate_asc');
  params.set('guests', String(25 + Math.floor(rand() * 1476)));
  if (rand() < 0.2) params.set('page', String(2 + Math.floor(rand() * 3)));
  return params.toString();
}

const SEARCH_WORDS = [
  'palace',
  'royal',
  'heritage',
  'garden',
  'lawn',
  'hotel',
  'banquet',
  'resort',
  'beach',
  'farmhouse',
  'lake',
  'view',
  'photography',
  'photographer',
  'decor',
  'caterers',
  'mehendi',
  'makeup',
  'dhol',
  'cakes',
  'shree',
  'regency',
  'grand',
  'mumbai',
  'delhi',
  'jaipur',
  'udaipur',
  'goa',
  'bridal',
  'candid',
  'sangeet',
  'haldi',
  'floral',
  'mandap',
  'poolside',
  'rooftop',
];

/**
 * One random query string for /api/search: one or two words, sometimes a city, sometimes a
 * later page. `typing`: as the header's suggestions ask while a word is typed (the last word
 * often cut short, five results, no later pages).
 */
export function randomSearchQuery(rand: Random, typing = false): string {
  const words = Array.from({ length: rand() < 0.6 ? 1 : 2 }, () => pick(rand, SEARCH_WORDS));
  const last = words.at(-1)!;
  if (typing && rand() < 0.7) words[words.length - 1] = last.slice(0, 2 + Math.floor(rand() * (last.length - 1)));
  const params = new URLSearchParams({ q: words.join(' ') });
  if (rand() < 0.3) params.set('city', pick(rand, BENCH_CITIES.slice(1)));
  if (typing) {
    params.set('size', '5');
    params.set('typing', '1');
  } else if (rand() < 0.2) params.set('page', String(2 + Math.floor(rand() * 2)));
  return params.toString();
}
