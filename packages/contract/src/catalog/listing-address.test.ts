import { describe, expect, it } from 'vitest';
import { readFilters, readPage, toListingRequest } from './listing-address';

const params = (query: string) => new URLSearchParams(query);

describe('the listing address ↔ the list call', () => {
  it('reads every parameter of the listing address, repeated categories included', () => {
    expect(
      readFilters(
        params(
          'category_id=3&category_id=13&sort=asc&name=bota&maxPrice=2500&discount=true&target_audience=ni%C3%B1os',
        ),
      ),
    ).toEqual({
      categoryIds: [3, 13],
      sort: 'asc',
      name: 'bota',
      maxPrice: 2500,
      discount: true,
      targetAudience: 'niños',
      size: undefined,
    });
  });

  it("keeps 'Mi talla' only where every department chosen is sized in its system", () => {
    expect(readFilters(params('category_id=3&category_id=5&size=boot_mx:27')).size).toBe('boot_mx:27');
    expect(readFilters(params('category_id=19&size=hat:58')).size).toBe('hat:58');
    for (const query of [
      'size=boot_mx:27',
      'category_id=3&category_id=19&size=boot_mx:27',
      'category_id=19&size=boot_mx:27',
      'category_id=13&size=boot_mx:28',
      'category_id=3&size=27',
    ])
      expect(readFilters(params(query)).size, query).toBeUndefined();
    expect(toListingRequest(readFilters(params('category_id=3&size=boot_mx:26.5')), 1)).toEqual({
      category_id: [3],
      size: 'boot_mx:26.5',
      limit: 24,
      page: 1,
    });
  });

  it('ignores values that make no sense instead of failing', () => {
    expect(
      readFilters(
        params('category_id=abc&category_id=-2&sort=drop&maxPrice=x&target_audience=perros&discount=si'),
      ),
    ).toEqual({
      categoryIds: [],
      sort: '',
      name: '',
      maxPrice: 999999,
      discount: false,
      targetAudience: undefined,
      size: undefined,
    });
    expect(readFilters(params(`name=${'a'.repeat(300)}`)).name).toHaveLength(200);
  });

  it('sends only what is set, always limit and page, and maxPrice only below 999999', () => {
    expect(toListingRequest(readFilters(params('')), 1)).toEqual({ limit: 24, page: 1 });
    expect(toListingRequest(readFilters(params('maxPrice=999999&discount=false')), 3)).toEqual({
      limit: 24,
      page: 3,
    });
    expect(
      toListingRequest(readFilters(params('category_id=19&maxPrice=3000&sort=desc&name=%20stetson%20')), 2),
    ).toEqual({
      category_id: [19],
      maxPrice: 3000,
      sort: 'desc',
      name: 'stetson',
      limit: 24,
      page: 2,
    });
  });

  it('reads the page from the path, 1 when it is not a page number', () => {
    expect(readPage('4')).toBe(4);
    for (const bad of [undefined, '0', '-1', 'abc', '2.5', '100001']) expect(readPage(bad)).toBe(1);
  });
});
