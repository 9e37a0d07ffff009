/** Where the storefront shows a shopper one of their orders: the links, the e-mails and the packing slip's QR. */
export const ORDER_PAGES = '/BuyDetails/';

/** The shopper's page of order `orderId` (its number, #N). */
export const orderPagePath = (orderId: number): string => `${ORDER_PAGES}${orderId}`;

/**
 * The page the link mailed to another address for an invoice opens (the token is the link's only proof).
 * Here, not with the invoices' subpath, because the storefront's router names it in its first chunk.
 */
export const INVOICE_EMAIL_PAGES = '/facturas/confirmar-correo/';
export const invoiceEmailConfirmationPath = (token: string): string => `${INVOICE_EMAIL_PAGES}${token}`;
