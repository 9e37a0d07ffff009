/**
 * A page's first API answers, written by the server into the page itself as a JSON block with this id, so
 * the browser shows them without waiting for a round trip after its scripts have run. Keyed by the call as
 * the browser makes it, under the API base and with its query (`/banners`, `/products/productItem/34`);
 * each value is exactly what that call answers.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The session, in every page: under the call that reads it (`GET /api/auth/me`), the signed-in shopper, or
 * null where that call would answer a guest with 401. The page never asks it as it opens, so a guest's
 * page makes no call that fails.
 */
export const SESSION_PAGE_DATA_KEY = '/auth/me';

export type PageData = Record<string, unknown>;
