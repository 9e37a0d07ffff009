import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../audit';
import type { ProviderCheckout } from '../../payments';

/** Who the audit log names for what the payment provider did on its own. */
export const PAYMENT_PROVIDER_ACTOR = 'Stripe';

/**
 * The plan of meses sin intereses a card was paid in when the shop did not offer it with that checkout,
 * or null. Stripe's Checkout offers the plans set in the account's Dashboard, not per session, so an
 * account set wider than `INSTALLMENT_PLANS` lets a shopper pick one the shop never advertised.
 */
export function unofferedPlan(checkout: ProviderCheckout): number | null {
  const months = checkout.payment?.installmentMonths ?? null;
  if (months === null || checkout.installmentMonths === null) return null;
  return checkout.installmentMonths.includes(months) ? null : months;
}

/**
 * The money is already charged and the shopper did nothing wrong, so the order stands with the plan it
 * was paid in; but it never passes silently: the owner reads it in the activity log ('Actividad') and
 * the server's log says it as an error, so the Stripe account's plans get fixed (decision 034).
 */
export async function flagUnofferedPlan(
  tx: Database,
  log: FastifyBaseLogger,
  orderId: number,
  checkout: ProviderCheckout,
): Promise<void> {
  const months = unofferedPlan(checkout);
  if (months === null) return;
  const offered = checkout.installmentMonths ?? [];
  log.error(
    { order: orderId, months, offered },
    'pedido pagado en un plazo de meses sin intereses que la tienda no ofrece: revisa los plazos de la cuenta de Stripe',
  );
  await recordAudit(tx, PAYMENT_PROVIDER_ACTOR, {
    action: 'order.unoffered_installments',
    order: orderId,
    months,
    offered,
  });
}
