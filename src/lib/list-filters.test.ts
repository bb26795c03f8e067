import { describe, expect, it } from 'vitest';
import { MAX_LIST_PAGE, lastPage, minimumRating, pageNumber, positiveNumber, resultCountText } from './list-filters.ts';

describe('list filters', () => {
  it('reads positive numbers and ignores everything else', () => {
    expect(positiveNumber('2000')).toBe(2000);
    for (const raw of [null, '', ' ', '0', '-5', 'abc', 'Infinity', 'NaN']) expect(positiveNumber(raw), String(raw)).toBeUndefined();
  });

  it('reads a minimum rating up to 5; 0 means any', () => {
    expect(minimumRating('4')).toBe(4);
    expect(minimumRating('0')).toBeUndefined();
    expect(minimumRating('6')).toBeUndefined();
  });

  it('reads a page from 1, capped', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('2.7')).toBe(2);
    expect(pageNumber('x')).toBe(1);
    expect(pageNumber('99999999')).toBe(MAX_LIST_PAGE);
  });

  it('counts results in words, singular for one, with a plus past the cap', () => {
    const noun = { one: 'venue', many: 'venues' };
    expect(resultCountText(1, false, noun)).toBe('1 venue');
    expect(resultCountText(0, false, noun)).toBe('0 venues');
    expect(resultCountText(128, false, noun)).toBe('128 venues');
    expect(resultCountText(1000, true, noun)).toBe('1,000+ venues');
  });

  it('finds the last page', () => {
    expect(lastPage(0, 12)).toBe(1);
    expect(lastPage(12, 12)).toBe(1);
    expect(lastPage(13, 12)).toBe(2);
  });
});
