import type { Fulfilment, ShippingStatus } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { bills } from '../tables';

export const ORDER_NOT_FOUND = 'Pedido no encontrado';

/**
 * Where an order stands now; 404 when there is no such order. With `forUpdate` (inside a transaction)
 * the order stays there until the transaction ends: other moves of it wait.
 */
export async function orderStatus(
  db: Database,
  orderId: number,
  { forUpdate = false } = {},
): Promise<ShippingStatus> {
  const query = db.select({ status: bills.shippingStatus }).from(bills).where(eq(bills.id, orderId));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row.status;
}

/**
 * Where an order stands now and the way it reaches its shopper, which together say which moves it may
 * make; 404 when there is no such order. `forUpdate` as for `orderStatus`.
 */
export async function orderPlace(
  db: Database,
  orderId: number,
  { forUpdate = false } = {},
): Promise<{ status: ShippingStatus; fulfilment: Fulfilment }> {
  const query = db
    .select({ status: bills.shippingStatus, fulfilment: bills.fulfilment })
    .from(bills)
    .where(eq(bills.id, orderId));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}
