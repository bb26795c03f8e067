import { describe, expect, it } from 'vitest';
import {
  chooseFilter,
  chooseHousehold,
  chooseSide,
  chooseSort,
  guestRowModel,
  initialGuestView,
  search,
  toggleSort,
  withSelection,
  type GuestView,
} from './guest-rows.ts';
import { householdsOf, type Guest } from './guests.ts';
import { testGuest } from './test-guest.ts';

const guest = (n: number, over: Partial<Guest> = {}): Guest =>
  testGuest({ id: `g${String(n).padStart(2, '0')}`, fullName: `Guest ${String(n).padStart(2, '0')}`, ...over });

describe('guestRowModel', () => {
  const guests = Array.from({ length: 23 }, (_, k) => guest(k + 1, { rsvp: k % 2 ? 'confirmed' : 'awaiting' }));

  it('pages the sorted list ten at a time and clamps a page past the end', () => {
    const first = guestRowModel(guests, initialGuestView, new Set());
    expect(first.rows.map((r) => r.guest.fullName)).toEqual(Array.from({ length: 10 }, (_, k) => `Guest ${String(k + 1).padStart(2, '0')}`));
    expect(first).toMatchObject({ matching: 23, page: 1, pages: 3 });
    const past = guestRowModel(guests, { ...initialGuestView, page: 9 }, new Set());
    expect(past.page).toBe(3);
    expect(past.rows).toHaveLength(3);
  });

  it('filters by side together with the RSVP filter, from the first page', () => {
    const sided = guests.map((g, k) => ({ ...g, side: (['bride', 'groom', 'both'] as const)[k % 3]! }));
    const brides = guestRowModel(sided, chooseSide({ ...initialGuestView, page: 2 }, 'bride'), new Set());
    expect(brides).toMatchObject({ matching: 8, page: 1 });
    expect(brides.rows.every((r) => r.guest.side === 'bride')).toBe(true);
    const confirmedGrooms = guestRowModel(sided, { ...initialGuestView, side: 'groom', filter: 'confirmed' }, new Set());
    expect(confirmedGrooms.rows.map((r) => r.guest.fullName)).toEqual(sided.filter((g) => g.side === 'groom' && g.rsvp === 'confirmed').map((g) => g.fullName));
    expect(guestRowModel(sided, { ...initialGuestView, side: 'all' }, new Set()).matching).toBe(23);
  });

  it('filters by RSVP and sorts descending', () => {
    const model = guestRowModel(guests, { filter: 'confirmed', sort: 'name', direction: 'desc', page: 1 }, new Set());
    expect(model.matching).toBe(11);
    expect(model.rows[0]!.guest.fullName).toBe('Guest 22');
  });

  it('gives each row its display texts', () => {
    const [row] = guestRowModel(
      [guest(1, { email: 'a@b.in', phone: '+91 98765 43210', mealPreference: 'Vegan', tableNumber: 4 })],
      initialGuestView,
      new Set(),
    ).rows;
    expect(row).toMatchObject({ contact: ['a@b.in', '+91 98765 43210'], meal: 'Vegan', table: '4' });
    const [bare] = guestRowModel([guest(2)], initialGuestView, new Set()).rows;
    expect(bare).toMatchObject({ contact: [], meal: '—', table: '—' });
  });

  it('knows which rows are selected, and drops selected guests no longer listed', () => {
    const onPage = guests.slice(0, 10).map((g) => g.id);
    const model = guestRowModel(guests, initialGuestView, new Set([...onPage, 'gone']));
    expect(model.allOnPageSelected).toBe(true);
    expect(model.selectedIds).toEqual(onPage);
    expect(guestRowModel(guests, initialGuestView, new Set(['g01'])).allOnPageSelected).toBe(false);
    expect(guestRowModel([], initialGuestView, new Set()).allOnPageSelected).toBe(false);
  });
});

describe('view changes', () => {
  it('flips the direction on the same column and starts another ascending, from page 1', () => {
    const desc = toggleSort({ ...initialGuestView, page: 3 }, 'name');
    expect(desc).toEqual({ filter: 'all', sort: 'name', direction: 'desc', page: 1 });
    expect(toggleSort(desc, 'name').direction).toBe('asc');
    expect(toggleSort(desc, 'table')).toMatchObject({ sort: 'table', direction: 'asc' });
  });
  it('resets to the first page when the sort or filter is chosen', () => {
    expect(chooseSort({ ...initialGuestView, direction: 'desc', page: 2 }, 'table')).toEqual({ filter: 'all', sort: 'table', direction: 'asc', page: 1 });
    expect(chooseFilter({ ...initialGuestView, page: 2 }, 'declined')).toMatchObject({ filter: 'declined', page: 1 });
  });
});

