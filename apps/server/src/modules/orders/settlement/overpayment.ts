import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { overpaymentHeldCents, recordOverpayment } from '../../ledger';
import type { SettleDependencies } from './settle-checkout';
import { bills, paymentCustomers } from '../tables';

/**
 * A SPEI order just paid: what its shopper sent beyond it is in their cash balance at the provider, since
 * the shop's customers reconcile manually and no payment takes it on its own (decision 035). The balance
 * less what the shopper's other orders still hold of it is this order's overpayment, recorded in the
 * ledger for the pages to show and 'Devolver saldo' to give back. Replays converge: the row only grows.
 * A provider that does not answer leaves it for the next event about the checkout.
 */
export async function noteOverpayment(
  deps: SettleDependencies,
  orderId: number,
  userId: number,
): Promise<void> {
  const [customer] = await deps.db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  if (!customer) return;
  let balanceCents: number;
  try {
    balanceCents = await deps.provider.cashBalance(customer.id);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'no se pudo leer el saldo del cliente en la pasarela');
    return;
  }
  if (balanceCents <= 0) return;
  await deps.db.transaction(async (tx) => {
    const heldElsewhere = await overpaymentHeldCents(tx, await otherOrdersOf(tx, userId, orderId));
    await recordOverpayment(tx, orderId, balanceCents - heldElsewhere);
  });
}

async function otherOrdersOf(tx: Database, userId: number, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), ne(bills.id, orderId)));
  return rows.map((row) => row.id);
}
