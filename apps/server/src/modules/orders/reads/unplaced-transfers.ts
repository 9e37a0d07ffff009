import type { UnplacedTransfer } from '@store/contract/admin';
import { toPesos } from '@store/money';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contactsOf } from '../../auth';
import { paymentCustomers, unplacedTransfers } from '../tables';

/** A screenful: more than this waiting would be a problem the owner already knows of. */
const SHOWN = 50;

/**
 * The SPEI transfers the shop could not place that the shoppers' balances still hold, oldest first, for
 * the back-office home: how much, when, and whose account number it reached (decision 037).
 */
export async function openUnplacedTransfers(db: Database): Promise<UnplacedTransfer[]> {
  const rows = await db
    .select({
      amountCents: unplacedTransfers.amountCents,
      receivedAt: unplacedTransfers.receivedAt,
      userId: paymentCustomers.userId,
    })
    .from(unplacedTransfers)
    .leftJoin(paymentCustomers, eq(paymentCustomers.providerCustomerId, unplacedTransfers.providerCustomerId))
    .where(isNull(unplacedTransfers.settledAt))
    .orderBy(asc(unplacedTransfers.receivedAt), asc(unplacedTransfers.id))
    .limit(SHOWN);
  const contacts = await contactsOf(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map((row) => {
    const contact = row.userId === null ? undefined : contacts.get(row.userId);
    return {
      amount: toPesos(row.amountCents),
      received_at: row.receivedAt.toISOString(),
      customer: contact ? { name: contact.name, email: contact.email } : null,
    };
  });
}
