import { NO_PRICE_LIMIT, type ListingFilters } from '@store/contract';

/** The same address with some filters changed; the rest of the query is kept as it was. */
export function withFilters(params: URLSearchParams, changes: Partial<ListingFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.categoryIds !== undefined) {
    next.delete('category_id');
    for (const id of changes.categoryIds) next.append('category_id', String(id));
  }
  if (changes.sort !== undefined) {
    if (changes.sort) next.set('sort', changes.sort);
    else next.delete('sort');
  }
  if (changes.maxPrice !== undefined) {
    if (changes.maxPrice < NO_PRICE_LIMIT) next.set('maxPrice', String(changes.maxPrice));
    else next.delete('maxPrice');
  }
  if (changes.name !== undefined) {
    if (changes.name) next.set('name', changes.name);
    else next.delete('name');
  }
  if (changes.discount !== undefined) {
    if (changes.discount) next.set('discount', 'true');
    else next.delete('discount');
  }
  if ('targetAudience' in changes) {
    if (changes.targetAudience) next.set('target_audience', changes.targetAudience);
    else next.delete('target_audience');
  }
  if ('size' in changes) {
    if (changes.size) next.set('size', changes.size);
    else next.delete('size');
  }
  return next;
}

/** 'Limpiar Filtros': categories, price and sort go; a search or the navbar's audience stays. */
export const clearFilters = (params: URLSearchParams): URLSearchParams =>
  withFilters(params, { categoryIds: [], sort: '', maxPrice: NO_PRICE_LIMIT, size: undefined });

/** 'Quitar filtros' over the results: every filter goes, the order chosen stays. */
export const removeAllFilters = (params: URLSearchParams): URLSearchParams =>
  withFilters(params, {
    categoryIds: [],
    maxPrice: NO_PRICE_LIMIT,
    name: '',
    discount: false,
    targetAudience: undefined,
    size: undefined,
  });
