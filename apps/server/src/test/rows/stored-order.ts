import type { Database } from '../../db/client';
import { billLines, bills, moneyMovements, paymentSessions, users } from '../../db/schema';
import { recordCharge } from '../../modules/ledger';

export type StoredLine = Omit<typeof billLines.$inferInsert, 'orderId' | 'unitDiscountCents'> & {
  unitDiscountCents?: number;
};

type OrderColumns = Omit<
  typeof bills.$inferInsert,
  'id' | 'userId' | 'paymentSessionId' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents'
>;

export type StoredOrder = Partial<OrderColumns> & {
  userId: number;
  reference: string;
  /** What was sold. The order's amounts add up from these, or come from `totalCents` when there are none. */
  lines?: StoredLine[];
  totalCents?: number;
  shippingCents?: number;
};

const ADDRESS = 'Calle 1, Zona Centro, 31000 Chihuahua';

/** Subtotal, discount and total as the checkout adds them up: list prices, then every discount off them. */
function amountsOf(lines: StoredLine[], total = 0, shippingCents = 0) {
  if (lines.length === 0) {
    return { subtotalCents: total - shippingCents, discountCents: 0, shippingCents, totalCents: total };
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const discountCents = lines.reduce(
    (sum, line) => sum + line.quantity * (line.unitDiscountCents ?? 0) + (line.promotionDiscountCents ?? 0),
    0,
  );
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
  };
}

/**
 * An order written straight into its tables as the webhook leaves it (the paid checkout, the order, its
 * lines), for tests of what reads orders: the back-office's figures, lists, sheets and files. Tests of
 * how an order comes to be buy through the checkout instead (`paid-order.ts`). Answers its id.
 */
export async function storedOrder(db: Database, spec: StoredOrder): Promise<number> {
  const { userId, reference, lines = [], totalCents, shippingCents, ...columns } = spec;
  const amounts = amountsOf(lines, totalCents, shippingCents);
  const shippingAddress = columns.shippingAddress ?? ADDRESS;
  const [session] = await db
    .insert(paymentSessions)
    .values({
      reference,
      userId,
      shippingAddressText: shippingAddress,
      status: 'paid',
      ...amounts,
      expiresAt: new Date((columns.createdAt ?? new Date()).getTime() + 3_600_000),
    })
    .returning({ id: paymentSessions.id });
  const [order] = await db
    .insert(bills)
    .values({
      cardLast4: (columns.paymentMethod ?? 'card') === 'card' ? '4242' : null,
      ...columns,
      userId,
      paymentSessionId: session!.id,
      shippingAddress,
      ...amounts,
    })
    .returning({ id: bills.id });
  if (lines.length > 0) {
    await db
      .insert(billLines)
      .values(lines.map((line) => ({ unitDiscountCents: 0, ...line, orderId: order!.id })));
  }
  // The webhook records the charge of a paid order; one waiting for its money (or lapsed) has none.
  // A cancelled order without a refund was cancelled while it waited, so nothing was charged either.
  const status = columns.shippingStatus ?? 'En proceso';
  const cancelledUnpaid =
    status === 'cancelado' && (columns.refundCents === null || columns.refundCents === undefined);
  if (status !== 'Pendiente de pago' && status !== 'Pago no recibido' && !cancelledUnpaid) {
    const method = columns.paymentMethod ?? 'card';
    await recordCharge(db, {
      orderId: order!.id,
      amountCents: amounts.totalCents,
      shippingCents: amounts.shippingCents,
      method,
      cardBrand: columns.cardBrand ?? null,
      cardLast4: columns.cardLast4 ?? (method === 'card' ? '4242' : null),
      at: columns.paidAt ?? columns.createdAt ?? new Date(),
    });
  }
  // A cancelled order's refund, made or owed, as the ledger keeps it.
  if (columns.refundCents && columns.refundCents > 0) {
    const method = columns.paymentMethod ?? 'card';
    const byTransfer = method === 'oxxo' || Boolean(columns.refundClabe);
    await db.insert(moneyMovements).values({
      orderId: order!.id,
      kind: 'refund',
      method: byTransfer ? 'transfer' : method,
      cardLast4: method === 'card' && !byTransfer ? (columns.cardLast4 ?? '4242') : null,
      clabe: columns.refundClabe ?? null,
      transferReference: columns.refundTransferReference ?? null,
      amountCents: columns.refundCents,
      cause: 'order-cancelled',
      requestedBy: 'staff',
      providerId: columns.refundId ?? null,
      idempotencyKey: `cancel-bill-${order!.id}`,
      state: columns.refundedAt ? 'succeeded' : 'requested',
      createdAt: columns.refundedAt ?? columns.createdAt ?? new Date(),
      settledAt: columns.refundedAt ?? null,
    });
  }
  return order!.id;
}

/**
 * The shopper whose orders a test stores, Ana (cliente@correo.test unless a file names its own, to tell
 * its orders apart): answers the user's id.
 */
export async function storedShopper(
  db: Database,
  { subject = 'shopper', email = 'cliente@correo.test' }: { subject?: string; email?: string } = {},
): Promise<number> {
  const [shopper] = await db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject, email, name: 'Ana' })
    .returning({ id: users.id });
  return shopper!.id;
}
