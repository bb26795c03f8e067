// The wedding packages' names, prices and sizes are fixed by the specification; the editing
// interface leaves them out (keystatic.config.ts), and this pins what the files say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = (id: string) => JSON.parse(readFileSync(`content/packages/${id}.json`, 'utf8')) as Record<string, unknown>;

describe('the wedding packages', () => {
  it.each([
    ['luxury', 'Luxury Package', 25000, 500, true, 1],
    ['classic', 'Classic Package', 12000, 300, false, 2],
    ['intimate', 'Intimate Package', 5000, 100, false, 3],
  ])('%s keeps its name, price per person, capacity and place', (id, title, price, capacity, popular, order) => {
    const file = pkg(id);
    expect(file).toMatchObject({ id, title, pricePerPerson: price, popular, order, overview: { capacity } });
  });
});
