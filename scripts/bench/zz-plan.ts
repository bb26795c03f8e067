import { openDb } from '../../src/server/db/client.ts';
import { chooseVenueDriver } from '../../src/features/venues/venue-driver.server.ts';
import { venueListSql } from '../../src/features/venues/venue-sql.server.ts';
import { parseVenueQuery } from '../../src/features/venues/venues.ts';
const db = openDb(`file:${process.argv[2]}`);
const params = new URLSearchParams(process.argv[3]);
const city = params.get('city')!;
const cityId = city === 'all' ? null : Number((await db.$client.execute({ sql: 'SELECT id FROM cities WHERE slug = ?', args: [city] })).rows[0]?.id ?? 0);
const filters = parseVenueQuery(params);
const s = venueListSql(cityId, filters, 12, await chooseVenueDriver(db, cityId, filters));
console.log(s.sql, s.args);
const r = await db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${s.sql}`, args: s.args });
console.log(r.rows.map((x) => `${x.id}/${x.parent} ${x.detail}`).join('\n'));
for (let i = 0; i < 3; i++) { const t = performance.now(); const res = await db.$client.execute(s); console.log((performance.now() - t).toFixed(1), 'ms', res.rows.length); }
