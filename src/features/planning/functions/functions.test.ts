import { describe, expect, it } from 'vitest';
import {
  compareFunctions,
  defaultFunctionsFor,
  formatWhen,
  mapLink,
  moveFunction,
  shownFunctionName,
  sortFunctions,
  type WeddingFunction,
} from '../wedding/functions.ts';
import { accommodationToCsv, CATERER_CSV_HEADER, catererSheetToCsv, fileSlug, linksToCsv } from './functions-csv.ts';

const fn = (over: Partial<WeddingFunction>): WeddingFunction => ({
  id: 'f',
  name: 'Sangeet',
  date: null,
  startTime: null,
  venueId: null,
  venueName: null,
  address: null,
  dressCode: null,
  isPublic: false,
  position: 0,
  ...over,
});

describe('date order', () => {
  const list = [
    fn({ id: 'a', name: 'Reception', date: '2027-02-15', position: 0 }),
    fn({ id: 'b', name: 'Sangeet', date: '2027-02-13', startTime: '19:00', position: 1 }),
    fn({ id: 'c', name: 'Haldi', date: '2027-02-13', startTime: '10:00', position: 2 }),
    fn({ id: 'd', name: 'Brunch', position: 3 }),
    fn({ id: 'e', name: 'Cocktail', position: 4 }),
  ];
  it('orders by date and time, undated last, ties by the couple’s order', () => {
    expect(sortFunctions(list).map((f) => f.name)).toEqual(['Haldi', 'Sangeet', 'Reception', 'Brunch', 'Cocktail']);
    expect(compareFunctions(list[3]!, list[4]!)).toBeLessThan(0);
  });
  it('moves a function only past one the date order cannot tell apart', () => {
    expect(moveFunction(list, 'e', -1)).toEqual(['c', 'b', 'a', 'e', 'd']);
    expect(moveFunction(list, 'd', -1)).toBeNull();
    expect(moveFunction(list, 'b', -1)).toBeNull();
    expect(moveFunction(list, 'e', 1)).toBeNull();
  });
});

describe('the usual functions', () => {
  it('dates the chosen ones around the wedding day', () => {
    expect(defaultFunctionsFor('2027-03-01', ['Haldi', 'Wedding', 'Reception'])).toEqual([
      { name: 'Haldi', date: '2027-02-27' },
      { name: 'Wedding', date: '2027-03-01' },
      { name: 'Reception', date: '2027-03-02' },
    ]);
    expect(defaultFunctionsFor(null, ['Mehendi'])).toEqual([{ name: 'Mehendi', date: null }]);
  });
});

describe('formatting', () => {
  it('writes when a function is', () => {
    expect(formatWhen(fn({ date: '2027-02-13', startTime: '19:30' }))).toBe('Sat, 13 Feb 2027, 7:30 pm');
    expect(formatWhen(fn({ date: '2027-02-14', startTime: '00:05' }))).toBe('Sun, 14 Feb 2027, 12:05 am');
    expect(formatWhen(fn({ startTime: '12:00' }))).toBe('Date to be announced, 12:00 pm');
  });
  it('links an address to an OpenStreetMap search', () => {
    expect(mapLink('Lake Pichola, Udaipur & more')).toBe('https://www.openstreetmap.org/search?query=Lake%20Pichola%2C%20Udaipur%20%26%20more');
  });
});

describe('exports', () => {
  const meals = { Vegetarian: 40, 'Non-vegetarian': 25, Vegan: 3, Jain: 7, 'Not specified': 2 };
  it('writes the caterer sheet per meal with children and the total, RFC 4180 and formula-safe', () => {
    const csv = catererSheetToCsv(fn({ name: '=Sangeet', date: '2027-02-13', startTime: '19:00', venueName: 'Lawns, "Lake" side', address: '-1 Lake Road' }), {
      invited: 90,
      attending: 77,
      declined: 8,
      awaiting: 5,
      children: 6,
      meals,
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CATERER_CSV_HEADER.join(','));
    expect(lines[1]).toBe(`'=Sangeet,2027-02-13,19:00,"Lawns, ""Lake"" side",'-1 Lake Road,Vegetarian,40`);
    expect(lines.slice(1, -1).map((l) => l.split(',').slice(-2).join(','))).toEqual([
      'Vegetarian,40',
      'Non-vegetarian,25',
      'Vegan,3',
      'Jain,7',
      'Not specified,2',
      'Children (included above),6',
      'Total attending,77',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
  it('writes the accommodation list and the links', () => {
    expect(accommodationToCsv([{ household: '@Sharma', phone: '+91 98200 11111', people: 4, arrival: '2027-02-12', departure: null }])).toBe(
      "Household,Phone,People,Arrival,Departure\r\n'@Sharma,'+91 98200 11111,4,2027-02-12,\r\n",
    );
    expect(linksToCsv([{ name: 'Rao', phone: null, allowance: 2, link: 'https://x/rsvp/t', whatsapp: 'https://wa.me/?text=a%2Cb' }])).toBe(
      'Household,Phone,People,RSVP link,WhatsApp\r\nRao,,2,https://x/rsvp/t,https://wa.me/?text=a%2Cb\r\n',
    );
  });
  it('makes file names from function names', () => {
    expect(fileSlug('Haldi & Mehendi')).toBe('haldi-mehendi');
    expect(fileSlug('सगाई')).toBe('function');
  });
});

describe('shownFunctionName', () => {
  const hindi = { fnHaldi: 'हल्दी', fnMehendi: 'मेहंदी', fnSangeet: 'संगीत', fnWedding: 'शादी', fnReception: 'रिसेप्शन' };
  it("names the usual functions in the reader's language and leaves the couple's own as written", () => {
    expect(shownFunctionName('Mehendi', hindi)).toBe('मेहंदी');
    expect(shownFunctionName('Mayra', hindi)).toBe('Mayra');
    expect(shownFunctionName('toString', hindi)).toBe('toString');
  });
});
