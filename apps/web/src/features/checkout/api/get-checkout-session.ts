import { checkoutSessionState, type CheckoutSessionState } from '@store/contract';
import { queryKeys, skipToken, useQuery } from '../../../lib/query';
import { useState } from 'react';
import { request, retryUnlessRefused } from '../../../lib/api';

export const POLL_EVERY_MS = 1000;
/** After this long a payment still pending is left to the webhook; the order appears in Mis compras. */
export const POLL_FOR_MS = 60_000;

/**
 * Still being confirmed: no order yet. A pending payment with its order is an OXXO voucher or a SPEI
 * transfer, which takes hours or days: nothing to wait for on this page.
 */
const beingConfirmed = (state: CheckoutSessionState | undefined) =>
  state?.status === 'pending' && state.bill_id === null;

/** Ask again only while the payment is being confirmed, and only for about a minute after the page opened. */
export const keepPolling = (state: CheckoutSessionState | undefined, receivedAt: number, openedAt: number) =>
  beingConfirmed(state) && receivedAt - openedAt < POLL_FOR_MS;

/**
 * How the shopper's payment ended (GET {api}/payments/checkout-session?session_id=cs_...), asked about
 * once a second while it is being confirmed. `gaveUp` says the minute is over and it is still being
 * confirmed.
 */
export function useCheckoutSession(sessionId: string | null) {
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: queryKeys.checkoutSession(sessionId),
    queryFn: sessionId
      ? async ({ signal }) => {
          try {
            return await request('/payments/checkout-session', checkoutSessionState, {
              query: { session_id: sessionId },
              signal,
            });
          } catch (error) {
            if (!signal.aborted) console.error('No se pudo consultar el pago', error);
            throw error;
          }
        }
      : skipToken,
    staleTime: 0,
    retry: retryUnlessRefused,
    refetchInterval: (current) =>
      keepPolling(current.data, current.dataUpdatedAt, openedAt) ? POLL_EVERY_MS : false,
  });
  const gaveUp = beingConfirmed(query.data) && !keepPolling(query.data, query.dataUpdatedAt, openedAt);
  return { query, gaveUp };
}
