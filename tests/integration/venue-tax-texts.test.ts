// The demo venues' tax policies say what the estimates charge: 5 % GST on food, 18 % on rental
// (catalogue/prices/estimate.ts), in the seed and, through migration 0025, in databases seeded before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { GST_RATES } from '../../src/features/catalogue/prices/estimate.ts';
import { VENUE_POLICIES } from '../../scripts/seed/data.ts';
import { insertCatalogueBefore } from '../setup/catalogue.ts';
import { migrationsBefore } from '../setup/migrations.ts';

const OLD_TEXTS = [
  '18% GST extra on rental and food.',
  'Prices exclusive of 18% GST; 10% service charge on food and beverages.',
  'All prices include taxes; a refundable damage deposit is taken at check-in.',
];

describe('venue tax policies', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mandap-tax-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('name the rates the estimates charge, in the seed', () => {
    expect(GST_RATES).toMatchObject({ food: 0.05, rental: 0.18 });
    for (const text of VENUE_POLICIES.taxes) {
      expect(text).toMatch(/5% (GST )?on food/);
      expect(text).toMatch(/18%( GST)? on rental/);
    }
  });

  it('are rewritten in databases seeded before, and a text an owner wrote is left alone', async () => {
    const db = openDb(`file:${join(dir, 'db.sqlite')}`);
    try {
      await migrateDb(db, migrationsBefore(dir, '0025_venue-tax-texts'));
      const texts = [...OLD_TEXTS, 'Our own words about tax.'];
      const ids = (await insertCatalogueBefore(db, { venuesPerCity: 2, vendorsPerPair: 0 })).venues.map((v) => v.id).slice(0, texts.length);
      expect(ids).toHaveLength(texts.length);
      for (const [i, text] of texts.entries()) {
        await db.$client.execute({ sql: 'UPDATE venues SET taxes_and_fees_description = ? WHERE id = ?', args: [text, ids[i]!] });
      }
      await migrateDb(db);
      const rows = await db.$client.execute(`SELECT taxes_and_fees_description AS t FROM venues WHERE id IN (${ids.join(',')}) ORDER BY id`);
      const after = rows.rows.map((r) => String(r.t));
      expect(after[3]).toBe('Our own words about tax.');
      for (const text of after.slice(0, 3)) expect(VENUE_POLICIES.taxes).toContain(text);
    } finally {
      db.$client.close();
    }
  });
});
