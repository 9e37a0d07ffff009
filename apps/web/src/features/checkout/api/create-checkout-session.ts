import { checkoutSessionCreated, type CreateCheckoutSessionBody } from '@store/contract';
import { request } from '../../../lib/api';
import { useMutation } from '../../../lib/query/use-mutation';

/**
 * POST {api}/payments/create-checkout-session: the cart's lines and the chosen address; answers where the
 * payment provider's hosted checkout is. The server reads only each line's variant and quantity.
 */
export const createCheckoutSession = (body: CreateCheckoutSessionBody) =>
  request('/payments/create-checkout-session', checkoutSessionCreated, { method: 'POST', json: body });

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
