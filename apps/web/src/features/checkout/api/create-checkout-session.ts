import { checkoutSessionCreated, type CreateCheckoutSessionBody } from '@store/contract';
import { apiPost } from '../../../lib/api';

/**
 * POST {api}/payments/create-checkout-session: the cart's lines and the chosen address; answers where the
 * payment provider's hosted checkout is. The server reads only each line's variant and quantity.
 */
export const createCheckoutSession = (body: CreateCheckoutSessionBody) =>
  apiPost('/payments/create-checkout-session', body, checkoutSessionCreated);
