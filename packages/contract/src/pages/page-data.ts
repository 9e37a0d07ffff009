/**
 * A page's first API answers, written by the server into the page itself as a JSON block with this id, so
 * the browser shows them without waiting for a round trip after its scripts have run. Keyed by the call as
 * the browser makes it, under the API base and with its query (`/banners`, `/products/productItem/34`);
 * each value is exactly what that call answers.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = Record<string, unknown>;
