import { randomUUID } from 'node:crypto';
import type { AdminTrackingCorrectionBody } from '@store/contract/admin';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { shipmentsOf } from '../../shipping';
import { queueShippedAgain } from '../lifecycle/order-messages';
import { orderStatus } from '../lifecycle/order-status';
import { bills } from '../tables';

export const TRACKING_ONLY_WHILE_SHIPPED =
  'Solo se corrige la guía de un pedido enviado que aún no se entrega.';
export const LABEL_GUIDE_IS_THE_CARRIERS =
  'La guía de este pedido se generó en la tienda con Envia: es de la paquetería y no se edita aquí. Si está mal, cancélala en Envia.com.';

/**
 * Staff correct the carrier and tracking number of an order 'enviado' (a guide typed wrong at 'Marcar
 * como enviado'). The shopper's order page reads the order's own columns, so it shows the new guide at
 * once, and the shopper is e-mailed the right guide; the change is audited with what it replaced. A label bought through Envia is refused: its
 * number is the carrier's, and the carrier's tracking webhooks find the order by it.
 */
export async function correctTracking(
  db: Database,
  orderId: number,
  correction: AdminTrackingCorrectionBody,
  staffEmail: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so a 'Marcar como entregado' at the same moment waits and the check below still holds.
    const status = await orderStatus(tx, orderId, { forUpdate: true });
    if (status !== 'enviado') throw new HttpError(409, TRACKING_ONLY_WHILE_SHIPPED);
    if ((await shipmentsOf(tx, [orderId])).has(orderId))
      throw new HttpError(409, LABEL_GUIDE_IS_THE_CARRIERS);
    const [before] = await tx
      .select({ carrier: bills.carrier, trackingNumber: bills.trackingNumber })
      .from(bills)
      .where(eq(bills.id, orderId));
    if (before?.carrier === correction.carrier && before.trackingNumber === correction.tracking_number)
      return;
    await tx
      .update(bills)
      // The page a typed guide is tracked at follows from its carrier and number (no stored URL).
      .set({ carrier: correction.carrier, trackingNumber: correction.tracking_number, trackingUrl: null })
      .where(and(eq(bills.id, orderId), eq(bills.shippingStatus, 'enviado')));
    // The shopper was e-mailed the wrong guide: the right one follows, saying it is a correction.
    await queueShippedAgain(tx, orderId, 'tracking-corrected', `order:${orderId}:tracking:${randomUUID()}`);
    await recordAudit(tx, staffEmail, {
      action: 'order.tracking_corrected',
      order: orderId,
      before: { carrier: before?.carrier ?? '', trackingNumber: before?.trackingNumber ?? '' },
      after: { carrier: correction.carrier, trackingNumber: correction.tracking_number },
    });
  });
}
