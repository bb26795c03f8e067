// The columns venue lists filter and sort on, for every venue, kept in memory beside a local
// database file, so a list page is found by walking arrays instead of an index of the table:
// at 100,000 venues SQLite read thousands of index entries for a filtered page and its count
// (about 3 ms a page against 0.4 ms at the demo data); the arrays answer either in well under
// a millisecond. The cards of listed venues are kept beside them. Both are read again when
// the 'venue_lists' version moves (drizzle/0014: any change to a venue or its photos).
// A remote database (Turso) is not copied: its lists go through SQL (venue-sql.server.ts),
// which `listVenues` also uses for a text search.
import { localFileOf, type Db } from '../../server/db/client.ts';
import { dataVersion, readRows } from '../../server/db/fast-read.server.ts';
import { LIST_COUNT_CAP } from '../../lib/list-filters.ts';
import { PRICE_PER_PLATE_OVER, RENTAL_PRICE_OVER, capacityBand, sortGuests, type VenueCardData, type VenueFilters } from './venues.ts';

/** A page of venue ids in list order (up to one more than the page, to tell whether another follows) and how many venues pass. */
export type IndexedPage = { ids: number[]; matched: number };

/** Positions in list orders; byPlate (cheapest veg plate first, unpriced last) bounds the estimate sort. */
type Orders = { byRating: Int32Array; byRental: Int32Array; byCapacity: Int32Array; byPlate: Int32Array };
const ORDER_KEYS = ['byRating', 'byRental', 'byCapacity', 'byPlate'] as const;
const NO_ORDERS: Orders = { byRating: new Int32Array(0), byRental: new Int32Array(0), byCapacity: new Int32Array(0), byPlate: new Int32Array(0) };

type ColumnRow = {
  id: number;
  city_id: number;
  type: string;
  capacity_min: number | null;
  capacity_max: number | null;
  price_per_plate_veg: number | null;
  rental_price_min: number | null;
  rating_average: number;
};

/** The filter and sort columns of every venue; null columns are NaN, so every comparison with them fails, as in SQL. */
export class VenueColumns {
  readonly size: number;
  private readonly id: Int32Array;
  private readonly type: Int32Array;
  /** capacity_min with null as 0 (the filter reads it through coalesce). */
  private readonly capacityMin: Float64Array;
  private readonly capacityMax: Float64Array;
  private readonly plate: Float64Array;
  private readonly rental: Float64Array;
  private readonly rating: Float64Array;
  private readonly typeCodes = new Map<string, number>();
  private readonly all: Orders;
  private readonly cities = new Map<number, Orders>();
  /** Whether any price is below zero (the forms forbid it): the estimate walk's bound then does not hold. */
  private readonly negativePrices: boolean;
  /** Cards of listed venues, built once for this version (see keepCard). */
  private readonly cards = new Map<number, VenueCardData>();

