import type { AdminOrderRefundable, AdminOrderRefundBody } from '@store/contract/admin';
import { returnedLineRefundCents, toCentavos, toPesos } from '@store/money';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { refundableCents, refundedPartsOf, type MovementLine, type RefundedParts } from '../../ledger';
import { linePaidCents } from '../returns/return-facts';
import { billLines } from '../tables';
import { CASH_NEEDS_TRANSFER, NOT_A_CASH_PAYMENT, paymentOf, type CancelDependencies } from './cancel-order';
import { giveBack } from './give-back';
import { orderStatus } from './order-status';
import { paymentIdOf } from './payment-id-of';
import { AWAITING_PAYMENT_STATUS } from './transitions';

export const REFUND_UNPAID =
  'Este pedido no está pagado, así que no hay dinero que reembolsar. Si no lo pagarán, cancélalo.';
export const REFUND_CANCELLED = 'Este pedido está cancelado y su dinero ya se devolvió con la cancelación.';
export const REFUND_CHANGED =
  'Alguien más reembolsó este pedido mientras elegías: recarga la página para ver lo que queda por reembolsar.';
export const REFUND_UNKNOWN_LINE = 'Ese artículo no es de este pedido; recarga la página.';
export const REFUND_UNITS_LEFT = (name: string, left: number) =>
  left === 0
    ? `De ${name} ya no quedan piezas por reembolsar.`
    : `De ${name} quedan ${left} ${left === 1 ? 'pieza' : 'piezas'} por reembolsar.`;
export const REFUND_NO_SHIPPING_LEFT = 'El envío de este pedido ya se reembolsó (o no tuvo costo).';
export const REFUND_ABOVE_LEFT = (left: number) =>
  `El monto pasa de lo que queda por reembolsar de este pedido (${toPesos(left).toFixed(2)}).`;

/** Orders whose money came and has not all gone back with a cancel: the ones staff may refund in part. */
const REFUNDABLE_STATUSES = new Set(['En proceso', 'enviado', 'Listo para recoger', 'entregado']);

type LineRow = typeof billLines.$inferSelect;

/** What is left to refund of each line, of the shipping and in all, by the ledger's count. */
export function refundableOf(
  lines: LineRow[],
  parts: RefundedParts,
  shippingCents: number,
  leftCents: number,
): AdminOrderRefundable {
  return {
    total: toPesos(leftCents),
    shipping: toPesos(Math.min(Math.max(shippingCents - parts.shippingCents, 0), leftCents)),
    lines: lines.map((line) => ({
      order_line_id: line.id,
      description: `${line.productName} · ${line.colorName} · ${line.sizeName}`,
      units: line.quantity,
      paid: toPesos(linePaidCents(line)),
      refunded_units: Math.min(parts.units.get(line.id) ?? 0, line.quantity),
    })),
    refunds_seen: parts.refunds,
  };
}

/** The order page's figures for the refund dialog; null when the order cannot be refunded. */
export async function orderRefundable(
  db: Database,
  orderId: number,
  status: string,
  shippingCents: number,
): Promise<AdminOrderRefundable | null> {
  if (!REFUNDABLE_STATUSES.has(status)) return null;
  const [lines, parts, { left }] = await Promise.all([
    linesOf(db, orderId),
    refundedPartsOf(db, orderId),
    refundableCents(db, orderId),
  ]);
  return left > 0 ? refundableOf(lines, parts, shippingCents, left) : null;
}

const linesOf = (db: Database, orderId: number) =>
  db.select().from(billLines).where(eq(billLines.orderId, orderId)).orderBy(asc(billLines.id));

/**
 * Staff (owners) refund part of a paid order from its page: units of its lines at what the shopper paid
 * for them (`returnedLineRefundCents`, counting the units earlier refunds gave back, so a line never gives
 * back more or less than it was paid), with the shipping still left if they say so, or a plain amount.
 * Never more than what is left per line and in all. Card and SPEI go back through the provider; cash paid
 * at OXXO by the bank transfer staff made and record here. In one transaction holding the order's row:
 * a second refund clicked at the same moment waits, then finds that the refunds it saw changed and is
 * refused (409) instead of refunding again. The idempotency key is the order's and the refund's place in
 * it, so a retry after a failure between the provider and the commit finds the provider's same refund.
 * The ledger tells what follows once the money went back: the refund e-mail and, through the refund
 * listener, the invoice's credit note.
 */
