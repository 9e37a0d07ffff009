import type { AdminReturnDetail, AdminReturnsResponse } from '@store/contract/admin';
import type { BillReturns } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, returnDeadlineDay } from '../../../lib/business-days';
import { lastClosedDeliveryDay } from '../../../test/return-window';
import { auditLog, moneyMovements } from '../../../db/schema';
import { paidOrder } from '../../../test/paid-order';
import { createShopper, useTestShop, type Shopper } from '../../../test/shop-server';
import { variantStock } from '../../../test/rows/variant-stock';
import { col, rowShape, selectRows } from '../../../db/rows';
import { billLines, bills, billStatusChanges } from '../tables';

const STAFF = 'encargada@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'devuelve', bootStock: 40 });

/** A real purchase by a shopper with no order yet; the order's id. */
const buy = (shopper: Shopper, quantity: number): Promise<number> =>
  paidOrder(shop.database.db, shop.url, shopper, shop.boot, quantity);

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.call(shop.owner, method, `/admin${path}`, body);

/** A bought order, shipped and delivered by staff; its delivery moved to `deliveredOn` (shop's day) if given. */
async function deliveredOrder(quantity: number, deliveredOn?: string) {
  const shopper = await shop.newShopper();
  const orderId = await buy(shopper, quantity);
  const shipped = await admin('POST', `/orders/${orderId}/status`, {
    status: 'enviado',
    carrier: 'DHL',
    tracking_number: '1234567890',
  });
  expect(shipped.status).toBe(200);
  expect((await admin('POST', `/orders/${orderId}/status`, { status: 'entregado' })).status).toBe(200);
  if (deliveredOn) {
    await shop.database.db
      .update(billStatusChanges)
      .set({ changedAt: new Date(`${deliveredOn}T12:00:00-06:00`) })
      .where(and(eq(billStatusChanges.orderId, orderId), eq(billStatusChanges.status, 'entregado')));
  }
  const [line] = await shop.database.db.select().from(billLines).where(eq(billLines.orderId, orderId));
  return { shopper, orderId, line: line! };
}

const returnsOf = async (shopper: Shopper, orderId: number) =>
  (await shop.call(shopper, 'GET', `/bills/${orderId}/returns`)).body as unknown as BillReturns;
const ask = (shopper: Shopper, orderId: number, lines: { order_line_id: number; quantity: number }[]) =>
  shop.call(shopper, 'POST', `/bills/${orderId}/returns`, { lines, reason: 'No me quedó la talla' });
const kindsOf = async (orderId: number) =>
  (
    await selectRows(
      shop.database.db,
      sql`SELECT kind FROM outbox_messages WHERE order_id = ${orderId} AND kind LIKE 'return-%' ORDER BY id`,
      rowShape({ kind: col.text }),
    )
  ).map((row) => row.kind);

