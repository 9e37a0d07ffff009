import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { overpaymentHeldCents } from '../../ledger';
import type { ProviderEvent } from '../../payments';
import { noteOverpayment } from './overpayment';
import type { SettleDependencies } from './settle-checkout';
import { bills, paymentCustomers, paymentSessions, unplacedTransfers } from '../tables';

type Funded = NonNullable<ProviderEvent['cashFunded']>;

/**
 * A transfer reached a shopper's cash balance at the provider. The shop's customers reconcile manually
 * (decision 035), so the provider applied it on its own only when it carried a waiting payment's reference.
 * Here the shop decides the rest: a transfer with the reference of an order already paid is more for that
 * order (its overpayment grows); one without a known reference, made while an order of theirs waits for
 * a transfer (one at most, decision 028), goes to that order, up to what it still needs and never more
 * than this transfer brought, so money left from an earlier order is never taken by a later one. One the
 * shop cannot place (no order waits, or the customer is no shopper's) is recorded for the owner to see
 * (`unplacedTransfers`, decision 037), once per event.
 */
export async function takeUpTransfer(
  deps: SettleDependencies,
  funded: Funded,
  event: { id: string; createdAt: Date | null },
): Promise<void> {
  const unplaced = async () => {
    await deps.db
      .insert(unplacedTransfers)
      .values({
        providerCustomerId: funded.customerId,
        amountCents: funded.amountCents,
        eventId: event.id,
        receivedAt: event.createdAt ?? sql`now()`,
      })
      .onConflictDoNothing({ target: unplacedTransfers.eventId });
  };
  const [owner] = await deps.db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, funded.customerId));
  if (!owner) return unplaced();
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
  if (!waiting?.providerSessionId) return unplaced();
  const checkout = await deps.provider.retrieveCheckout(waiting.providerSessionId);
  const pending = checkout?.pendingPayment;
  if (!checkout?.paymentId || pending?.method !== 'spei') return unplaced();
  const amountCents = Math.min(funded.amountCents, pending.amountRemainingCents);
  if (amountCents > 0) await deps.provider.applyCashBalance(checkout.paymentId, amountCents);
}

/**
 * A customer's cash balance moved otherwise (given back or applied at the provider): the transfers the
 * shop could not place that the balance no longer holds are settled, oldest first. What the balance holds
 * beyond the overpayments of the shopper's orders (the ledger's, which 'Devolver saldo' gives back) is
 * what is still unplaced. A customer with nothing unplaced costs one query and no call to the provider.
 */
export async function settleUnplacedTransfers(deps: SettleDependencies, customerId: string): Promise<void> {
  const open = await deps.db
    .select({ id: unplacedTransfers.id, amountCents: unplacedTransfers.amountCents })
    .from(unplacedTransfers)
    .where(and(eq(unplacedTransfers.providerCustomerId, customerId), isNull(unplacedTransfers.settledAt)))
    .orderBy(asc(unplacedTransfers.receivedAt), asc(unplacedTransfers.id));
  if (open.length === 0) return;
  const balanceCents = await deps.provider.cashBalance(customerId);
  const held = await overpaymentHeldCents(deps.db, await ordersOfCustomer(deps, customerId));
  let unplacedCents = open.reduce((total, transfer) => total + transfer.amountCents, 0);
  for (const transfer of open) {
    if (unplacedCents <= balanceCents - held) break;
    await deps.db
      .update(unplacedTransfers)
      .set({ settledAt: sql`now()` })
      .where(and(eq(unplacedTransfers.id, transfer.id), isNull(unplacedTransfers.settledAt)));
    unplacedCents -= transfer.amountCents;
  }
}

async function ordersOfCustomer(deps: SettleDependencies, customerId: string): Promise<number[]> {
  const rows = await deps.db
    .select({ id: bills.id })
    .from(bills)
    .innerJoin(paymentCustomers, eq(paymentCustomers.userId, bills.userId))
    .where(eq(paymentCustomers.providerCustomerId, customerId));
  return rows.map((row) => row.id);
}
