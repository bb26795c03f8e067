// scratch (not committed): loads one scenario for N seconds at C connections
import { loadTest } from './scripts/bench/load.ts';
import { randomEstimateQuery, randomVenueQuery, seededRandom } from './scripts/bench/unique-queries.ts';
const [base, which, seconds = '10', conns = '10'] = process.argv.slice(2);
const rand = seededRandom(Number(process.env.SEED ?? 5));
const vary: Record<string, () => string> = {
  page: () => { const p = new URLSearchParams(randomVenueQuery(rand)); const c = p.get('city')!; p.delete('city'); return `/venues/${c}/wedding?${p}`; },
  api: () => `/api/venues?${randomVenueQuery(rand)}`,
  est: () => `/api/venues?${randomEstimateQuery(rand)}`,
  gallery: () => '/api/gallery',
  cities: () => '/api/cities',
};
const f = vary[which!]!;
const r = await loadTest(base!, f(), Number(seconds), Number(conns), which === 'gallery' || which === 'cities' ? undefined : f);
console.log(JSON.stringify(r));
