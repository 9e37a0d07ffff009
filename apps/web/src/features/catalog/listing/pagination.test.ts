import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis where two or more pages are skipped', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'ellipsis-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('keeps a page outside the range within it', () => {
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(0, 0)).toEqual([1]);
  });
});