  constructor(rows: readonly ColumnRow[]) {
    const n = rows.length;
    this.size = n;
    this.id = new Int32Array(n);
    this.type = new Int32Array(n);
    this.capacityMin = new Float64Array(n);
    this.capacityMax = new Float64Array(n);
    this.plate = new Float64Array(n);
    this.rental = new Float64Array(n);
    this.rating = new Float64Array(n);
    const city = new Int32Array(n);
    rows.forEach((row, p) => {
      this.id[p] = row.id;
      city[p] = row.city_id;
      let code = this.typeCodes.get(row.type);
      if (code === undefined) this.typeCodes.set(row.type, (code = this.typeCodes.size));
      this.type[p] = code;
      this.capacityMin[p] = row.capacity_min ?? 0;
      this.capacityMax[p] = row.capacity_max ?? NaN;
      this.plate[p] = row.price_per_plate_veg ?? NaN;
      this.rental[p] = row.rental_price_min ?? NaN;
      this.rating[p] = row.rating_average;
    });
    this.negativePrices = rows.some((row) => (row.price_per_plate_veg ?? 0) < 0 || (row.rental_price_min ?? 0) < 0);
    const { id, rating, rental, capacityMax, plate } = this;
    const positions = () => Int32Array.from({ length: n }, (_, p) => p);
    // The ORDER BYs of venue-sql.server.ts; SQLite sorts NULL below every number.
    const low = (value: number) => (Number.isNaN(value) ? -Infinity : value);
    const high = (value: number) => (Number.isNaN(value) ? Infinity : value);
    this.all = {
      byRating: positions().sort((a, b) => rating[b]! - rating[a]! || id[b]! - id[a]!),
      byRental: positions().sort((a, b) => low(rental[a]!) - low(rental[b]!) || id[a]! - id[b]!),
      byCapacity: positions().sort((a, b) => low(capacityMax[b]!) - low(capacityMax[a]!) || id[b]! - id[a]!),
      byPlate: positions().sort((a, b) => high(plate[a]!) - high(plate[b]!) || id[a]! - id[b]!),
    };
    // Each city's venues in the same orders.
    const counts = new Map<number, number>();
    for (const c of city) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const [c, count] of counts) this.cities.set(c, { byRating: new Int32Array(count), byRental: new Int32Array(count), byCapacity: new Int32Array(count), byPlate: new Int32Array(count) });
    for (const key of ORDER_KEYS) {
      const filled = new Map<number, number>();
      for (const p of this.all[key]) {
        const c = city[p]!;
        const at = filled.get(c) ?? 0;
        this.cities.get(c)![key][at] = p;
        filled.set(c, at + 1);
      }
    }
  }

  /** The page `filters.page` of `pageSize` venues of a city (null: all cities), as venueListSql orders it; the text search is not applied. */
  page(cityId: number | null, filters: VenueFilters, pageSize: number): IndexedPage {
    const scope = this.scope(cityId);
    const passes = this.passes(filters);
    const offset = (filters.page - 1) * pageSize;
    const want = offset + pageSize + 1;
    if (filters.sort === 'estimate_asc') return this.byEstimate(scope, passes, sortGuests(filters), offset, want);
    const order = filters.sort === 'capacity_desc' ? scope.byCapacity : filters.sort.startsWith('rental_price') ? scope.byRental : scope.byRating;
    const reverse = filters.sort === 'rental_price_desc';
    const ids: number[] = [];
    let matched = 0;
    for (let k = 0, n = order.length; k < n; k++) {
      const p = order[reverse ? n - 1 - k : k]!;
      if (!passes(p)) continue;
      if (matched >= offset && matched < want) ids.push(this.id[p]!);
      // Counted no further than the lists show ("more than 1,000").
      if (++matched >= want && matched > LIST_COUNT_CAP) break;
    }
    return { ids, matched };
  }

  /** The kept card of a venue, if one was built for this version. */
  card(id: number): VenueCardData | undefined {
    return this.cards.get(id);
  }

  /** Keeps a venue's card for this version; past MAX_KEPT_CARDS they are dropped and built again. */
  keepCard(card: VenueCardData): void {
    if (this.cards.size >= MAX_KEPT_CARDS) this.cards.clear();
    this.cards.set(card.id, card);
  }

  /** How many venues of a city (null: all cities) pass the filters; the text search is not applied. */
  count(cityId: number | null, filters: VenueFilters): number {
    const passes = this.passes(filters);
    let matched = 0;
    for (const p of this.scope(cityId).byRating) if (passes(p)) matched++;
    return matched;
  }

  private scope(cityId: number | null): Orders {
    return cityId === null ? this.all : (this.cities.get(cityId) ?? NO_ORDERS);
  }

  /** The filters of venueScope (venue-sql.server.ts) as a test of one venue. */
  private passes(filters: VenueFilters): (p: number) => boolean {
    const { type, capacityMin, capacityMax, plate, rental, rating } = this;
    const typeCode = filters.venueType === undefined ? null : (this.typeCodes.get(filters.venueType) ?? -1);
    const band = filters.capacity === undefined ? null : capacityBand(filters.capacity);
    const plateLimit = filters.pricePerPlate;
    const plateOver = plateLimit !== undefined && plateLimit >= PRICE_PER_PLATE_OVER;
    const rentalLimit = filters.rentalPrice;
    const rentalOver = rentalLimit !== undefined && rentalLimit >= RENTAL_PRICE_OVER;
    const minRating = filters.rating;
    return (p) =>
      (typeCode === null || type[p] === typeCode) &&
      (band === null || (capacityMax[p]! >= band.min && (band.max === null || capacityMin[p]! <= band.max))) &&
      (plateLimit === undefined || (plateOver ? plate[p]! >= plateLimit : plate[p]! <= plateLimit)) &&
      (rentalLimit === undefined || (rentalOver ? rental[p]! >= rentalLimit : rental[p]! <= rentalLimit)) &&
      (minRating === undefined || rating[p]! >= minRating);
  }

  /**
   * By estimated cost at `guests` (veg plate × guests + rental, unpriced venues last), then id.
   * The `want` cheapest passing venues are kept in a max-heap. The walk goes by plate price
   * (by rental below 100 guests, where rental weighs more), which bounds the cost from below:
   * once the bound passes the dearest kept venue no later venue can enter, and the walk only
   * counts on, up to what the lists show.
   */
  private byEstimate(scope: Orders, passes: (p: number) => boolean, guests: number, offset: number, want: number): IndexedPage {
    const { plate, rental, id } = this;
    const byPlate = guests >= 100;
    // A small scope (a city) is read in full in memory order, which is quicker than a bounded walk that has to count on anyway.
    const bounded = !this.negativePrices && scope.byRating.length > BOUNDED_WALK_FROM;
    const order = !bounded ? scope.byRating : byPlate ? scope.byPlate : scope.byRental;
    const bound = byPlate ? plate : rental;
    const factor = byPlate ? guests : 1;
    const costs = new Float64Array(want);
    const ids = new Int32Array(want);
    let size = 0;
    let matched = 0;
    let ranking = true;
    const above = (i: number, j: number) => costs[i]! > costs[j]! || (costs[i] === costs[j] && ids[i]! > ids[j]!);
    const swap = (i: number, j: number) => {
      [costs[i], costs[j]] = [costs[j]!, costs[i]!];
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    };
    for (let k = 0, n = order.length; k < n; k++) {
      const p = order[k]!;
      // Prices are never negative, so the bound is at most the cost.
      if (ranking && bounded && size === want && bound[p]! * factor > costs[0]!) ranking = false;
      if (!passes(p)) continue;
      matched++;
      if (!ranking) {
        if (matched > LIST_COUNT_CAP) break;
        continue;
      }
      const cost = plate[p]! * guests + rental[p]!;
      const c = Number.isNaN(cost) ? Infinity : cost;
      const venue = id[p]!;
      if (size < want) {
        // Sift up.
        let i = size++;
        costs[i] = c;
        ids[i] = venue;
        while (i > 0 && above(i, (i - 1) >> 1)) {
          swap(i, (i - 1) >> 1);
          i = (i - 1) >> 1;
        }
      } else if (c < costs[0]! || (c === costs[0] && venue < ids[0]!)) {
        // Replace the dearest kept venue and sift down.
        costs[0] = c;
        ids[0] = venue;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let top = i;
          if (l < size && above(l, top)) top = l;
          if (r < size && above(r, top)) top = r;
          if (top === i) break;
          swap(i, top);
          i = top;
        }
      }
    }
    const kept = Array.from({ length: size }, (_, i) => i).sort((a, b) => costs[a]! - costs[b]! || ids[a]! - ids[b]! || 0);
    return { ids: kept.slice(offset).map((i) => ids[i]!), matched };
  }
}

