import { describe, expect, it } from 'vitest';
import { VENUE_TYPES, VENUE_TYPE_SLUGS, citySlugOf, isVenueType, venueTypeLabel } from './catalogue.ts';

describe('catalogue', () => {
  it('makes city slugs from names', () => {
    expect(citySlugOf(' New Delhi ')).toBe('new-delhi');
  });

  it('lists the venue types of the specification, in its order', () => {
    expect(VENUE_TYPE_SLUGS).toEqual(['hotel', 'banquet', 'heritage', 'farmhouse', 'resort', 'beach', 'garden', 'destination']);
    expect(isVenueType('banquet')).toBe(true);
    expect(isVenueType('Banquet')).toBe(false);
    expect(isVenueType('wedding')).toBe(false);
  });

  it('names each venue type for cards, the header menu and the categories table', () => {
    expect(VENUE_TYPES.find((t) => t.slug === 'banquet')).toEqual({
      slug: 'banquet',
      label: 'Banquet',
      menuLabel: 'Banquet Halls',
      categoryName: 'Banquet Hall',
    });
    expect(venueTypeLabel('garden')).toBe('Garden');
    expect(venueTypeLabel('rooftop')).toBe('Rooftop');
  });
});
