import type {
  AdminReturnDetail,
  AdminReturnRefundBody,
  AdminReturnsQuery,
  AdminReturnsResponse,
} from '@store/contract/admin';
import type { ReturnStatus } from '@store/contract';
import { toCentavos, toPesos } from '@store/money';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { returnStock } from '../../catalog';
import { tellWaitingShoppers } from '../../stock-alerts';
import type { PaymentProvider } from '../../payments';
import { NOT_A_CASH_PAYMENT } from '../lifecycle/cancel-order';
import { giveBack, type RefundListener } from '../lifecycle/give-back';
import { orderStatus } from '../lifecycle/order-status';
import { paymentIdOf } from '../lifecycle/payment-id-of';
import { refundableCents, refundedPartsOf, type MovementLine } from '../../ledger';
import { customersOf, orderCustomer } from '../reads/order-with-customer';
import { bills, paymentSessions, returnLines, returnRequests } from '../tables';
import { deliveredAt, linesOf, paidCentsOf, stepsOf, toReturnLine, toReturnRequest } from './return-facts';
import { queueReturnMessage } from './return-messages';
import { refusedReturnMove, returnMovableFrom } from './return-transitions';

export const RETURN_NOT_FOUND = 'Devolución no encontrada';
export const RETURN_CASH_NEEDS_TRANSFER =
  'Este pedido se pagó en efectivo en OXXO y la pasarela no puede reembolsarlo: transfiere el monto a la CLABE del cliente y anota la CLABE y la clave de rastreo.';
export const REFUND_LINES_MISMATCH = 'Escribe el monto de cada artículo de la devolución, y solo de esos.';
export const REFUND_ABOVE_PAID = (name: string, paid: number) =>
  `El monto de ${name} no puede pasar de lo que se pagó por las piezas devueltas (${toPesos(paid).toFixed(2)}).`;
export const REFUND_ABOVE_ORDER = 'El reembolso pasa de lo que queda por reembolsar de este pedido.';
export const REFUND_NOTHING = 'El reembolso debe ser mayor a $0.';
export const UNITS_REFUNDED_ALREADY = (name: string) =>
  `Parte de las piezas de ${name} ya se reembolsaron desde el pedido; esta devolución no puede reembolsarse otra vez. Revisa los reembolsos del pedido.`;

export type ReturnDependencies = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  onRefund: RefundListener;
};

async function returnRow(db: Database, returnId: number, forUpdate = false) {
  const query = db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new HttpError(404, RETURN_NOT_FOUND);
  return row;
}

/**
 * The one place a request's status changes: the UPDATE applies only from a status the transition table
 * lets staff leave for `to`, so of two clicks exactly one moves it, and a replay changes nothing.
 */
async function moveReturn(
  tx: Database,
  returnId: number,
  to: ReturnStatus,
  fields: Parameters<ReturnType<Database['update']>['set']>[0],
) {
  const [moved] = await tx
    .update(returnRequests)
    .set({ status: to, ...fields })
    .where(and(eq(returnRequests.id, returnId), inArray(returnRequests.status, returnMovableFrom(to))))
    .returning();
  if (!moved) {
    const current = await returnRow(tx, returnId);
    throw (
      refusedReturnMove(current.status as ReturnStatus, to) ??
      new HttpError(409, 'La devolución cambió; vuelve a intentarlo.')
    );
  }
  return moved;
}

/** Aprobar: the shopper is told to send the articles back. */
export async function approveReturn(db: Database, returnId: number, staffEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveReturn(tx, returnId, 'aprobada', {
      decidedAt: sql`now()`,
      decidedBy: staffEmail,
    });
    await recordAudit(tx, staffEmail, { action: 'return.approved', order: moved.orderId, return: returnId });
    await queueReturnMessage(tx, moved.orderId, returnId, 'return-approved', { orderNumber: moved.orderId });
  });
}

/** Rechazar, with the reason the shopper reads. */
export async function rejectReturn(
  db: Database,
  returnId: number,
  staffEmail: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveReturn(tx, returnId, 'rechazada', {
      decidedAt: sql`now()`,
      decidedBy: staffEmail,
      rejectionReason: reason,
    });
    await recordAudit(tx, staffEmail, {
      action: 'return.rejected',
      order: moved.orderId,
      return: returnId,
      reason,
    });
    await queueReturnMessage(tx, moved.orderId, returnId, 'return-rejected', {
      orderNumber: moved.orderId,
      reason,
    });
  });
}

