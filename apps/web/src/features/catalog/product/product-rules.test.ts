import { describe, expect, it } from 'vitest';
import { textColorFor } from './color-contrast';
import { availableUnits, clampQuantity } from './quantity';

describe('colour button text', () => {
  it('is white on dark colours and black on light ones, by brightness against 128', () => {
    expect(textColorFor('#1b1b1b')).toBe('#ffffff');
    expect(textColorFor('#5a3a22')).toBe('#ffffff');
    expect(textColorFor('#efe6d2')).toBe('#000000');
    expect(textColorFor('#b5772f')).toBe('#000000');
    // Brightness exactly 128 is not above the threshold.
    expect(textColorFor('#808080')).toBe('#ffffff');
    expect(textColorFor('#818181')).toBe('#000000');
  });
});

describe('quantity', () => {
  it('counts what the cart already holds against the stock', () => {
    expect(availableUnits(5, 2)).toBe(3);
    expect(availableUnits(2, 5)).toBe(0);
  });

  it('stays between 1 and what is available', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
