import {
  returnReasonText,
  returnWindowClosedMessage,
  type BillReturns,
  type ReturnRequestBody,
} from '@store/contract';
import { toPesos } from '@store/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { returnDeadline, returnDeadlineDay, withinReturnWindow } from '../../../lib/business-days';
import { recordFitAnswer } from '../../fit';
import { ORDER_NOT_FOUND } from '../lifecycle/order-status';
import { billLines, bills, returnLines, returnRequests } from '../tables';
import {
  deliveredAt,
  linePaidCents,
  linesOf,
  paidCentsOf,
  toReturnRequest,
  unitsAskedBack,
} from './return-facts';
import { queueReturnMessage } from './return-messages';
import { OPEN_RETURN_STATUSES } from './return-transitions';

export const NOT_DELIVERED = 'Solo puedes devolver un pedido que ya te entregamos.';
export const ONE_OPEN_RETURN =
  'Ya tienes una solicitud de devolución abierta para este pedido; espera a que la resolvamos.';
export const NOT_A_LINE_OF_THE_ORDER = 'Uno de los artículos no es de este pedido.';
export const TOO_MANY_UNITS = (name: string, left: number) =>
  left === 0
    ? `Ya no quedan piezas de ${name} por devolver.`
    : `De ${name} puedes devolver a lo más ${left === 1 ? '1 pieza' : `${left} piezas`}.`;

async function ownOrder(db: Database, userId: number, orderId: number, forUpdate = false) {
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.id, orderId), eq(bills.userId, userId)));
  const [order] = await (forUpdate ? query.for('update') : query);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  return order;
}

/** GET /api/bills/:bill_id/returns: the order's requests, and whether (and until when) one can be asked. */
export async function billReturnsOf(
  db: Database,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<BillReturns> {
  const order = await ownOrder(db, userId, orderId);
  const delivered = order.shippingStatus === 'entregado' ? await deliveredAt(db, orderId) : null;
  const lines = await db
    .select()
    .from(billLines)
    .where(eq(billLines.orderId, orderId))
    .orderBy(asc(billLines.id));
  const askedBack = await unitsAskedBack(db, orderId);
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  const requestLines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  const returnable = lines.map((line) => ({
    order_line_id: line.id,
    product_name: line.productName,
    color_name: line.colorName,
    size_name: line.sizeName,
    images: line.imageName ? [line.imageName] : [],
    quantity: line.quantity,
    returnable_quantity: Math.max(0, line.quantity - (askedBack.get(line.id) ?? 0)),
    unit_paid: toPesos(paidCentsOf(line, 1)),
    paid_amount: toPesos(linePaidCents(line)),
  }));
  const open = rows.some((row) => (OPEN_RETURN_STATUSES as string[]).includes(row.status));
  return {
    deadline: delivered ? returnDeadline(delivered).toISOString() : null,
    deadline_day: delivered ? returnDeadlineDay(delivered) : null,
    can_request:
      delivered !== null &&
      withinReturnWindow(delivered, now) &&
      !open &&
      returnable.some((line) => line.returnable_quantity > 0),
    lines: returnable,
    requests: rows.map((row) =>
      toReturnRequest(
        row,
        requestLines.filter((line) => line.returnId === row.id),
      ),
    ),
  };
}

/**
 * POST /api/bills/:bill_id/returns. The order stays locked from the checks to the insert, so two
 * requests sent at once cannot both pass the one-open-request and the units-left checks. A return for
 * size ('No me quedó', chica or grande) is also each returned line's fit answer, in the same transaction.
 */
export async function requestReturn(
  db: Database,
  userId: number,
  orderId: number,
  body: ReturnRequestBody,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId, true);
    if (order.shippingStatus !== 'entregado') throw new HttpError(422, NOT_DELIVERED);
    const delivered = await deliveredAt(tx, orderId);
    if (!delivered) throw new HttpError(422, NOT_DELIVERED);
    if (!withinReturnWindow(delivered, now)) {
      throw new HttpError(422, returnWindowClosedMessage(returnDeadlineDay(delivered)));
    }
    const [open] = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, OPEN_RETURN_STATUSES)));
    if (open) throw new HttpError(409, ONE_OPEN_RETURN);
    const lines = await tx.select().from(billLines).where(eq(billLines.orderId, orderId));
    const askedBack = await unitsAskedBack(tx, orderId);
    for (const wanted of body.lines) {
      const line = lines.find((candidate) => candidate.id === wanted.order_line_id);
      if (!line) throw new HttpError(422, NOT_A_LINE_OF_THE_ORDER, 'lines');
      const left = line.quantity - (askedBack.get(line.id) ?? 0);
      if (wanted.quantity > left) throw new HttpError(422, TOO_MANY_UNITS(line.productName, left), 'lines');
    }
    const [created] = await tx
      .insert(returnRequests)
      .values({
        orderId,
        reason: returnReasonText(body),
        reasonKind: body.reason_kind ?? 'otro',
        fit: body.fit ?? null,
      })
      .returning({ id: returnRequests.id });
    if (!created) throw new Error('No se guardó la solicitud de devolución');
    await tx.insert(returnLines).values(
      body.lines.map((line) => ({
        returnId: created.id,
        orderLineId: line.order_line_id,
        quantity: line.quantity,
      })),
    );
    const { fit } = body;
    if (fit) {
      for (const wanted of body.lines) {
        const line = lines.find((candidate) => candidate.id === wanted.order_line_id);
        if (!line) continue;
        await recordFitAnswer(tx, {
          productId: line.productId,
          variantId: line.variantId,
          sizeName: line.sizeName,
          answer: fit,
          source: 'return',
          sourceId: created.id,
        });
      }
    }
    await queueReturnMessage(tx, orderId, created.id, 'return-requested', {
      orderNumber: orderId,
      units: body.lines.reduce((total, line) => total + line.quantity, 0),
      deadline: returnDeadlineDay(delivered),
    });
  });
}
