import { describe, expect, it } from 'vitest';
import { categoryDescription, categoryName, cityName, subCategoryName, venueTypeName } from './catalogue.ts';
import { catalogueMatch, searchWords } from './search/catalogue-search.ts';
import { alternativesOf, withoutFiller } from './search/synonyms.ts';

describe('catalogue names in a language', () => {
  it('names a city, category and sub-category in Hindi on /hi pages, in English otherwise or until written', () => {
    const jaipur = { name: 'Jaipur', nameHi: 'जयपुर' };
    expect(cityName(jaipur, 'hi')).toBe('जयपुर');
    expect(cityName(jaipur, 'en')).toBe('Jaipur');
    expect(cityName({ name: 'Shimla', nameHi: '' }, 'hi')).toBe('Shimla');
    expect(cityName({ name: 'Shimla' }, 'hi')).toBe('Shimla');
    const mehendi = { name: 'Mehendi', nameHi: 'मेहंदी', description: 'Bridal mehendi', descriptionHi: 'दुल्हन की मेहंदी' };
    expect([categoryName(mehendi, 'hi'), categoryDescription(mehendi, 'hi')]).toEqual(['मेहंदी', 'दुल्हन की मेहंदी']);
    expect([categoryName(mehendi, 'en'), categoryDescription(mehendi, 'en')]).toEqual(['Mehendi', 'Bridal mehendi']);
    expect(subCategoryName({ name: 'DJ', nameHi: 'डीजे' }, 'hi')).toBe('डीजे');
  });

  it('names each venue type in three forms in both languages', () => {
    expect(venueTypeName('banquet', 'en')).toBe('Banquet');
    expect(venueTypeName('banquet', 'en', 'menuLabel')).toBe('Banquet Halls');
    expect(venueTypeName('banquet', 'hi')).toBe('बैंक्वेट');
    expect(venueTypeName('banquet', 'hi', 'menuLabel')).toBe('बैंक्वेट हॉल');
    expect(venueTypeName('garden', 'hi', 'categoryName')).toBe('गार्डन / लॉन');
    expect(venueTypeName('rooftop', 'hi')).toBe('Rooftop');
  });
});

describe('search words in Hindi and Hinglish', () => {
  it('keeps vowel signs inside a word and leaves Hindi filler words out on the server', () => {
    expect(searchWords('जयपुर में होटल')).toEqual(['जयपुर', 'में', 'होटल']);
    expect(searchWords('शादी के लिए होटल उदयपुर', withoutFiller)).toEqual(['होटल', 'उदयपुर']);
    // Only filler: searched as typed rather than not at all.
    expect(searchWords('शादी', withoutFiller)).toEqual(['शादी']);
    // English words are never filler.
    expect(searchWords('wedding hotel', withoutFiller)).toEqual(['wedding', 'hotel']);
  });

  it('adds the English word of a Hindi or Hinglish spelling, and leaves English searches as they were', () => {
    expect(catalogueMatch(['heritage', 'jaipur'], null, false, alternativesOf)).toEqual(catalogueMatch(['heritage', 'jaipur'], null, false));
    expect(catalogueMatch(['mehndi'], null, false, alternativesOf)!.title).toBe('(("mehndi" OR "mehendi"))');
    expect(catalogueMatch(['होटल', 'उदयपुर'], 5, false, alternativesOf)).toEqual({
      title: '(("होटल" OR "hotel") AND ("उदयपुर" OR "udaipur")) AND place : "city5"',
      all: '({name kind city body} : (("होटल" OR "hotel") AND ("उदयपुर" OR "udaipur"))) AND place : "city5"',
    });
    expect(catalogueMatch(['mehn'], null, true, alternativesOf)!.title).toBe('(("mehn"* OR "mehndi" OR "mehendi"))');
    expect(alternativesOf('mehn', false)).toEqual([]);
  });
});
