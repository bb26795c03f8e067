// Defect 7: request values that name a key of a lookup table (`sort=__proto__`) reached SQL
// as `ORDER BY undefined`, and a malformed JSON body to any action answered 500 with an
// empty body.
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect, createUser } from '../e2e/fixtures.ts';
import { visitor } from './helpers.ts';

/** Every action of the site, read from the modules' actions.ts files, so new ones are covered too. */
function allActionNames(): string[] {
  const names: string[] = [];
  const files = readdirSync('src/features', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('/actions.ts'));
  for (const file of files.map((f) => `src/features/${f}`)) {
    let group = '';
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      group = /^export const (\w+) = \{/.exec(line)?.[1] ?? group;
      const verb = /^ {2}(\w+): defineAction\(/.exec(line)?.[1];
      if (verb && group) names.push(`${group}.${verb}`);
    }
  }
  return names;
}

test('a malformed JSON body to any action is a 400 with a clear error, signed in or not', async () => {
  test.setTimeout(180_000);
  const names = allActionNames();
  expect(names.length).toBeGreaterThanOrEqual(32);
  const [signedIn, anonymous] = await Promise.all([visitor(await createUser()), visitor()]);
  try {
    for (const name of names) {
      for (const body of ['{', 'NaN', '{"email":', '[1,', 'undefined']) {
        for (const client of [signedIn, anonymous]) {
          const response = await client.request.post(`/_actions/${name}`, { data: Buffer.from(body), headers: { 'Content-Type': 'application/json' } });
          expect(response.status(), `${name} with ${body}`).toBe(400);
          expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
        }
      }
    }
  } finally {
    await Promise.all([signedIn.request.dispose(), anonymous.request.dispose()]);
  }
});

test('names of object properties in the query are unknown values, never a 500', async () => {
  const client = await visitor(await createUser());
  const vendor = await visitor(await createUser({ role: 'vendor' }));
  try {
    for (const value of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      const venues = await client.request.get(`/api/venues?sort=${value}`);
      expect(venues.status(), `/api/venues?sort=${value}`).toBe(200);
      expect(((await venues.json()) as { venues: unknown[] }).venues.length).toBeGreaterThan(0);
      for (const path of [
        `/api/venues?city=${value}`,
        `/api/vendors?category=${value}&city=${value}&page=${value}`,
        `/api/venues?venue_type=${value}&rating=${value}&capacity=${value}`,
        `/venues/all/wedding?sort=${value}`,
        `/dashboard?tab=${value}`,
        `/api/reviews/mine?targetType=${value}&targetId=1`,
        `/api/shortlists/status?itemType=${value}&itemId=1`,
        `/api/guests?cursor=${value}`,
        `/api/gallery?cursor=${value}`,
        `/api/recommendations?budget=${value}`,
        `/vendors/${value}`,
        `/venues/${value}`,
      ]) {
        const response = await client.request.get(path);
        expect(response.status(), path).toBeLessThan(500);
      }
      const inbox = `/api/enquiries/inbox?status=${value}&page=${value}&q=${value}`;
      expect((await vendor.request.get(inbox)).status(), inbox).toBeLessThan(500);
    }
  } finally {
    await Promise.all([client.request.dispose(), vendor.request.dispose()]);
  }
});
