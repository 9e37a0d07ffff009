import { apiSend } from '../../../lib/api';

/**
 * POST {api}/payments/cancel: the shopper came back from the hosted checkout without paying, so the
 * units held for that payment go back on sale now instead of when the payment would expire.
 */
export const cancelCheckout = (): Promise<string> => apiSend('POST', '/payments/cancel');
