// Apart from the list call's schemas, so that the search box, on every page, does not bring them along.

/** The listing's "no price limit", as the storefront sends it. */
export const NO_PRICE_LIMIT = 999_999;
export const MAX_SEARCH_LENGTH = 200;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
