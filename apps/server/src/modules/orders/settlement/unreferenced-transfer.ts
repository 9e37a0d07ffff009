import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProviderEvent } from '../../payments';
import { noteOverpayment } from './overpayment';
import type { SettleDependencies } from './settle-checkout';
import { bills, paymentCustomers, paymentSessions } from '../tables';

type Funded = NonNullable<ProviderEvent['cashFunded']>;

/**
 * A transfer reached a shopper's cash balance at the provider. The shop's customers reconcile manually
 * (decision 035), so the provider applied it on its own only when it carried a waiting payment's reference.
 * Here the shop decides the rest: a transfer with the reference of an order already paid is more for that
 * order (its overpayment grows); one without a known reference, made while an order of theirs waits for
 * a transfer (one at most, decision 028), goes to that order, up to what it still needs and never more
 * than this transfer brought, so money left from an earlier order is never taken by a later one.
 */
export async function takeUpTransfer(deps: SettleDependencies, funded: Funded): Promise<void> {
  const [owner] = await deps.db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, funded.customerId));
  if (!owner) return;
  const orders = await deps.db
    .select({
      id: bills.id,
      status: bills.shippingStatus,
      method: bills.paymentMethod,
      reference: sql<string | null>`${bills.paymentInstructions} ->> 'reference'`,
      providerSessionId: paymentSessions.providerSessionId,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(and(eq(bills.userId, owner.userId), eq(bills.paymentMethod, 'spei')))
    .orderBy(desc(bills.id));
  const named = funded.reference ? orders.find((order) => order.reference === funded.reference) : undefined;
  if (named) {
    // The provider applied it to a waiting order itself; beyond a paid one, it is that order's overpayment.
    if (named.status !== 'Pendiente de pago') await noteOverpayment(deps, named.id, owner.userId);
    return;
  }
  const waiting = orders.find((order) => order.status === 'Pendiente de pago');
  if (!waiting?.providerSessionId) return;
  const checkout = await deps.provider.retrieveCheckout(waiting.providerSessionId);
  const pending = checkout?.pendingPayment;
  if (!checkout?.paymentId || pending?.method !== 'spei') return;
  const amountCents = Math.min(funded.amountCents, pending.amountRemainingCents);
  if (amountCents > 0) await deps.provider.applyCashBalance(checkout.paymentId, amountCents);
}
