import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_SEARCH_LENGTH, NO_PRICE_LIMIT } from './listing-limits';
import { TARGET_AUDIENCES, type TargetAudience } from './categories';
import { listingSizeSystem, listingSizeValue, readListingSize } from './listing-sizes';

/*
 * The listing's address (/products/{page}?category_id=3&sort=asc…) and the list call it makes. The browser
 * reads its address with these; the server reads the same address with them to hand the page its first list
 * (pages/page-data.ts), so both ask for exactly the same call.
 */

export type ListingSort = '' | 'asc' | 'desc';

/** What the listing's address says, read leniently: a value that makes no sense is ignored, not an error. */
export type ListingFilters = {
  categoryIds: number[];
  sort: ListingSort;
  name: string;
  maxPrice: number;
  discount: boolean;
  targetAudience: TargetAudience | undefined;
  /** 'Mi talla' ('boot_mx:27'), kept only where the departments chosen are sized in its system. */
  size: string | undefined;
};

/** The list call's query, as the listing page sends it. */
export type ListingRequest = {
  category_id?: number[];
  sort?: ListingSort;
  name?: string;
  maxPrice?: number;
  discount?: 'true';
  target_audience?: TargetAudience;
  size?: string;
  limit: number;
  page: number;
};

export function readFilters(params: URLSearchParams): ListingFilters {
  const categoryIds = [
    ...new Set(
      params
        .getAll('category_id')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0 && id < 1000),
    ),
  ];
  const sort = params.get('sort');
  const maxPrice = Number(params.get('maxPrice') ?? NO_PRICE_LIMIT);
  const audience = params.get('target_audience');
  return {
    categoryIds,
    sort: sort === 'asc' || sort === 'desc' ? sort : '',
    name: (params.get('name') ?? '').slice(0, MAX_SEARCH_LENGTH),
    maxPrice:
      Number.isFinite(maxPrice) && maxPrice >= 0 && maxPrice <= NO_PRICE_LIMIT ? maxPrice : NO_PRICE_LIMIT,
    discount: params.get('discount') === 'true',
    targetAudience: TARGET_AUDIENCES.find((value) => value === audience),
    size: sizeFor(categoryIds, params.get('size')),
  };
}

/** A size in the address counts only on a listing of departments sized in its system. */
function sizeFor(categoryIds: number[], value: string | null): string | undefined {
  const size = readListingSize(value);
  return size && listingSizeSystem(categoryIds) === size.system ? listingSizeValue(size) : undefined;
}

/** Parameters are sent only when set; `limit` and `page` always; `maxPrice` only below "no limit". */
export function toListingRequest(filters: ListingFilters, page: number): ListingRequest {
  return {
    ...(filters.categoryIds.length > 0 ? { category_id: filters.categoryIds } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.maxPrice < NO_PRICE_LIMIT ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.discount ? { discount: 'true' as const } : {}),
    ...(filters.targetAudience ? { target_audience: filters.targetAudience } : {}),
    ...(filters.size ? { size: filters.size } : {}),
    limit: DEFAULT_PAGE_SIZE,
    page,
  };
}

/** The page number in the address, or 1 when it is not a sensible one. */
export function readPage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
