import type { Database } from '../../../db/client';
import { noteSalesChanged } from '../../../db/sales-changed';
import { moneyMovements, type MovementMethod } from '../tables';

export type ChargeFacts = {
  orderId: number;
  amountCents: number;
  shippingCents: number;
  method: Exclude<MovementMethod, 'transfer'>;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The provider's payment, when known. */
  providerId?: string | null;
  /** When the money arrived, when it was not now (an order written by a test as it was on its day). */
  at?: Date;
};

/**
 * The order's money arrived: one charge row, succeeded. Keyed by the order, so the settlement replayed
 * by a second webhook (or by the sweeper and a webhook at once) records it once.
 */
export async function recordCharge(tx: Database, charge: ChargeFacts): Promise<void> {
  // Paid, whatever the amount: the order now counts as sold ('Lo más vendido').
  await noteSalesChanged(tx);
  // An order nothing was paid for (a promotion that took it all) has no charge to record.
  if (charge.amountCents <= 0) return;
  const at = charge.at ?? new Date();
  await tx
    .insert(moneyMovements)
    .values({
      orderId: charge.orderId,
      kind: 'charge',
      method: charge.method,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      amountCents: charge.amountCents,
      shippingCents: charge.shippingCents,
      cause: 'payment',
      requestedBy: 'system',
      providerId: charge.providerId ?? null,
      idempotencyKey: `charge-${charge.orderId}`,
      state: 'succeeded',
      createdAt: at,
      settledAt: at,
    })
    .onConflictDoNothing({ target: moneyMovements.idempotencyKey });
}
