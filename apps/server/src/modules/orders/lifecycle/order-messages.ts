import { toCentavos } from '@store/money';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queueMessage, type MessageLine } from '../../mail';
import type { OrderMove } from './move-order';
import type { Mover } from './transitions';
import { paymentInstructionsOf } from '../settlement/payment-instructions';
import { orderCustomer, orderWithReference } from '../reads/order-with-customer';
import { billLines, billStatusChanges, type ChosenShipping } from '../tables';
import { chosenShippingFacts } from '../reads/chosen-shipping';
import { trackingUrl } from '../reads/tracking-url';
import { PICKUP_STORE } from '../pickup/pickup-store';
import { queueOrderNews, withdrawOrderNews } from '../../whatsapp';

// The voucher's reminder on WhatsApp goes this long before it expires (only while it is unpaid).
const VOUCHER_REMINDER_BEFORE_MS = 24 * 60 * 60_000;
const voucherReminderKey = (orderId: number) => `order:${orderId}:oxxo-expiring`;

/** The order as it stands in this transaction, with its customer: what its messages tell. */
async function orderFacts(tx: Database, orderId: number) {
  const row = await orderWithReference(tx, orderId);
  if (!row) throw new Error(`No existe el pedido ${orderId}`);
  return { ...row, customer: await orderCustomer(tx, orderId, row.order.userId) };
}

/** The order's lines as its messages list them. */
async function messageLines(tx: Database, orderId: number): Promise<MessageLine[]> {
  const lines = await tx
    .select()
    .from(billLines)
    .where(eq(billLines.orderId, orderId))
    .orderBy(asc(billLines.id));
  return lines.map((line) => ({
    name: line.productName,
    color: line.colorName,
    size: line.sizeName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    unitDiscountCents: line.unitDiscountCents,
    promotionDiscountCents: line.promotionDiscountCents,
    promotionName: line.promotionName,
    picture: line.imageName,
  }));
}

/** The carrier's option the order was bought with, as the confirmation says it; nothing for none. */
function carrierFacts(chosen: ChosenShipping | null) {
  const facts = chosenShippingFacts(chosen);
  return facts ? { carrier: { name: `${facts.carrier} ${facts.service}`, arrives: facts.arrives_text } } : {};
}

/**
 * A paid order's messages, queued in the transaction that wrote it: the shopper's confirmation and the
 * staff's notice. Their keys are the order's, so a replayed payment event queues nothing more.
 */
export async function queuePaidOrderMessages(tx: Database, orderId: number): Promise<void> {
  const { order, reference, customer } = await orderFacts(tx, orderId);
  const lines = await messageLines(tx, orderId);
  await queueMessage(tx, {
    kind: 'order-received',
    key: `order:${orderId}:received`,
    to: { email: customer.email },
    orderId,
    data: {
      orderNumber: orderId,
      reference,
      lines,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      address: order.shippingAddress,
      cardLast4: order.cardLast4,
      payment: {
        method: order.paymentMethod,
        card_brand: order.cardBrand,
        installment_months: order.installmentMonths,
      },
      ...(order.fulfilment === 'pickup' ? { pickup: true } : {}),
      ...carrierFacts(order.chosenShipping),
    },
  });
  // Paid: the voucher's reminder has nothing left to remind.
  await withdrawOrderNews(tx, voucherReminderKey(orderId));
  await queueOrderNews(tx, {
    userId: order.userId,
    orderId,
    key: `order:${orderId}:received`,
    news: { template: 'pedido_recibido', orderNumber: orderId, totalCents: order.totalCents },
  });
  await queueMessage(tx, {
    kind: 'staff-new-order',
    key: `order:${orderId}:staff-new-order`,
    to: 'staff',
    orderId,
    data: {
      orderNumber: orderId,
      reference,
      customerName: customer.name,
      customerEmail: customer.email,
      lines,
      totalCents: order.totalCents,
      address: order.shippingAddress,
    },
  });
}

/**
 * The voucher or the transfer details of an order created 'Pendiente de pago', queued in the
 * transaction that wrote it.
 */
export async function queueAwaitingPaymentMessage(tx: Database, orderId: number): Promise<void> {
  const { order, customer } = await orderFacts(tx, orderId);
  const instructions = paymentInstructionsOf(order);
  if (!instructions) return;
  await queueMessage(tx, {
    kind: 'order-awaiting-payment',
    key: `order:${orderId}:awaiting-payment`,
    to: { email: customer.email },
    orderId,
    data: {
      orderNumber: orderId,
      lines: await messageLines(tx, orderId),
      totalCents: order.totalCents,
      instructions,
    },
  });
  const facts = {
    orderNumber: orderId,
    amountCents: toCentavos(
      instructions.method === 'spei' ? instructions.amount_remaining : instructions.amount,
    ),
    expiresAt: instructions.expires_at,
  };
  const news = { userId: order.userId, orderId, key: `order:${orderId}:awaiting-payment` };
  if (instructions.method === 'spei') {
    await queueOrderNews(tx, { ...news, news: { template: 'transferencia_spei_pendiente', ...facts } });
    return;
  }
  await queueOrderNews(tx, { ...news, news: { template: 'ficha_oxxo', ...facts } });
  const remindAt = new Date(new Date(instructions.expires_at).getTime() - VOUCHER_REMINDER_BEFORE_MS);
  if (remindAt.getTime() > Date.now()) {
    await queueOrderNews(tx, {
      ...news,
      key: voucherReminderKey(orderId),
      news: { template: 'ficha_oxxo_por_vencer', ...facts },
      sendAt: remindAt,
    });
  }
}

