import type { AdminOrderStatusBody } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { moveOrder, type OrderMove } from './move-order';

/**
 * Staff move an order one step along its shipping: 'En proceso' → 'enviado' (with carrier and tracking
 * number) → 'entregado', or for a pick-up 'En proceso' → 'Listo para recoger' (its hand-over, with the
 * shopper's code, is `handOverPickup`). Which steps are allowed, and the answer to one that is not, come
 * from the transition table through moveOrder.
 */
export async function changeShippingStatus(
  db: Database,
  orderId: number,
  change: AdminOrderStatusBody,
  staffEmail: string,
): Promise<void> {
  const move = moveOf(change);
  await db.transaction((tx) => moveOrder(tx, orderId, move, { by: 'staff', email: staffEmail }));
}

function moveOf(change: AdminOrderStatusBody): OrderMove {
  if (change.status === 'entregado') return { to: 'entregado' };
  if (change.status === 'Listo para recoger') return { to: 'Listo para recoger' };
  // The contract already refuses 'enviado' without both; its type cannot say so.
  if (!change.carrier || !change.tracking_number) {
    throw new HttpError(400, 'Elige la paquetería y escribe el número de guía.');
  }
  return { to: 'enviado', carrier: change.carrier, trackingNumber: change.tracking_number };
}
