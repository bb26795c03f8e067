import { describe, expect, it } from 'vitest';
import { cityFromPath, listForChosenCity, pathForCity } from './city-store.ts';

const cities = [
  { slug: 'mumbai', name: 'Mumbai' },
  { slug: 'new-delhi', name: 'New Delhi' },
];

describe('cityFromPath', () => {
  it('reads the city segment of a venues address', () => {
    expect(cityFromPath('/venues/mumbai/wedding', cities)).toBe('mumbai');
    expect(cityFromPath('/venues/New%20Delhi/wedding', cities)).toBe('new-delhi');
    expect(cityFromPath('/venues/mumbai', cities)).toBe('mumbai');
    expect(cityFromPath('/vendors/mumbai/photography', cities)).toBe('mumbai');
    expect(cityFromPath('/vendors/all/photography', cities)).toBeNull();
    expect(cityFromPath('/vendors/photography', cities)).toBeUndefined();
  });
  it('never takes the city of a detail page: opening a listing is not choosing a city', () => {
    expect(cityFromPath('/vendors/mumbai/photography/12', cities)).toBeUndefined();
    expect(cityFromPath('/vendors/all/photography/12', cities)).toBeUndefined();
  });
  it('reads all as no city', () => expect(cityFromPath('/venues/all/wedding', cities)).toBeNull());
  it('ignores addresses without a city', () => {
    expect(cityFromPath('/venues/wedding/12', cities)).toBeUndefined();
    expect(cityFromPath('/venues', cities)).toBeUndefined();
    expect(cityFromPath('/vendors/cakes', cities)).toBeUndefined();
  });
});

describe('pathForCity', () => {
  it('rewrites the city segment of a venues address and keeps the query', () => {
    expect(pathForCity('/venues/mumbai/wedding', '?venue_type=hotel', 'new-delhi', cities)).toBe('/venues/new-delhi/wedding?venue_type=hotel');
    expect(pathForCity('/venues/all/wedding', '', 'mumbai', cities)).toBe('/venues/mumbai/wedding');
    expect(pathForCity('/venues/mumbai/wedding', '', null, cities)).toBe('/venues/all/wedding');
    expect(pathForCity('/venues/mumbai/banquet', '', 'new-delhi', cities)).toBe('/venues/new-delhi/banquet');
    expect(pathForCity('/venues/mumbai', '', null, cities)).toBe('/venues');
  });
  it('keeps the category on a vendors address', () => {
    expect(pathForCity('/vendors/photography', '', 'mumbai', cities)).toBe('/vendors/mumbai/photography');
    expect(pathForCity('/vendors/mumbai/photography', '', 'new-delhi', cities)).toBe('/vendors/new-delhi/photography');
    expect(pathForCity('/vendors/mumbai/photography', '', null, cities)).toBe('/vendors/photography');
    expect(pathForCity('/vendors/mumbai/photography/42', '', 'new-delhi', cities)).toBe('/vendors/new-delhi/photography');
    expect(pathForCity('/vendors/mumbai', '', 'new-delhi', cities)).toBe('/vendors/new-delhi');
    expect(pathForCity('/vendors', '', 'mumbai', cities)).toBe('/vendors/mumbai');
  });
  it('leaves other pages alone', () => {
    expect(pathForCity('/vendors/42', '', 'mumbai', cities)).toBeNull();
    expect(pathForCity('/vendors/photography', '', null, cities)).toBeNull();
    expect(pathForCity('/venues/wedding/12', '', 'mumbai', cities)).toBeNull();
    expect(pathForCity('/ideas', '', 'mumbai', cities)).toBeNull();
  });
});

describe('listForChosenCity', () => {
  it('takes a city-less vendor category list to the chosen city, keeping the query', () => {
    expect(listForChosenCity('/vendors/photography', '?page=2', 'mumbai', cities)).toBe('/vendors/mumbai/photography?page=2');
  });
  it('leaves every other address alone', () => {
    expect(listForChosenCity('/vendors/photography', '', null, cities)).toBeNull();
    expect(listForChosenCity('/vendors/mumbai/photography', '', 'new-delhi', cities)).toBeNull();
    expect(listForChosenCity('/vendors/mumbai', '', 'new-delhi', cities)).toBeNull();
    expect(listForChosenCity('/vendors/12', '', 'mumbai', cities)).toBeNull();
    expect(listForChosenCity('/venues/all/wedding', '', 'mumbai', cities)).toBeNull();
  });
});
