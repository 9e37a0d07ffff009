import { describe, expect, it } from 'vitest';
import { clearFilters, withFilters } from './listing-query';

const params = (query: string) => new URLSearchParams(query);

describe('the listing address as the filters change it', () => {
  it('changes filters keeping the rest of the query', () => {
    const next = withFilters(params('target_audience=hombre&category_id=3&sort=asc'), {
      categoryIds: [3, 19],
      sort: '',
    });
    expect(next.getAll('category_id')).toEqual(['3', '19']);
    expect(next.get('sort')).toBeNull();
    expect(next.get('target_audience')).toBe('hombre');
    expect(withFilters(params(''), { maxPrice: 2000 }).get('maxPrice')).toBe('2000');
  });

  it("'Limpiar Filtros' clears categories, price and sort, and keeps a search", () => {
    const cleared = clearFilters(
      params('name=bota&category_id=3&maxPrice=2000&sort=desc&target_audience=mujer'),
    );
    expect(cleared.toString()).toBe('name=bota&target_audience=mujer');
  });
});