export async function refundOrder(
  deps: CancelDependencies,
  orderId: number,
  staffEmail: string,
  body: AdminOrderRefundBody,
): Promise<void> {
  const payment = await paymentOf(deps.db, orderId);
  checkRefundable(await orderStatus(deps.db, orderId));
  const transfer = body.refund_transfer;
  if (payment.method === 'oxxo' && !transfer)
    throw new HttpError(422, CASH_NEEDS_TRANSFER, 'refund_transfer');
  if (payment.method !== 'oxxo' && transfer) throw new HttpError(422, NOT_A_CASH_PAYMENT, 'refund_transfer');
  // Asked before taking the lock: the payment an order was made from never changes.
  const paymentId = transfer ? null : await paymentIdOf(deps, payment.providerSessionId);

  await deps.db.transaction(async (tx) => {
    checkRefundable(await orderStatus(tx, orderId, { forUpdate: true }));
    const parts = await refundedPartsOf(tx, orderId);
    if (parts.refunds !== body.refunds_seen) throw new HttpError(409, REFUND_CHANGED);
    const { left } = await refundableCents(tx, orderId);
    const asked = await chosenRefund(tx, orderId, body, parts, payment.shippingCents, left);
    const idempotencyKey = `order-refund-${orderId}-${parts.refunds + 1}`;
    const { providerRefund } = await giveBack(deps, tx, {
      orderId,
      ...asked,
      cause: 'order-refunded',
      asker: { by: 'staff', email: staffEmail },
      paid: payment,
      ...(paymentId === null
        ? { transfer: { clabe: transfer?.clabe ?? null, reference: transfer?.reference ?? null } }
        : {
            provider: {
              paymentId,
              metadata: { bill_id: String(orderId), reference: payment.reference },
            },
          }),
      idempotencyKey: paymentId === null ? idempotencyKey : `${idempotencyKey}-${paymentId}`,
    });
    await recordAudit(tx, staffEmail, {
      action: 'order.refunded',
      order: orderId,
      refundedCents: asked.amountCents,
      shippingCents: asked.shippingCents,
      units: asked.lines.reduce((total, line) => total + line.units, 0),
      ...(providerRefund
        ? { refundId: providerRefund.id }
        : transfer
          ? { refundClabeLast4: transfer.clabe.slice(-4), refundTransferReference: transfer.reference }
          : {}),
    });
  });
}

function checkRefundable(status: string): void {
  if (status === AWAITING_PAYMENT_STATUS || status === 'Pago no recibido')
    throw new HttpError(422, REFUND_UNPAID);
  if (status === 'cancelado') throw new HttpError(409, REFUND_CANCELLED);
}

/** The amount, shipping and lines a body asks for, checked against what is left; 422 naming the field. */
async function chosenRefund(
  tx: Database,
  orderId: number,
  body: AdminOrderRefundBody,
  parts: RefundedParts,
  orderShippingCents: number,
  leftCents: number,
): Promise<{ amountCents: number; shippingCents: number; lines: MovementLine[] }> {
  if (body.amount !== undefined) {
    const amountCents = toCentavos(body.amount);
    if (amountCents > leftCents) throw new HttpError(422, REFUND_ABOVE_LEFT(leftCents), 'amount');
    return { amountCents, shippingCents: 0, lines: [] };
  }
  const lines = await linesOf(tx, orderId);
  const covered: MovementLine[] = [];
  for (const wanted of body.lines ?? []) {
    const line = lines.find((candidate) => candidate.id === wanted.order_line_id);
    if (!line) throw new HttpError(422, REFUND_UNKNOWN_LINE, 'lines');
    const before = parts.units.get(line.id) ?? 0;
    const alreadyAsked = covered
      .filter((entry) => entry.order_line_id === line.id)
      .reduce((total, entry) => total + entry.units, 0);
    const unitsLeft = Math.max(line.quantity - before - alreadyAsked, 0);
    if (wanted.units > unitsLeft) {
      throw new HttpError(422, REFUND_UNITS_LEFT(line.productName, unitsLeft), 'lines');
    }
    const cents = returnedLineRefundCents(
      { paidCents: linePaidCents(line), units: line.quantity },
      wanted.units,
      before + alreadyAsked,
    );
    covered.push({ order_line_id: line.id, units: wanted.units, cents });
  }
  const shippingLeft = Math.max(orderShippingCents - parts.shippingCents, 0);
  if (body.include_shipping && shippingLeft === 0) {
    throw new HttpError(422, REFUND_NO_SHIPPING_LEFT, 'include_shipping');
  }
  const shippingCents = body.include_shipping ? shippingLeft : 0;
  const amountCents = covered.reduce((total, line) => total + line.cents, 0) + shippingCents;
  if (amountCents > leftCents) throw new HttpError(422, REFUND_ABOVE_LEFT(leftCents), 'lines');
  return { amountCents, shippingCents, lines: covered };
}
