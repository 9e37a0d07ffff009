import { orderPagePath } from '@store/contract';
import type { AdminPackingSlip } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { shelfFacts } from '../../catalog';
import { orderToPack } from '../../orders';
import { qrCodePath } from '../../../lib/qr-code';

/**
 * The shopper's page of an order, the page the order e-mails link to: whoever opens the box reaches it
 * from the slip's QR code.
 */
export const orderPageUrl = (publicUrl: string, orderId: number): string =>
  `${publicUrl}${orderPagePath(orderId)}`;

/** What goes in an order's box on paper: who and where, what and how many, and no price. */
export async function packingSlip(
  db: Database,
  publicUrl: string,
  orderId: number,
): Promise<AdminPackingSlip> {
  const order = await orderToPack(db, orderId);
  const facts = await shelfFacts(
    db,
    [],
    order.lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
  );
  const orderUrl = orderPageUrl(publicUrl, order.id);
  return {
    bill_id: order.id,
    reference: order.reference,
    created_at: order.createdAt.toISOString(),
    recipient: { name: order.recipient.name, phone_number: order.recipient.phoneNumber },
    fulfilment: order.fulfilment,
    shipping_address: order.shippingAddress,
    shipping_choice: order.shippingChoice,
    carrier: order.carrier && { name: order.carrier.name, tracking_number: order.carrier.trackingNumber },
    lines: order.lines.map((line) => ({
      product_name: line.productName,
      color_name: line.colorName,
      size_name: line.sizeName,
      sku: line.variantId === null ? null : (facts.variants.get(line.variantId)?.sku ?? null),
      quantity: line.quantity,
    })),
    order_url: orderUrl,
    qr: qrCodePath(orderUrl),
  };
}