/** 'Recibido': the package came back; its units go back to stock, in the move's transaction, so once. */
export async function receiveReturn(db: Database, returnId: number, staffEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveReturn(tx, returnId, 'recibida', {
      receivedAt: sql`now()`,
      receivedBy: staffEmail,
    });
    const lines = await linesOf(tx, [returnId]);
    const units = lines.flatMap(({ quantity, line }) =>
      line.variantId === null ? [] : [{ variantId: line.variantId, quantity }],
    );
    await returnStock(tx, units, tellWaitingShoppers);
    const unitsReturned = lines.reduce((total, line) => total + line.quantity, 0);
    await recordAudit(tx, staffEmail, {
      action: 'return.received',
      order: moved.orderId,
      return: returnId,
      unitsReturned: units.reduce((total, unit) => total + unit.quantity, 0),
    });
    await queueReturnMessage(tx, moved.orderId, returnId, 'return-received', {
      orderNumber: moved.orderId,
      units: unitsReturned,
    });
  });
}

/**
 * Reembolsar: the lines' amounts (each at most what was paid for its returned units) and, when the shop
 * was at fault, the return's shipping, through the payment provider (a partial refund of the order's
 * payment) or, for cash paid at OXXO, by the transfer staff made and record here. The request's row
 * stays locked from the check to the commit, refund call included; the refund's idempotency key is the
 * request's, so a retry after a failure gets the same refund rather than a second one.
 */
export async function refundReturn(
  deps: ReturnDependencies,
  returnId: number,
  staffEmail: string,
  body: AdminReturnRefundBody,
): Promise<void> {
  const request = await returnRow(deps.db, returnId);
  const refused = refusedReturnMove(request.status as ReturnStatus, 'reembolsada');
  if (refused) throw refused;
  const [order] = await deps.db
    .select({
      id: bills.id,
      method: bills.paymentMethod,
      totalCents: bills.totalCents,
      cardBrand: bills.cardBrand,
      cardLast4: bills.cardLast4,
      providerSessionId: paymentSessions.providerSessionId,
      reference: paymentSessions.reference,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.id, request.orderId));
  if (!order) throw new HttpError(404, RETURN_NOT_FOUND);
  const transfer = body.refund_transfer;
  if (order.method === 'oxxo' && !transfer) throw new HttpError(422, RETURN_CASH_NEEDS_TRANSFER);
  if (order.method !== 'oxxo' && transfer) throw new HttpError(422, NOT_A_CASH_PAYMENT);

  const lines = await linesOf(deps.db, [returnId]);
  if (
    body.lines.length !== lines.length ||
    !lines.every(({ line }) => body.lines.some((wanted) => wanted.order_line_id === line.id))
  ) {
    throw new HttpError(422, REFUND_LINES_MISMATCH, 'lines');
  }
  let linesCents = 0;
  const covered: MovementLine[] = [];
  for (const { quantity, line, returnedBefore } of lines) {
    const wanted = toCentavos(
      body.lines.find((candidate) => candidate.order_line_id === line.id)?.amount ?? 0,
    );
    const paid = paidCentsOf(line, quantity, returnedBefore);
    if (wanted > paid) throw new HttpError(422, REFUND_ABOVE_PAID(line.productName, paid), 'lines');
    linesCents += wanted;
    covered.push({ order_line_id: line.id, units: quantity, cents: wanted });
  }
  const shippingCents = toCentavos(body.shipping_amount);
  const totalCents = linesCents + shippingCents;
  if (totalCents <= 0) throw new HttpError(422, REFUND_NOTHING);
  // Asked first so that a refund above what is left is refused without asking the provider; the ledger
  // asks again under the order's lock.
  const { left } = await refundableCents(deps.db, order.id);
  if (totalCents > left) throw new HttpError(422, REFUND_ABOVE_ORDER);
  const paymentId = transfer ? null : await paymentIdOf(deps, order.providerSessionId);

  await deps.db.transaction(async (tx) => {
    const locked = await returnRow(tx, returnId, true);
    const refusedNow = refusedReturnMove(locked.status as ReturnStatus, 'reembolsada');
    if (refusedNow) throw refusedNow;
    // The order's row too: a cancel's refund and another return's wait, so the ledger's sums hold.
    await orderStatus(tx, order.id, { forUpdate: true });
    // Units refunded from the order page meanwhile are paid back already; under the lock, so once.
    const refunded = await refundedPartsOf(tx, order.id);
    for (const { quantity, line } of lines) {
      if ((refunded.units.get(line.id) ?? 0) + quantity > line.quantity) {
        throw new HttpError(409, UNITS_REFUNDED_ALREADY(line.productName));
      }
    }
    const { providerRefund } = await giveBack(deps, tx, {
      orderId: order.id,
      amountCents: totalCents,
      shippingCents,
      lines: covered,
      cause: 'return-refunded',
      returnId,
      asker: { by: 'staff', email: staffEmail },
      paid: { method: order.method, cardBrand: order.cardBrand, cardLast4: order.cardLast4 },
      ...(paymentId === null
        ? { transfer: { clabe: transfer?.clabe ?? null, reference: transfer?.reference ?? null } }
        : {
            provider: {
              paymentId,
              metadata: {
                bill_id: String(order.id),
                reference: order.reference,
                return_id: String(returnId),
              },
            },
          }),
      idempotencyKey: paymentId === null ? `return-${returnId}` : `return-${returnId}-${paymentId}`,
    });
    const refundId = providerRefund?.id ?? null;
    const moved = await moveReturn(tx, returnId, 'reembolsada', {
      refundedAt: sql`now()`,
      refundedBy: staffEmail,
      refundCents: totalCents,
      shippingRefundCents: shippingCents,
      refundId,
      refundClabe: transfer?.clabe ?? null,
      refundTransferReference: transfer?.reference ?? null,
    });
    await recordAudit(tx, staffEmail, {
      action: 'return.refunded',
      order: moved.orderId,
      return: returnId,
      refundedCents: totalCents,
      shippingCents,
      ...(refundId
        ? { refundId }
        : transfer
          ? { refundClabeLast4: transfer.clabe.slice(-4), refundTransferReference: transfer.reference }
          : {}),
    });
    await queueReturnMessage(tx, moved.orderId, returnId, 'return-refunded', {
      orderNumber: moved.orderId,
      refundedCents: totalCents,
      shippingCents,
      cardLast4: order.cardLast4,
      refundClabeLast4: transfer ? transfer.clabe.slice(-4) : null,
    });
  });
}

