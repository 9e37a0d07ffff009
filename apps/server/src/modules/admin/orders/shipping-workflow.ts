import type { ShippingStatus } from '@store/contract';
import type { AdminOrderStatusBody } from '@store/contract/admin';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bills, billStatusChanges } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { BILL_NOT_FOUND } from '../../bills/bills';
import { recordAudit } from '../audit';

/** The one step that leads to each status staff can set by hand; cancelling is `cancelOrder`. */
const PREVIOUS: Record<AdminOrderStatusBody['status'], ShippingStatus> = {
  enviado: 'En proceso',
  entregado: 'enviado',
};

const AUDIT_ACTION: Record<AdminOrderStatusBody['status'], string> = {
  enviado: 'marcó el pedido enviado',
  entregado: 'marcó el pedido entregado',
};

/** Why an order in `current` cannot become `wanted`, in the words staff read. */
export function refusedTransition(current: ShippingStatus, wanted: ShippingStatus | 'cancelado'): string {
  if (current === 'cancelado') return 'El pedido está cancelado; ya no cambia de estado.';
  if (current === wanted) return `El pedido ya está ${current === 'En proceso' ? 'en proceso' : current}.`;
  if (wanted === 'entregado') return 'Solo un pedido enviado puede marcarse como entregado.';
  if (wanted === 'enviado') return 'Solo un pedido en proceso puede marcarse como enviado.';
  return 'Solo un pedido en proceso puede cancelarse: este ya salió con la paquetería.';
}

export async function currentStatus(db: Database, billId: number): Promise<ShippingStatus> {
  const [row] = await db.select({ status: bills.shippingStatus }).from(bills).where(eq(bills.id, billId));
  if (!row) throw new HttpError(404, BILL_NOT_FOUND);
  return row.status;
}

/**
 * Moves an order one step forward: 'En proceso' → 'enviado' (with carrier and tracking number) →
 * 'entregado'. The update only applies while the order is still in the step before, so of two staff
 * clicking at once exactly one changes it; the history and the audit log are written in the same
 * transaction, so they always agree with the order.
 */
export async function changeShippingStatus(
  db: Database,
  billId: number,
  change: AdminOrderStatusBody,
  staffEmail: string,
): Promise<void> {
  const shipping =
    change.status === 'enviado'
      ? { carrier: change.carrier, trackingNumber: change.tracking_number }
      : undefined;
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bills)
      .set({ shippingStatus: change.status, ...shipping })
      .where(and(eq(bills.id, billId), eq(bills.shippingStatus, PREVIOUS[change.status])))
      .returning({ id: bills.id, carrier: bills.carrier, trackingNumber: bills.trackingNumber });
    if (!row) return false;
    await tx.insert(billStatusChanges).values({
      billId,
      status: change.status,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      changedBy: staffEmail,
    });
    await recordAudit(tx, {
      actorEmail: staffEmail,
      action: AUDIT_ACTION[change.status],
      subject: `Pedido ${billId}`,
      details: {
        before: PREVIOUS[change.status],
        after: change.status,
        ...(shipping ? { carrier: shipping.carrier, tracking_number: shipping.trackingNumber } : {}),
      },
    });
    return true;
  });
  if (!changed) {
    throw new HttpError(409, refusedTransition(await currentStatus(db, billId), change.status));
  }
}
