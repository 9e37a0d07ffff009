import type { AdminCustomerDetail } from '@store/contract/admin';
import { toPesos } from '@store/money';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { listAddresses } from '../addresses';
import { recordAudit } from '../audit';
import { fiscalProfilesOf } from '../invoices';
import { customerOrdersForStaff } from '../orders';
import { listStockAlerts } from '../stock-alerts';
import { customerFigures, toCustomerRow } from './customer-list';
import { customerNote } from './customer-note';

export const CUSTOMER_NOT_FOUND = 'Cliente no encontrado';

/**
 * A customer's page: what the privacy notice lets the shop keep for selling and serving them (contact,
 * orders, addresses, fiscal profiles, size alerts, returns) and the team's note; never their favourites or
 * cart. Every opening is written to the audit log with who opened it, in the same transaction as the read.
 */
export async function customerPage(
  db: Database,
  actorEmail: string,
  userId: number,
): Promise<AdminCustomerDetail> {
  return db.transaction(async (tx) => {
    const figures = await customerFigures(tx, userId);
    if (!figures) throw new HttpError(404, CUSTOMER_NOT_FOUND);
    await recordAudit(tx, actorEmail, { action: 'customer.viewed', customer: userId });
    const [{ orders, returns }, addresses, fiscalProfiles, stockAlerts, note] = await Promise.all([
      customerOrdersForStaff(tx, userId),
      listAddresses(tx, userId),
      fiscalProfilesOf(tx, userId),
      listStockAlerts(tx, userId),
      customerNote(tx, userId),
    ]);
    return {
      customer: { ...toCustomerRow(figures), created_at: figures.createdAt.toISOString() },
      note: note.note,
      note_updated_by: note.updatedBy,
      note_updated_at: note.updatedAt?.toISOString() ?? null,
      orders: orders.map((order) => ({
        bill_id: order.id,
        reference: order.reference,
        created_at: order.createdAt.toISOString(),
        shipping_status: order.shippingStatus,
        total_amount: toPesos(order.totalCents),
        net: toPesos(order.money.netCents),
        financial_status: order.money.status,
      })),
      addresses,
      fiscal_profiles: fiscalProfiles,
      stock_alerts: stockAlerts,
      returns: returns.map((each) => ({
        return_id: each.id,
        bill_id: each.orderId,
        status: each.status,
        created_at: each.createdAt.toISOString(),
      })),
    };
  });
}

/** The note's call: the customer must exist. */
export async function requireCustomer(db: Database, userId: number): Promise<void> {
  if (!(await customerFigures(db, userId))) throw new HttpError(404, CUSTOMER_NOT_FOUND);
}