/** The shopper's message for a step of their order, queued with the step itself. */
export async function queueOrderMoveMessage(
  tx: Database,
  orderId: number,
  move: OrderMove,
  mover: Mover,
): Promise<void> {
  const { order, customer } = await orderFacts(tx, orderId);
  const to = { email: customer.email };
  switch (move.to) {
    // The money of an order that waited arrived: it is confirmed as any paid order is.
    case 'En proceso':
      return queuePaidOrderMessages(tx, orderId);
    case 'Pago no recibido':
      await withdrawOrderNews(tx, voucherReminderKey(orderId));
      return void (await queueMessage(tx, {
        kind: 'order-payment-lapsed',
        key: `order:${orderId}:payment-lapsed`,
        to,
        orderId,
        data: { orderNumber: orderId, method: order.paymentMethod === 'spei' ? 'spei' : 'oxxo' },
      }));
    case 'enviado': {
      const tracking = move.trackingUrl ?? trackingUrl(move.carrier, move.trackingNumber);
      await queueMessage(tx, {
        kind: 'order-shipped',
        key: `order:${orderId}:shipped`,
        to,
        orderId,
        data: {
          orderNumber: orderId,
          carrier: move.carrier,
          trackingNumber: move.trackingNumber,
          trackingUrl: tracking,
        },
      });
      return void (await queueOrderNews(tx, {
        userId: order.userId,
        orderId,
        key: `order:${orderId}:shipped`,
        news: {
          template: 'pedido_enviado',
          orderNumber: orderId,
          carrier: move.carrier,
          trackingUrl: tracking,
        },
      }));
    }
    case 'Listo para recoger':
      if (order.pickupCode === null)
        throw new Error(`El pedido ${orderId} está listo sin código de recogida`);
      await queueOrderNews(tx, {
        userId: order.userId,
        orderId,
        key: `order:${orderId}:ready-for-pickup`,
        news: { template: 'listo_para_recoger', orderNumber: orderId, pickupCode: order.pickupCode },
      });
      return void (await queueMessage(tx, {
        kind: 'order-ready-for-pickup',
        key: `order:${orderId}:ready-for-pickup`,
        to,
        orderId,
        data: {
          orderNumber: orderId,
          pickupCode: order.pickupCode,
          store: {
            name: PICKUP_STORE.name,
            address: PICKUP_STORE.address,
            hours: PICKUP_STORE.hours,
            mapUrl: PICKUP_STORE.map_url,
          },
        },
      }));
    case 'entregado': {
      const key = await deliveredKey(tx, orderId);
      await queueMessage(tx, {
        kind: 'order-delivered',
        key,
        to,
        orderId,
        data: { orderNumber: orderId, ...(order.fulfilment === 'pickup' ? { pickedUp: true } : {}) },
      });
      return void (await queueOrderNews(tx, {
        userId: order.userId,
        orderId,
        key,
        news: { template: 'pedido_entregado', orderNumber: orderId },
      }));
    }
    case 'cancelado':
      return void (await queueMessage(tx, {
        kind: 'order-cancelled',
        key: `order:${orderId}:cancelled`,
        to,
        orderId,
        data: {
          orderNumber: orderId,
          refundedCents: move.refund.by === 'none' ? 0 : move.refund.amountCents,
          cardLast4: order.cardLast4,
          refundClabeLast4: move.refund.by === 'transfer' ? move.refund.clabe.slice(-4) : null,
          reason: move.reason ?? null,
          byShopper: mover === 'shopper',
          refund:
            move.refund.by === 'none' ? 'none' : move.refund.by === 'transfer to make' ? 'owed' : 'made',
        },
      }));
  }
}

/**
 * The key of the delivered e-mail of the order's latest delivery: the first one's is
 * `order:N:delivered`; a delivery staff took back (decision 046) and made again gets a key of its own,
 * `order:N:delivered:2`, so the shopper hears of the real one. A replay is still one message: moveOrder
 * moves the order once.
 */
export async function deliveredKey(tx: Database, orderId: number): Promise<string> {
  const [row] = await tx
    .select({ n: count() })
    .from(billStatusChanges)
    .where(and(eq(billStatusChanges.orderId, orderId), eq(billStatusChanges.status, 'entregado')));
  const deliveries = row?.n ?? 0;
  return deliveries <= 1 ? `order:${orderId}:delivered` : `order:${orderId}:delivered:${deliveries}`;
}

/**
 * The shipped e-mail written again, with the guide the order has now, saying why: its guide corrected,
 * or a delivery taken back. `key` tells each such message from the others.
 */
export async function queueShippedAgain(
  tx: Database,
  orderId: number,
  again: 'tracking-corrected' | 'delivery-undone',
  key: string,
): Promise<void> {
  const { order, customer } = await orderFacts(tx, orderId);
  if (order.carrier === null || order.trackingNumber === null)
    throw new Error(`El pedido ${orderId} está enviado sin guía`);
  await queueMessage(tx, {
    kind: 'order-shipped',
    key,
    to: { email: customer.email },
    orderId,
    data: {
      orderNumber: orderId,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl ?? trackingUrl(order.carrier, order.trackingNumber),
      again,
    },
  });
}
