// Vendor list pages at scale: every sort × price × rating × search × page shape of one
// category, in one city and in all cities, each fetched from the server with a query no cache
// has seen (best of three), so the figures are what the database and the render cost.
// Serve a built site on a scaled database (`npm run db:seed -- --scale 334`), then:
// `BENCH_URL=http://127.0.0.1:4321 node --experimental-strip-types scripts/bench/vendor-lists.ts [category] [city]`
import { VENDOR_PRICE_OVER, VENDOR_SORTS, vendorQueryString, type VendorFilters } from '../../src/features/catalogue/vendors/vendor-filters.ts';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4321';
const [category = 'photography', city = 'mumbai'] = process.argv.slice(2);
let nonce = Date.now();

const timings: { url: string; ms: number }[] = [];
for (const place of [city, 'all'])
  for (const sort of VENDOR_SORTS)
    for (const price of [undefined, 100_000, VENDOR_PRICE_OVER])
      for (const rating of [undefined, 4])
        for (const q of [undefined, 'candid'])
          for (const page of [1, 5]) {
            const filters: VendorFilters = { sort, page, ...(price ? { price } : {}), ...(rating ? { rating } : {}), ...(q ? { q } : {}) };
            const query = vendorQueryString(filters);
            const url = `/vendors/${place}/${category}${query || '?'}${query ? '&' : ''}`;
            let best = Infinity;
            for (let run = 0; run < 3; run++) {
              const start = performance.now();
              const response = await fetch(`${base}${url}n=${nonce++}`, { redirect: 'manual' });
              await response.arrayBuffer();
              if (response.status !== 200 && response.status !== 302) throw new Error(`${url}: HTTP ${response.status}`);
              best = Math.min(best, performance.now() - start);
            }
            timings.push({ url, ms: best });
          }
timings.sort((a, b) => a.ms - b.ms);
const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]!.ms.toFixed(1);
console.log(`${timings.length} vendor list shapes: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
for (const t of timings.slice(-6)) console.log(`${t.ms.toFixed(1)} ms ${t.url}`);
