import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSessions, stockReservations } from '../../db/schema';
import { returnStock, type SellableVariant } from '../catalog/stock';

export type PaymentSession = typeof paymentSessions.$inferSelect;
export type Reservation = typeof stockReservations.$inferSelect;

export type NewPaymentSession = {
  reference: string;
  userId: number;
  shippingAddressId: number;
  shippingAddressText: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  expiresAt: Date;
  lines: { variant: SellableVariant; quantity: number }[];
};

/** Records a checkout attempt and the units it holds; inside the transaction that took the stock. */
export async function recordPaymentSession(
  tx: Database,
  session: NewPaymentSession,
): Promise<PaymentSession> {
  const { lines, ...fields } = session;
  const [row] = await tx.insert(paymentSessions).values(fields).returning();
  if (!row) throw new Error('No se guardó la sesión de pago');
  await tx.insert(stockReservations).values(
    lines.map(({ variant, quantity }) => ({
      paymentSessionId: row.id,
      variantId: variant.variantId,
      quantity,
      unitPriceCents: variant.priceCents,
      unitDiscountCents: variant.unitDiscountCents,
    })),
  );
  return row;
}

export async function linkProviderSession(
  db: Database,
  id: number,
  providerSessionId: string,
): Promise<void> {
  await db.update(paymentSessions).set({ providerSessionId }).where(eq(paymentSessions.id, id));
}

export async function paymentSessionByReference(
  db: Database,
  reference: string,
): Promise<PaymentSession | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.reference, reference));
  return row;
}

export async function paymentSessionByProviderId(
  db: Database,
  providerSessionId: string,
): Promise<PaymentSession | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  return row;
}

/**
 * Moves an open session to its final state, once: the conditional update takes the row's lock, so of two
 * deliveries racing for the same session exactly one sees it open and goes on; the other gets nothing.
 */
export async function closePaymentSession(
  tx: Database,
  id: number,
  status: 'paid' | 'expired' | 'failed',
): Promise<PaymentSession | undefined> {
  const [row] = await tx
    .update(paymentSessions)
    .set({ status, settledAt: sql`now()` })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open')))
    .returning();
  return row;
}

export async function heldReservations(tx: Database, paymentSessionId: number): Promise<Reservation[]> {
  return tx
    .select()
    .from(stockReservations)
    .where(
      and(eq(stockReservations.paymentSessionId, paymentSessionId), eq(stockReservations.status, 'held')),
    )
    .orderBy(asc(stockReservations.variantId));
}

/** The held units become sold ones: the stock already went down when they were reserved. */
export async function markReservationsSold(tx: Database, paymentSessionId: number): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ status: 'sold' })
    .where(
      and(eq(stockReservations.paymentSessionId, paymentSessionId), eq(stockReservations.status, 'held')),
    );
}

/**
 * Ends an unpaid session and puts its units back, exactly once (only the caller that closed the session
 * returns the stock). Returns false when the session had already ended.
 */
export async function releasePaymentSession(
  db: Database,
  id: number,
  status: 'expired' | 'failed',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await closePaymentSession(tx, id, status);
    if (!closed) return false;
    const held = await heldReservations(tx, id);
    await returnStock(tx, held);
    await tx
      .update(stockReservations)
      .set({ status: 'released' })
      .where(and(eq(stockReservations.paymentSessionId, id), eq(stockReservations.status, 'held')));
    return true;
  });
}

/** The user's checkouts still waiting for a payment (a shopper who went back to change something). */
export async function openSessionsOf(db: Database, userId: number): Promise<PaymentSession[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')));
}

/** Open sessions well past their expiry: their `expired` event may never have reached us. */
export async function overdueSessions(db: Database, before: Date, limit: number): Promise<PaymentSession[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), lt(paymentSessions.expiresAt, before)))
    .orderBy(asc(paymentSessions.expiresAt))
    .limit(limit);
}
