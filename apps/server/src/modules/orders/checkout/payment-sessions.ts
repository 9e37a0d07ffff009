import type { Fulfilment } from '@store/contract';
import { and, asc, eq, lt, notExists } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { LinePromotion } from '@store/money';
import type { SellableVariant } from '../../catalog';
import { bills, paymentSessions, stockReservations, type ChosenShipping } from '../tables';

export type PaymentSession = typeof paymentSessions.$inferSelect;
export type Reservation = typeof stockReservations.$inferSelect;

export type NewPaymentSession = {
  reference: string;
  userId: number;
  /** Null for a pick-up at the store. */
  shippingAddressId: number | null;
  shippingAddressText: string;
  fulfilment: Fulfilment;
  /** The carrier's option chosen and charged; null for the flat rate and a pick-up. */
  chosenShipping: ChosenShipping | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  expiresAt: Date;
  transferDays: number;
  lines: { variant: SellableVariant; quantity: number; promotion: LinePromotion }[];
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
    lines.map(({ variant, quantity, promotion }) => ({
      paymentSessionId: row.id,
      variantId: variant.variantId,
      quantity,
      unitPriceCents: variant.priceCents,
      unitDiscountCents: variant.unitDiscountCents,
      promotionDiscountCents: promotion.discountCents,
      promotionName: promotion.promotionName,
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

/** The user's checkouts still waiting for a payment (a shopper who went back to change something). */
export async function openSessionsOf(db: Database, userId: number): Promise<PaymentSession[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')));
}

/**
 * The user's checkouts still to be paid at the provider: open, and without an order yet. One with an order
 * is complete there, its voucher or transfer awaited ('Pendiente de pago'), and nobody pays it again.
 */
export async function unfinishedCheckoutsOf(db: Database, userId: number): Promise<PaymentSession[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.status, 'open'),
        notExists(
          db.select({ id: bills.id }).from(bills).where(eq(bills.paymentSessionId, paymentSessions.id)),
        ),
      ),
    );
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
