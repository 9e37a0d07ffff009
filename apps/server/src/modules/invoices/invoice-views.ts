import type { AdminInvoice } from '@store/contract/admin';
import type { OrderInvoice } from '@store/contract/invoices';
import { toPesos } from '@store/money';
import type { invoices } from './tables';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice as its shopper reads it on the order page, with the other address it was asked to go to. */
export const toOrderInvoice = (
  row: InvoiceRow,
  otherEmail: OrderInvoice['other_email'] = null,
): OrderInvoice => ({
  invoice_id: row.id,
  status: row.status,
  uuid: row.uuid,
  issued_at: row.issuedAt?.toISOString() ?? null,
  rfc: row.rfc,
  legal_name: row.legalName,
  total: toPesos(row.totalCents),
  email: row.email,
  other_email: otherEmail,
  pdf_url: `/api/invoices/${row.id}/pdf`,
  xml_url: `/api/invoices/${row.id}/xml`,
});

/** An invoice in the back-office's list, with the orders it covers and who asked for it. */
export const toAdminInvoice = (
  row: InvoiceRow,
  orderIds: number[],
  requestedBy: string | null,
  refundNotice: string | null = null,
  creditNotes: AdminInvoice['credit_notes'] = [],
): AdminInvoice => ({
  invoice_id: row.id,
  kind: row.kind === 'global' ? 'global' : 'pedido',
  status: row.status,
  uuid: row.uuid,
  series: row.series,
  folio_number: row.folioNumber,
  issued_at: row.issuedAt?.toISOString() ?? null,
  rfc: row.rfc,
  legal_name: row.legalName,
  total: toPesos(row.totalCents),
  order_ids: orderIds,
  requested_by: requestedBy,
  pdf_url: `/api/admin/invoices/${row.id}/pdf`,
  xml_url: `/api/admin/invoices/${row.id}/xml`,
  refund_notice: refundNotice,
  credit_notes: creditNotes,
  cancellation:
    row.cancelledAt && row.cancelMotive
      ? {
          motive: row.cancelMotive,
          substitution: row.substitutionUuid,
          cancelled_at: row.cancelledAt.toISOString(),
          cancelled_by: row.cancelledBy ?? '',
        }
      : null,
});