describe('a return, from the request to the refund', () => {
  it('takes some units back once, refunds their paid amount by line, and tells each step', async () => {
    const { shopper, orderId, line } = await deliveredOrder(3);
    const before = await returnsOf(shopper, orderId);
    expect(before.can_request).toBe(true);
    expect(before.deadline_day).toBe(returnDeadlineDay(new Date()));
    expect(before.lines[0]).toMatchObject({ order_line_id: line.id, quantity: 3, returnable_quantity: 3 });

    // More units than were sold are refused.
    const tooMany = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 4 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatch(/a lo más 3 piezas/);

    const asked = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 2 }]);
    expect(asked.status).toBe(201);
    const afterAsk = asked.body as unknown as BillReturns;
    expect(afterAsk.can_request).toBe(false);
    expect(afterAsk.requests[0]).toMatchObject({ status: 'solicitada', reason: 'No me quedó la talla' });
    const returnId = afterAsk.requests[0]!.return_id;

    // One open request per order.
    const again = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 1 }]);
    expect(again.status).toBe(409);

    const listed = (await admin('GET', '/returns?status=solicitada')).body as unknown as AdminReturnsResponse;
    expect(listed.returns.some((row) => row.return_id === returnId && row.units === 2)).toBe(true);

    // Not received before it is approved.
    expect((await admin('POST', `/returns/${returnId}/receive`)).status).toBe(409);
    expect((await admin('POST', `/returns/${returnId}/approve`)).status).toBe(200);

    const stockBefore = await variantStock(shop.database, shop.boot);
    const received = await admin('POST', `/returns/${returnId}/receive`);
    expect(received.status).toBe(200);
    expect(await variantStock(shop.database, shop.boot)).toBe((stockBefore ?? 0) + 2);
    // A second 'Recibido' changes nothing.
    expect((await admin('POST', `/returns/${returnId}/receive`)).status).toBe(409);
    expect(await variantStock(shop.database, shop.boot)).toBe((stockBefore ?? 0) + 2);

    const paid = 2 * (line.unitPriceCents - line.unitDiscountCents);
    // Above what was paid for the two units, refused; shipping only when the shop was at fault.
    const tooMuch = await admin('POST', `/returns/${returnId}/refund`, {
      lines: [{ order_line_id: line.id, amount: paid / 100 + 1 }],
      shop_at_fault: false,
    });
    expect(tooMuch.status).toBe(422);
    const shippingNotOwed = await admin('POST', `/returns/${returnId}/refund`, {
      lines: [{ order_line_id: line.id, amount: paid / 100 }],
      shop_at_fault: false,
      shipping_amount: 99,
    });
    expect(shippingNotOwed.status).toBe(400);

    const refunded = await admin('POST', `/returns/${returnId}/refund`, {
      lines: [{ order_line_id: line.id, amount: paid / 100 }],
      shop_at_fault: true,
      shipping_amount: 150,
    });
    expect(refunded.status).toBe(200);
    const detail = refunded.body as unknown as AdminReturnDetail;
    expect(detail.status).toBe('reembolsada');
    expect(detail.refund).toMatchObject({ amount: (paid + 150_00) / 100, shipping_amount: 150 });
    const refund = await shop.stripe.refunds.retrieve(detail.refund_id ?? '');
    expect(refund.amount).toBe(paid + 150_00);
    expect(detail.history.map((step) => step.status)).toEqual([
      'solicitada',
      'aprobada',
      'recibida',
      'reembolsada',
    ]);
    expect(
      (
        await admin('POST', `/returns/${returnId}/refund`, {
          lines: [{ order_line_id: line.id, amount: 1 }],
          shop_at_fault: false,
        })
      ).status,
    ).toBe(409);

    const shopperView = await returnsOf(shopper, orderId);
    expect(shopperView.requests[0]!.steps.map((step) => step.status)).toEqual([
      'solicitada',
      'aprobada',
      'recibida',
      'reembolsada',
    ]);
    // The third unit can still be asked back, within the window.
    expect(shopperView.lines[0]!.returnable_quantity).toBe(1);
    expect(shopperView.can_request).toBe(true);

    expect(await kindsOf(orderId)).toEqual([
      'return-requested',
      'return-approved',
      'return-received',
      'return-refunded',
    ]);
    const audited = await shop.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, `Pedido ${orderId}`));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['return.approved', 'return.received', 'return.refunded']),
    );
  });

  it('never pays back twice a unit staff refunded from the order page', async () => {
    const { shopper, orderId, line } = await deliveredOrder(2);
    const asked = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 2 }]);
    expect(asked.status).toBe(201);
    const returnId = (asked.body as unknown as BillReturns).requests[0]!.return_id;
    expect((await admin('POST', `/returns/${returnId}/approve`)).status).toBe(200);
    expect((await admin('POST', `/returns/${returnId}/receive`)).status).toBe(200);
    // Meanwhile one of the two boots is refunded from the order page.
    const fromOrder = await admin('POST', `/orders/${orderId}/refunds`, {
      lines: [{ order_line_id: line.id, units: 1 }],
      refunds_seen: 0,
    });
    expect(fromOrder.status).toBe(200);
    const paid = 2 * (line.unitPriceCents - line.unitDiscountCents);
    const refused = await admin('POST', `/returns/${returnId}/refund`, {
      lines: [{ order_line_id: line.id, amount: paid / 100 / 2 }],
      shop_at_fault: false,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/ya se reembolsaron desde el pedido/);
    const refunds = await shop.database.db
      .select({ cents: moneyMovements.amountCents })
      .from(moneyMovements)
      .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, 'refund')));
    expect(refunds).toEqual([{ cents: paid / 2 }]);
  });

  it('offers for return only the units staff have not refunded from the order page', async () => {
    const { shopper, orderId, line } = await deliveredOrder(3);
    const fromOrder = await admin('POST', `/orders/${orderId}/refunds`, {
      lines: [{ order_line_id: line.id, units: 1 }],
      refunds_seen: 0,
    });
    expect(fromOrder.status).toBe(200);
    expect((await returnsOf(shopper, orderId)).lines[0]).toMatchObject({
      quantity: 3,
      returnable_quantity: 2,
    });
    const tooMany = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 3 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatch(/a lo más 2 piezas/);
    expect((await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 2 }])).status).toBe(201);
  });

  it('rejects with a reason the shopper reads, and then the units can be asked again', async () => {
    const { shopper, orderId, line } = await deliveredOrder(1);
    const asked = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 1 }]);
    const returnId = (asked.body as unknown as BillReturns).requests[0]!.return_id;
    expect((await admin('POST', `/returns/${returnId}/reject`, { reason: 'x' })).status).toBe(400);
    const rejected = await admin('POST', `/returns/${returnId}/reject`, {
      reason: 'La bota tiene la suela marcada por uso en la calle.',
    });
    expect(rejected.status).toBe(200);
    expect((await admin('POST', `/returns/${returnId}/approve`)).status).toBe(409);
    const view = await returnsOf(shopper, orderId);
    expect(view.requests[0]).toMatchObject({
      status: 'rechazada',
      rejection_reason: 'La bota tiene la suela marcada por uso en la calle.',
    });
    expect(view.can_request).toBe(true);
    expect(await kindsOf(orderId)).toEqual(['return-requested', 'return-rejected']);
  });

  it('refunds a line with an uneven promotion exactly what was paid, returned one unit at a time', async () => {
    const { shopper, orderId, line } = await deliveredOrder(3);
    // A promotion took $1.00 off the line: its three units do not share it evenly.
    await shop.database.db
      .update(billLines)
      .set({ promotionDiscountCents: 1_00 })
      .where(eq(billLines.id, line.id));
    const linePaid = 3 * (line.unitPriceCents - line.unitDiscountCents) - 1_00;
    expect((await returnsOf(shopper, orderId)).lines[0]).toMatchObject({ paid_amount: linePaid / 100 });

    const refunds: number[] = [];
    for (let unit = 0; unit < 3; unit += 1) {
      const asked = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 1 }]);
      expect(asked.status).toBe(201);
      const returnId = (asked.body as unknown as BillReturns).requests.at(-1)!.return_id;
      expect((await admin('POST', `/returns/${returnId}/approve`)).status).toBe(200);
      expect((await admin('POST', `/returns/${returnId}/receive`)).status).toBe(200);
      const detail = (await admin('GET', `/returns/${returnId}`)).body as unknown as AdminReturnDetail;
      const paid = detail.lines[0]!.paid_amount;
      const tooMuch = await admin('POST', `/returns/${returnId}/refund`, {
        lines: [{ order_line_id: line.id, amount: (Math.round(paid * 100) + 1) / 100 }],
        shop_at_fault: false,
      });
      expect(tooMuch.status).toBe(422);
      const refunded = await admin('POST', `/returns/${returnId}/refund`, {
        lines: [{ order_line_id: line.id, amount: paid }],
        shop_at_fault: false,
      });
      expect(refunded.status).toBe(200);
      refunds.push(Math.round(paid * 100));
    }
    // Each unit within a centavo of the others, and the three exactly what the line was paid.
    expect(Math.max(...refunds) - Math.min(...refunds)).toBeLessThanOrEqual(1);
    expect(refunds.reduce((sum, cents) => sum + cents, 0)).toBe(linePaid);
    const view = await returnsOf(shopper, orderId);
    expect(view.requests.map((request) => request.refund?.amount)).toEqual(
      refunds.map((cents) => cents / 100),
    );
  });

  it('refuses an order not delivered and another shopper’s order', async () => {
    const { shopper, orderId, line } = await deliveredOrder(1);
    const stranger = await createShopper(shop.database, 'extrano@correo.test');
    expect((await ask(stranger, orderId, [{ order_line_id: line.id, quantity: 1 }])).status).toBe(404);
    await shop.database.db.update(bills).set({ shippingStatus: 'enviado' }).where(eq(bills.id, orderId));
    const early = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 1 }]);
    expect(early.status).toBe(422);
    expect(early.body.error).toBe('Solo puedes devolver un pedido que ya te entregamos.');
  });
});

describe('the window of five business days', () => {
  const lastClosedDay = () => lastClosedDeliveryDay();

  it('refuses a request after the fifth business day, naming the day the window ended', async () => {
    const { closed } = lastClosedDay();
    const { shopper, orderId, line } = await deliveredOrder(1, closed);
    const view = await returnsOf(shopper, orderId);
    expect(view.can_request).toBe(false);
    expect(view.deadline_day).toBe(addBusinessDays(closed, 5));
    const late = await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 1 }]);
    expect(late.status).toBe(422);
    const [year, month, date] = addBusinessDays(closed, 5).split('-').map(Number);
    expect(late.body.error).toMatch(
      new RegExp(`^El plazo para devolver este pedido terminó el ${date} de \\p{L}+ de ${year}\\.$`, 'u'),
    );
    expect(month).toBeGreaterThan(0);
  });

  it('accepts one delivered a day later, whose fifth business day is not over', async () => {
    const { open } = lastClosedDay();
    const { shopper, orderId, line } = await deliveredOrder(1, open);
    expect((await returnsOf(shopper, orderId)).can_request).toBe(true);
    expect((await ask(shopper, orderId, [{ order_line_id: line.id, quantity: 1 }])).status).toBe(201);
  });
});
