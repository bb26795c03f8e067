import { describe, expect, it } from 'vitest';
import { formatLakh } from '../../../lib/money.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GST_RATES, cardEstimateText, estimatePerPerson, estimateVenue, estimateView, overCapacityNotice, parseEstimateQuery } from './estimate.ts';
import { VenueCard } from '../venues/VenueCard.tsx';
import type { VenueCardData } from '../venues/venues.ts';
import { venueCardTexts } from '../venues/card-texts.ts';
import { estimateMessages } from './messages.ts';

const en = estimateMessages.for('en');
const hi = estimateMessages.for('hi');

const prices = { vegPerPlate: 1500, nonVegPerPlate: 1800, rental: 3_00_000 };

describe('estimateVenue', () => {
  it('adds plates for veg and non-veg guests and the rental, per function, then GST', () => {
    const e = estimateVenue(prices, { guests: 200, nonVegShare: 25, functions: 2 });
    expect(e.kind).toBe('estimate');
    if (e.kind !== 'estimate') return;
    expect(e.vegGuests).toBe(150);
    expect(e.nonVegGuests).toBe(50);
    expect(e.parts.veg).toBe(1500 * 150 * 2);
    expect(e.parts.nonVeg).toBe(1800 * 50 * 2);
    expect(e.parts.rental).toBe(6_00_000);
    expect(e.subtotal).toBe(4_50_000 + 1_80_000 + 6_00_000);
    // 5 % on the plates, 18 % on the rental.
    expect(e.parts.gstFood).toBe(Math.round((4_50_000 + 1_80_000) * 0.05));
    expect(e.parts.gstRental).toBe(Math.round(6_00_000 * 0.18));
    expect(e.parts.gst).toBe(e.parts.gstFood + e.parts.gstRental);
    expect(e.total).toBe(e.subtotal + e.parts.gst);
  });

  it('charges GST per component at the rates in one place: food 5 %, rental and services 18 %', () => {
    expect(GST_RATES).toEqual({ food: 0.05, rental: 0.18, services: 0.18 });
  });

  it('prices 400 guests × 3 functions at ₹1,200 a plate and ₹2 lakh rental with ₹1.8 lakh of GST (₹72,000 on food), not 18 % on food', () => {
    const e = estimateVenue({ vegPerPlate: 1200, nonVegPerPlate: null, rental: 2_00_000 }, { guests: 400, nonVegShare: 0, functions: 3 });
    expect(e.kind === 'estimate' && [e.parts.gstFood, e.parts.gstRental, e.total]).toEqual([72_000, 1_08_000, 14_40_000 + 6_00_000 + 1_80_000]);
  });

  it('shows each GST line in the breakdown', () => {
    const view = estimateView(estimateVenue(prices, { guests: 100, nonVegShare: 0, functions: 1 }), en);
    expect(view.lines).toContainEqual(['GST on food at 5 %', '₹7,500']);
    expect(view.lines).toContainEqual(['GST on rental at 18 %', '₹54,000']);
  });

  it('says so instead of guessing when a venue has no non-veg price', () => {
    const noNonVeg = { ...prices, nonVegPerPlate: null };
    expect(estimateVenue(noNonVeg, { guests: 100, nonVegShare: 10, functions: 1 }).kind).toBe('no-non-veg-price');
    expect(estimateVenue(noNonVeg, { guests: 100, nonVegShare: 0, functions: 1 }).kind).toBe('estimate');
  });

  it('has no estimate without a per-plate price, unless there are no guests to feed', () => {
    const none = { vegPerPlate: null, nonVegPerPlate: null, rental: 1_00_000 };
    expect(estimateVenue(none, { guests: 100, nonVegShare: 0, functions: 1 }).kind).toBe('no-plate-price');
    const empty = estimateVenue(none, { guests: 0, nonVegShare: 0, functions: 1 });
    expect(empty.kind === 'estimate' && empty.total).toBe(1_18_000);
  });

  it('costs only the rental and its GST for zero guests', () => {
    const e = estimateVenue(prices, { guests: 0, nonVegShare: 50, functions: 1 });
    expect(e.kind === 'estimate' && [e.parts.veg, e.parts.nonVeg, e.total]).toEqual([0, 0, 3_54_000]);
  });

  it('rounds GST to whole rupees and plate counts to whole guests', () => {
    const e = estimateVenue({ vegPerPlate: 999, nonVegPerPlate: 1001, rental: 0 }, { guests: 3, nonVegShare: 50, functions: 1 });
    expect(e.kind === 'estimate' && [e.nonVegGuests, e.vegGuests]).toEqual([2, 1]);
    expect(e.kind === 'estimate' && Number.isInteger(e.parts.gst)).toBe(true);
  });
});

