import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tabs.ts';

describe('tabKeyTarget', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 1, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
  });
  it('jumps to the first and last tab with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
  });
  it('leaves other keys alone', () => {
    expect(tabKeyTarget('ArrowDown', 1, 3)).toBeNull();
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
    expect(tabKeyTarget('a', 1, 3)).toBeNull();
  });
});
