/** Where the storefront shows a shopper one of their orders: the links, the e-mails and the packing slip's QR. */
export const ORDER_PAGES = '/BuyDetails/';

/** The shopper's page of order `orderId` (its number, #N). */
export const orderPagePath = (orderId: number): string => `${ORDER_PAGES}${orderId}`;