/** From this many venues in scope the estimate sort walks by a bound (see byEstimate). */
const BOUNDED_WALK_FROM = 20_000;

/** About 20 MB of cards at most: the first pages of every list, and more. */
const MAX_KEPT_CARDS = 20_000;

type Kept = { columns: VenueColumns; version: number; dataVersion: number };
const kept = new WeakMap<Db, Kept>();
const loading = new WeakMap<Db, Promise<Kept | null>>();

/**
 * The venue columns of a local database, current as of this call (read again when the
 * 'venue_lists' version has moved since they were read); null for a remote database or one
 * not yet migrated to have the version.
 */
export async function venueColumns(db: Db): Promise<VenueColumns | null> {
  if (localFileOf(db) === null) return null;
  // Nothing was committed since the copy was checked: it is current without a query.
  const committed = dataVersion(db);
  if (committed === null) return null;
  const current = kept.get(db);
  if (current && current.dataVersion === committed) return current.columns;
  const version = await venueListsVersion(db);
  if (version === null) return null;
  if (current && current.version === version) {
    current.dataVersion = committed;
    return current.columns;
  }
  let load = loading.get(db);
  if (!load) {
    load = readColumns(db, version, committed).finally(() => loading.delete(db));
    loading.set(db, load);
  }
  return (await load)?.columns ?? null;
}

async function readColumns(db: Db, version: number, committed: number): Promise<Kept | null> {
  const rows = await readRows(db, {
    // Each city's venues side by side in memory, in rating order: a city's list reads one stretch of each array.
    sql: 'SELECT id, city_id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average FROM venues ORDER BY city_id, rating_average DESC, id DESC',
    args: [],
  });
  const next: Kept = { columns: new VenueColumns(rows as unknown as ColumnRow[]), version, dataVersion: committed };
  kept.set(db, next);
  return next;
}

async function venueListsVersion(db: Db): Promise<number | null> {
  try {
    const [row] = await readRows(db, { sql: "SELECT version FROM catalogue_versions WHERE name = 'venue_lists'", args: [] });
    return row ? Number(row.version) : null;
  } catch {
    // Not migrated yet: the lists use SQL.
    return null;
  }
}
