/**
 * The header the shop's pages send with every call that changes something. Another site cannot send it
 * without the browser asking the shop first (a CORS preflight, which the shop never grants), so a call
 * that carries it, or a JSON body, cannot be a form or a `no-cors` fetch from elsewhere.
 */
export const SHOP_WRITE_HEADER = 'x-requested-with';
export const SHOP_WRITE_HEADER_VALUE = 'tienda';
