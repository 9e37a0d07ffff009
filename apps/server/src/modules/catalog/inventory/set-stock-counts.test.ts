import { describe, expect, it } from 'vitest';
import { countedStock } from './set-stock-counts';

describe('the stale-stock rule', () => {
  it.each<[number, number, number | undefined, number, string]>([
    // today, typed, shown: what stays in stock
    [5, 8, 5, 8, 'nothing sold since it was shown: the count is the stock'],
    [5, 8, undefined, 8, 'nothing known of what was shown: the count is taken as it is'],
    [4, 5, 5, 4, 'sold since, the number shown kept: today’s stock stays'],
    [0, 3, 3, 0, 'the last units sold since, the number shown kept: still none'],
    [6, 5, 5, 6, 'units returned since, the number shown kept: today’s stock stays'],
  ])('today %i, typed %i over %s shown → %i (%s)', (today, count, shown, expected) => {
    expect(countedStock(today, { count, ...(shown === undefined ? {} : { shown }) })).toBe(expected);
  });

  it.each<[number, number, number, string]>([
    [4, 8, 5, 'sold since, a new number typed'],
    [4, 4, 5, 'sold since, the new number happens to be today’s'],
    [6, 2, 5, 'units returned since, a new number typed'],
  ])('today %i, typed %i over %i shown → stale (%s)', (today, count, shown) => {
    expect(countedStock(today, { count, shown })).toBe('stale');
  });
});
