import { eq } from 'drizzle-orm';
import { addressPartsOf } from '../../addresses';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { buyLabel, carrierNameOf, type LabelDeps } from '../../shipping';
import { moveOrder } from '../lifecycle/move-order';
import { NEW_ORDER_STATUS } from '../lifecycle/transitions';
import { ORDER_NOT_FOUND } from '../lifecycle/order-status';
import { orderCustomer, orderWithReference } from '../reads/order-with-customer';
import { billLines } from '../tables';
import { chosenCarrierOf } from './chosen-carrier';

export const PICKUP_HAS_NO_LABEL = 'Este pedido se recoge en la tienda: no lleva guía de paquetería.';
export const LABEL_NOT_NOW =
  'Solo se genera la guía de un pedido pagado que está En proceso. Este pedido ya no lo está.';
export const ADDRESS_UNREADABLE =
  'La dirección de este pedido no se puede leer para la guía. Genera la guía en Envia.com y márcalo como enviado a mano.';

/**
 * 'Generar guía': buys the order's label with its carrier (through the shipping module, once), then ships
 * the order with that tracking number as staff's 'Marcar como enviado' does, e-mail included. A second
 * call buys nothing: it finds the label, and ships the order only if the first did not get to.
 */
export async function generateLabel(deps: LabelDeps, orderId: number, staffEmail: string): Promise<void> {
  const { db } = deps;
  const row = await orderWithReference(db, orderId);
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const { order } = row;
  if (order.fulfilment === 'pickup') throw new HttpError(422, PICKUP_HAS_NO_LABEL);
  if (order.shippingStatus !== NEW_ORDER_STATUS) {
    // Already shipped with this very label: a repeated click answers the same.
    if (order.shippingStatus === 'enviado' && order.trackingUrl !== null) return;
    throw new HttpError(409, LABEL_NOT_NOW);
  }
  const address = addressPartsOf(order.shippingAddress);
  if (!address) throw new HttpError(422, ADDRESS_UNREADABLE);
  const { recipient, ...parts } = address;
  const [customer, lines] = await Promise.all([
    orderCustomer(db, orderId, order.userId),
    db
      .select({ variantId: billLines.variantId, quantity: billLines.quantity })
      .from(billLines)
      .where(eq(billLines.orderId, orderId)),
  ]);
  const { shipment } = await buyLabel(deps, {
    orderId,
    reference: row.reference,
    recipient: {
      // The address's recipient the order kept; an order of before names the account's holder.
      ...(recipient ?? { name: customer.name, phone: customer.phoneNumber ?? '' }),
      email: customer.email,
      ...parts,
    },
    lines,
    ...chosenCarrierOf(order),
  });
  await shipWithLabel(db, orderId, shipment, staffEmail);
}

async function shipWithLabel(
  db: Database,
  orderId: number,
  shipment: { carrier: string; trackingNumber: string; trackUrl: string | null },
  staffEmail: string,
) {
  const carrier = carrierNameOf(shipment.carrier);
  try {
    await db.transaction((tx) =>
      moveOrder(
        tx,
        orderId,
        {
          to: 'enviado',
          carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackUrl,
        },
        { by: 'staff', email: staffEmail },
      ),
    );
  } catch (error) {
    // Two clicks at once: the other one shipped it with this label.
    const now = await orderWithReference(db, orderId);
    if (now?.order.shippingStatus === 'enviado' && now.order.trackingNumber === shipment.trackingNumber)
      return;
    throw error;
  }
}
