import { describe, expect, it } from 'vitest';
import { mapSearchHref, placeText } from './place.ts';

describe('placeText', () => {
  it('adds the city and state an address leaves out', () => {
    expect(placeText('12 MG Road, Bandra West', 'Mumbai', 'Maharashtra')).toBe('12 MG Road, Bandra West, Mumbai, Maharashtra');
  });
  it('never repeats a city or state the address already names', () => {
    expect(placeText('12 MG Road, Jaipur, Rajasthan 302001', 'Jaipur', 'Rajasthan')).toBe('12 MG Road, Jaipur, Rajasthan 302001');
    expect(placeText('Civil Lines, jaipur 302006', 'Jaipur', 'Rajasthan')).toBe('Civil Lines, jaipur 302006, Rajasthan');
  });
  it('knows a city or state by its names in both languages', () => {
    expect(placeText('MI Road, Jaipur, Rajasthan', ['जयपुर', 'Jaipur'], ['राजस्थान', 'Rajasthan'])).toBe('MI Road, Jaipur, Rajasthan');
    expect(placeText('MI Road', ['जयपुर', 'Jaipur'], ['राजस्थान', 'Rajasthan'])).toBe('MI Road, जयपुर, राजस्थान');
  });
  it('falls back to the city alone', () => {
    expect(placeText('', 'Goa', 'Goa')).toBe('Goa');
    expect(placeText(null, null)).toBe('');
  });
});

describe('mapSearchHref', () => {
  it('searches OpenStreetMap for the place', () => {
    expect(mapSearchHref('Civil Lines, Jaipur')).toBe('https://www.openstreetmap.org/search?query=Civil%20Lines%2C%20Jaipur');
  });
});