describe('formatting', () => {
  it('writes lakh with one decimal', () => {
    expect(formatLakh(9_60_000)).toBe('₹9.6 lakh');
    expect(formatLakh(12_34_567)).toBe('₹12.3 lakh');
    expect(formatLakh(1_00_00_000)).toBe('₹100 lakh');
  });
  it('gives the card line for a guest count', () => {
    // 1000 × 100 + 5 % = 1,05,000; 3,00,000 + 18 % = 3,54,000; 4,59,000.
    expect(cardEstimateText(1000, 3_00_000, 100, en)).toBe('≈ ₹4.6 lakh for 100 guests');
    expect(cardEstimateText(null, 3_00_000, 100, en)).toBeNull();
  });
  it('says it in Hindi with लाख, the ₹ digits as they are', () => {
    // 1000 × 1,200 + 5 % = 12,60,000; 3,00,000 + 18 % = 3,54,000; 16,14,000.
    expect(cardEstimateText(1000, 3_00_000, 1200, hi)).toBe('1,200 मेहमानों के लिए ≈ ₹16.1 लाख');
    const view = estimateView(estimateVenue(prices, { guests: 100, nonVegShare: 10, functions: 2 }), hi);
    expect(view.lakh).toMatch(/^₹[\d.]+ लाख$/);
    expect(view.lines.map(([label]) => label)).toEqual([
      'शाकाहारी प्लेटें (90 मेहमान × 2 समारोह)',
      'मांसाहारी प्लेटें (10 मेहमान × 2 समारोह)',
      'किराया (2 समारोह)',
      'खाने पर 5 % जीएसटी',
      'किराये पर 18 % जीएसटी',
    ]);
  });
});

describe('estimatePerPerson', () => {
  it('multiplies the unit price by the guests, with GST for catering only', () => {
    // Catering is food: 5 %.
    expect(estimatePerPerson('catering', 800, 100)).toMatchObject({ base: 80_000, gst: 4_000, total: 84_000, unit: 'per plate' });
    expect(estimatePerPerson('mehendi', 300, 50)).toMatchObject({ base: 15_000, gst: 0, total: 15_000, unit: 'per hand' });
    expect(estimatePerPerson('photography', 800, 100)).toBeNull();
    expect(estimatePerPerson('makeup', null, 100)).toBeNull();
  });
});

describe('parseEstimateQuery', () => {
  it('defaults to the given guests, no non-veg and one function', () => {
    expect(parseEstimateQuery(new URLSearchParams(''), 240)).toEqual({
      input: { guests: 240, nonVegShare: 0, functions: 1 },
      given: { guests: false },
      errors: {},
    });
  });
  it('reads the fields and reports the ones that do not parse', () => {
    const q = parseEstimateQuery(new URLSearchParams('guests=abc&non_veg=120&functions=3'));
    expect(q.input).toEqual({ guests: 100, nonVegShare: 0, functions: 3 });
    expect(Object.keys(q.errors).sort()).toEqual(['guests', 'nonVegShare']);
    expect(parseEstimateQuery(new URLSearchParams('guests=0')).input.guests).toBe(0);
  });
});

const card: VenueCardData = {
  id: 42,
  name: 'Kesar Retreat',
  address: 'Amer Road',
  location: 'Jaipur',
  type: 'heritage',
  coverImageUrl: '',
  imageUrl: '',
  ratingAverage: 4.5,
  reviewCount: 12,
  capacityMin: 175,
  capacityMax: 350,
  rentalPriceMin: 2_00_000,
  rentalPriceMax: null,
  pricePerPlateVeg: 1200,
  pricesVerifiedOn: null,
  amenities: [],
} as unknown as VenueCardData;

describe('a list card and the venue page agree', () => {
  const html = (guests?: number) => renderToStaticMarkup(createElement(VenueCard, { venue: card, guests, texts: venueCardTexts('en') }));

  it("links with the chosen guest count, and the page's estimate for that link is the card's", () => {
    const markup = html(300);
    const hrefs = [...markup.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe('/venues/wedding/42?guests=300');
    // What the detail page computes for that URL (VenueEstimate.astro reads its query).
    const query = new URL(hrefs[0]!, 'https://example.test').searchParams;
    const page = estimateView(
      estimateVenue({ vegPerPlate: card.pricePerPlateVeg, nonVegPerPlate: null, rental: card.rentalPriceMin }, parseEstimateQuery(query).input),
      en,
    );
    expect(markup).toContain(`≈ ${page.lakh} for 300 guests`);
  });

  it('links to the Hindi page from a Hindi list', () => {
    const markup = renderToStaticMarkup(createElement(VenueCard, { venue: card, guests: 300, texts: venueCardTexts('hi') }));
    expect(markup).toContain('href="/hi/venues/wedding/42?guests=300"');
    expect(markup).toContain('300 मेहमानों के लिए ≈ ₹');
  });

  it('links to the bare page when no count was chosen', () => {
    expect(html()).toContain('href="/venues/wedding/42"');
    expect(html()).not.toContain('guests=');
  });

  it('says so on the venue page when the estimate prices more guests than it seats', () => {
    expect(overCapacityNotice(400, 350, en)).toBe('This venue seats up to 350 guests; the estimate below is for 400.');
    expect(overCapacityNotice(350, 350, en)).toBeNull();
    expect(overCapacityNotice(400, null, en)).toBeNull();
  });
});
