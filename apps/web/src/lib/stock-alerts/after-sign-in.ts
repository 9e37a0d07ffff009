import { productPagePath } from '@store/contract';

/**
 * 'Avísame cuando llegue' asked by a guest: the sign-in comes back to the product page with this word in
 * its address, and the page then asks for the alert itself, so that the shopper's tap is not lost on the way.
 * The address stays a path of the shop (the sign-in refuses any other), so this opens no redirect.
 */
const ALERT_AFTER_SIGN_IN = 'avisame';

/** Where a guest's 'Avísame cuando llegue' comes back to after signing in. */
export const stockAlertReturnPath = (productId: number, variantId: number): string =>
  `${productPagePath(productId, variantId)}?${ALERT_AFTER_SIGN_IN}=1`;

/** Whether the sign-in's way back is a guest's 'Avísame cuando llegue' (the login page says why). */
export const returnsToStockAlert = (returnTo: string | undefined): boolean =>
  returnTo !== undefined && new URL(returnTo, 'https://tienda.invalid').searchParams.has(ALERT_AFTER_SIGN_IN);

/** Whether this page was opened by such a way back, with the word its address carries. */
export const asksStockAlert = (params: URLSearchParams): boolean => params.has(ALERT_AFTER_SIGN_IN);

/** The same address without the word, once the alert was asked for: a reload does not ask again. */
export const withoutStockAlertAsk = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  next.delete(ALERT_AFTER_SIGN_IN);
  return next;
};
