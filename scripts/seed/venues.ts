// One venue row per id: city and type rotate with the id so every city has every type.
import type { venues } from '../../src/server/db/schema.ts';
import { artUrl, venueArtIndexes } from '../../src/features/catalogue/art/art.ts';
import { AMENITY_POOL, CITIES, VENUE_NAME_WORDS, VENUE_POLICIES, VENUE_PRAISE, VENUE_TYPES } from './data.ts';
import { businessContact, type NameRegistry } from './names.ts';
import { chance, daysBefore, faker, int, logRounded, mobile, pick, reseed, rounded, slugify } from './random.ts';

export type VenueRow = typeof venues.$inferInsert;

export const VENUES_PER_SCALE = 300;

const ROADS = ['Main Road', 'MG Road', 'Station Road', 'Lake Road', 'Ring Road', 'Palace Road', 'Temple Street', 'Link Road', 'Highway'];
const CLOSINGS = [
  'Popular for winter weddings and sangeet nights.',
  'The in-house team helps plan every function from haldi to vidaai.',
  'Vegetarian and non-vegetarian menus are cooked in separate kitchens.',
  'Ideal for families who want every function in one place.',
  'A favourite with couples who want a relaxed, intimate celebration.',
];

export function venueCity(id: number) {
  return CITIES[(id - 1) % CITIES.length]!;
}

export function venueType(id: number) {
  return VENUE_TYPES[Math.floor((id - 1) / CITIES.length) % VENUE_TYPES.length]!;
}

export function address(area: string, city: string, pin: string): string {
  return `${int(1, 250)}, ${pick(ROADS)}, ${area}, ${city} ${pin}${faker.string.numeric(3)}`;
}

function capacities(): [number, number] {
  const tier = faker.number.float({ min: 0, max: 1 });
  if (tier < 0.2) return [rounded(50, 60, 10), rounded(80, 150, 10)];
  if (tier < 0.65) return [rounded(50, 200, 25), rounded(250, 600, 50)];
  return [rounded(150, 500, 50), rounded(700, 2000, 100)];
}

function amenities(): Record<string, string | boolean> {
  const entries = faker.helpers.arrayElements(AMENITY_POOL, int(3, 8));
  return Object.fromEntries(entries.map(([label, values]) => [label, pick(values)]));
}

/** The venue with this id; `names` keeps names unique across the catalogue being built. */
export function buildVenue(id: number, names?: NameRegistry): VenueRow {
  reseed('venue', id);
  const city = venueCity(id);
  const type = venueType(id);
  const area = pick(city.areas);
  const drawn = `${pick(VENUE_NAME_WORDS)} ${pick(type.suffixes)}`;
  const name = names ? names.claim(drawn, [city.name, area]) : drawn;
  const contact = businessContact(`${slugify(name)}-${slugify(city.name)}`);
  const [capacityMin, capacityMax] = capacities();
  const veg = logRounded(800, 5000, 50);
  const rentalMin = Math.min(10_00_000, Math.max(50_000, Math.round((logRounded(50_000, 10_00_000, 5000) * type.priceFactor) / 5000) * 5000));
  const rentalMax = chance(0.15) ? null : Math.round((rentalMin * faker.number.float({ min: 1.3, max: 2.5 })) / 5000) * 5000;
  const hasRooms = type.rooms || chance(0.4);
  const acRooms = hasRooms ? (type.rooms ? int(12, 150) : int(2, 8)) : null;
  const nonAcRooms = hasRooms && chance(0.3) ? int(4, 30) : null;
  const [highlightA, highlightB] = faker.helpers.arrayElements(type.highlights, 2);
  // Cover and gallery art show scenes that suit the venue type.
  const cover = venueArtIndexes(type.slug, id, 0)[0]!;
  return {
    id,
    name,
    description:
      `${name} is a ${type.noun} in ${area}, ${city.name}, with ${highlightA} and ${highlightB}. ` +
      `It welcomes ${capacityMin} to ${capacityMax} guests` +
      (acRooms ? ` and has ${acRooms + (nonAcRooms ?? 0)} rooms for your family and guests. ` : '. ') +
      pick(CLOSINGS),
    type: type.slug,
    location: city.name,
    address: address(area, city.name, city.pin),
    imageUrl: artUrl('venue', cover),
    coverImageUrl: artUrl('venue', cover),
    galleryImageUrls: venueArtIndexes(type.slug, id, int(3, 6))
      .slice(1)
      .map((n) => artUrl('venue', n)),
    cityId: CITIES.indexOf(city) + 1,
    capacity: capacityMax,
    capacityMin,
    capacityMax,
    pricePerDay: rentalMin,
    rentalPriceMin: rentalMin,
    rentalPriceMax: rentalMax,
    numberAcRooms: acRooms,
    pricePerAcRoom: acRooms ? rounded(type.rooms ? 3500 : 2000, type.rooms ? 25_000 : 6000, 500) : null,
    numberNonAcRooms: nonAcRooms,
    pricePerNonAcRoom: nonAcRooms ? rounded(1500, 4000, 250) : null,
    decorStartingPrice: logRounded(25_000, 3_00_000, 5000),
    pricePerPlateVeg: veg,
    pricePerPlateNonveg: veg + rounded(150, 900, 50),
    taxesAndFeesDescription: pick(VENUE_POLICIES.taxes),
    depositRequired: pick(VENUE_POLICIES.deposit),
    cancellationPolicy: pick(VENUE_POLICIES.cancellation),
    alcoholPolicy: pick(VENUE_POLICIES.alcohol),
    decorPolicy: pick(VENUE_POLICIES.decor),
    wheelchairAccessible: chance(0.6),
    airConditioning: type.slug === 'hotel' || type.slug === 'banquet' || chance(0.5),
    soundSystemAvailable: chance(0.75),
    stageAvailable: chance(0.8),
    danceFloorAvailable: chance(0.6),
    bridalSuiteAvailable: chance(type.rooms ? 0.85 : 0.4),
    amenities: amenities(),
    contactPhone: mobile(),
    contactEmail: contact.email,
    websiteUrl: contact.website,
    createdAt: daysBefore(int(200, 900)),
  };
}

export const venuePraise = VENUE_PRAISE;
