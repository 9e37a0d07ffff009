import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../http/errors';
import type { PaymentProvider } from '../../payments';

export const PAYMENT_NOT_FOUND =
  'La pasarela de pago no encuentra el pago de este pedido; no se puede reembolsar desde aquí.';
export const REFUND_FAILED =
  'La pasarela de pago no pudo hacer el reembolso; el pedido no cambió. Intenta de nuevo en un momento.';

/** The payment of the order's checkout (the shop does not keep it; the provider does). */
export async function paymentIdOf(
  deps: { provider: PaymentProvider; log: FastifyBaseLogger },
  providerSessionId: string | null,
): Promise<string> {
  if (!providerSessionId) throw new HttpError(422, PAYMENT_NOT_FOUND);
  let paymentId: string | null | undefined;
  try {
    paymentId = (await deps.provider.retrieveCheckout(providerSessionId))?.paymentId;
  } catch (error) {
    deps.log.error({ err: error, providerSessionId }, 'no se pudo leer la sesión de pago para reembolsar');
    throw new HttpError(502, REFUND_FAILED);
  }
  if (!paymentId) throw new HttpError(422, PAYMENT_NOT_FOUND);
  return paymentId;
}
