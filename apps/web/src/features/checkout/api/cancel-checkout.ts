import { messageResponse } from '@store/contract';
import { request } from '../../../lib/api';
import { useMutation } from '../../../lib/query/use-mutation';

/**
 * POST {api}/payments/cancel: the shopper came back from the hosted checkout without paying, so the
 * units held for that payment go back on sale now instead of when the payment would expire.
 */
export const cancelCheckout = async (): Promise<string> =>
  (await request('/payments/cancel', messageResponse, { method: 'POST' })).message;

export const useCancelCheckout = () => useMutation({ mutationFn: cancelCheckout });
