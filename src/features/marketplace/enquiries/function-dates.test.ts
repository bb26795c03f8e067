import { describe, expect, it } from 'vitest';
import { datesToCheck } from './enquiry-rules.ts';
import { eventFunctionOf } from './prefill.server.ts';

describe('datesToCheck', () => {
  it('asks about the form’s date alone when no chosen function has a date of its own', () => {
    expect(datesToCheck(['wedding'], '2027-02-26', {})).toEqual([{ date: '2027-02-26', functions: [] }]);
    expect(datesToCheck(['wedding', 'reception'], '2027-02-26', { wedding: '2027-02-26' })).toEqual([{ date: '2027-02-26', functions: [] }]);
  });
  it('asks about each planned date with the functions on it, in date order', () => {
    expect(datesToCheck(['sangeet', 'wedding', 'mehendi'], '2027-02-26', { sangeet: '2027-02-27', mehendi: '2027-02-25' })).toEqual([
      { date: '2027-02-25', functions: ['mehendi'] },
      { date: '2027-02-26', functions: ['wedding'] },
      { date: '2027-02-27', functions: ['sangeet'] },
    ]);
  });
  it('uses planned dates when the form has no date yet, and asks nothing without any date', () => {
    expect(datesToCheck(['haldi'], '', { haldi: '2027-03-01' })).toEqual([{ date: '2027-03-01', functions: ['haldi'] }]);
    expect(datesToCheck(['haldi'], '', {})).toEqual([]);
  });
});

describe('eventFunctionOf', () => {
  it('reads the usual names and their spellings, and nothing else', () => {
    expect(eventFunctionOf('Mehndi')).toBe('mehendi');
    expect(eventFunctionOf(' mehandi ')).toBe('mehendi');
    expect(eventFunctionOf('Sangeet')).toBe('sangeet');
    expect(eventFunctionOf('Wedding')).toBe('wedding');
    expect(eventFunctionOf('Cocktail night')).toBeNull();
    expect(eventFunctionOf('Other')).toBeNull();
  });
});