/** GET /api/admin/returns?status=: the latest 100, newest first. */
export async function listReturns(db: Database, query: AdminReturnsQuery): Promise<AdminReturnsResponse> {
  const conditions: SQL[] = query.status ? [eq(returnRequests.status, query.status)] : [];
  const rows = await db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      status: returnRequests.status,
      createdAt: returnRequests.createdAt,
      userId: bills.userId,
      units: sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM ${returnLines} WHERE ${returnLines.returnId} = ${returnRequests.id})`,
    })
    .from(returnRequests)
    .innerJoin(bills, eq(bills.id, returnRequests.orderId))
    .where(and(...conditions))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(100);
  const orderOf = (row: (typeof rows)[number]) => ({ id: row.orderId, userId: row.userId });
  const customer = await customersOf(db, rows.map(orderOf));
  return {
    returns: rows.map((row) => ({
      return_id: row.id,
      bill_id: row.orderId,
      status: row.status as ReturnStatus,
      customer_name: customer(orderOf(row)).name,
      customer_email: customer(orderOf(row)).email,
      units: row.units,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** GET /api/admin/returns/:id. */
export async function returnDetail(db: Database, returnId: number): Promise<AdminReturnDetail> {
  const row = await returnRow(db, returnId);
  const [order] = await db.select().from(bills).where(eq(bills.id, row.orderId));
  if (!order) throw new HttpError(404, RETURN_NOT_FOUND);
  const customer = await orderCustomer(db, order.id, order.userId);
  const lines = await linesOf(db, [returnId]);
  const delivered = await deliveredAt(db, order.id);
  return {
    ...toReturnRequest(row, lines),
    bill_id: order.id,
    customer: { name: customer.name, email: customer.email },
    payment: {
      method: order.paymentMethod,
      card_brand: order.cardBrand,
      installment_months: order.installmentMonths,
    },
    order_shipping_cost: toPesos(order.shippingCents),
    delivered_at: delivered?.toISOString() ?? null,
    lines: lines.map(toReturnLine),
    history: stepsOf(row),
    refund_id: row.refundId,
    refund_transfer_reference: row.refundTransferReference,
  };
}