describe('withSelection', () => {
  it('adds and removes ids without changing the original', () => {
    const start = new Set(['a']);
    expect([...withSelection(start, ['b', 'c'], true)]).toEqual(['a', 'b', 'c']);
    expect([...withSelection(start, ['a'], false)]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });
});

describe('grouped by household', () => {
  const sharma = { id: 'h-s', name: 'Sharma family', size: 2 };
  const rao = { id: 'h-r', name: 'Rao family', size: 2 };
  const guests = [
    testGuest({ id: 'a', fullName: 'Vikram', household: sharma }),
    testGuest({ id: 'b', fullName: 'Anil', household: rao }),
    testGuest({ id: 'c', fullName: 'Meera', household: sharma }),
    testGuest({ id: 'd', fullName: 'Zoya', household: { id: 'h-z', name: 'Zoya', size: 1 } }),
    testGuest({ id: 'e', fullName: 'Sunita', household: rao }),
    testGuest({ id: 'f', fullName: 'Loner', household: null }),
  ];

  it('keeps the spec’s order and shows a household only when it holds other guests', () => {
    const model = guestRowModel(guests, initialGuestView, new Set());
    expect(model.rows.map((r) => r.guest.fullName)).toEqual(['Anil', 'Loner', 'Meera', 'Sunita', 'Vikram', 'Zoya']);
    expect(model.rows.map((r) => r.household)).toEqual(['Rao family', null, 'Sharma family', 'Rao family', 'Sharma family', null]);
    expect(model.rows.every((r) => r.group === null)).toBe(true);
  });

  it('puts each household’s guests together, households by name, with a heading row for each', () => {
    const model = guestRowModel(guests, { ...initialGuestView, groupByHousehold: true, direction: 'desc' }, new Set());
    expect(model.rows.map((r) => r.guest.fullName)).toEqual(['Sunita', 'Anil', 'Vikram', 'Meera', 'Zoya', 'Loner']);
    expect(model.rows.map((r) => r.group && `${r.group.name} ${r.group.size}`)).toEqual([
      'Rao family 2',
      null,
      'Sharma family 2',
      null,
      'Zoya 1',
      'Not in a household 1',
    ]);
  });

  it('marks a household that runs on from the page before', () => {
    const many = Array.from({ length: 12 }, (_, k) =>
      testGuest({ id: `g${k}`, fullName: `Guest ${String(k).padStart(2, '0')}`, household: { id: 'h', name: 'Big family', size: 12 } }),
    );
    const second = guestRowModel(many, { ...initialGuestView, groupByHousehold: true, page: 2 }, new Set());
    expect(second.rows[0]!.group).toEqual({ name: 'Big family', size: 12, continued: true });
  });
});

describe('search and household filter', () => {
  const sharma = { id: 'h-s', name: 'Sharma family', size: 2 };
  const rao = { id: 'h-r', name: 'Rao family', size: 1, phone: '+91 98333 44444' };
  const list = [
    testGuest({ id: 'a', fullName: 'Meera Sharma', phone: '+91-98200-12345', household: sharma }),
    testGuest({ id: 'b', fullName: 'Kabir', household: sharma }),
    testGuest({ id: 'c', fullName: 'Anil Rao', phone: '98111 22222', household: rao }),
    testGuest({ id: 'd', fullName: 'Zoya Ansári', household: null }),
  ];
  const names = (view: Partial<GuestView>) => guestRowModel(list, { ...initialGuestView, ...view }, new Set()).rows.map((r) => r.guest.fullName);

  it('finds guests by name, by household and by phone however it is written', () => {
    expect(names({ query: 'meera' })).toEqual(['Meera Sharma']);
    expect(names({ query: 'sharma FAMILY' })).toEqual(['Kabir', 'Meera Sharma']);
    expect(names({ query: '98200 12345' })).toEqual(['Meera Sharma']);
    expect(names({ query: '9811122222' })).toEqual(['Anil Rao']);
    // The household's contact phone finds its people.
    expect(names({ query: '98333 44444' })).toEqual(['Anil Rao']);
    expect(names({ query: 'ansari' })).toEqual(['Zoya Ansári']);
    expect(names({ query: '  ' })).toHaveLength(4);
    expect(names({ query: 'nobody' })).toEqual([]);
  });

  it('shows one household’s guests, and lists the households by name for the filter', () => {
    expect(names({ household: 'h-s' })).toEqual(['Kabir', 'Meera Sharma']);
    expect(names({ household: 'h-s', query: 'kabir' })).toEqual(['Kabir']);
    expect(householdsOf(list).map((h) => h.name)).toEqual(['Rao family', 'Sharma family']);
  });

  it('starts again from the first page when the search or household changes', () => {
    expect(search({ ...initialGuestView, page: 3 }, 'rao')).toMatchObject({ query: 'rao', page: 1 });
    expect(chooseHousehold({ ...initialGuestView, page: 2 }, 'h-r')).toMatchObject({ household: 'h-r', page: 1 });
  });

  it('names the household in its column, unless the guest is alone under their own name', () => {
    const rows = guestRowModel(
      [...list, testGuest({ id: 'e', fullName: 'Solo', household: { id: 'h-solo', name: 'Solo', size: 1 } })],
      initialGuestView,
      new Set(),
    ).rows;
    expect(Object.fromEntries(rows.map((r) => [r.guest.fullName, r.household]))).toEqual({
      'Anil Rao': 'Rao family',
      Kabir: 'Sharma family',
      'Meera Sharma': 'Sharma family',
      Solo: null,
      'Zoya Ansári': null,
    });
  });
});
