import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queueMessage } from '../../mail';
import type { InvoiceRow } from '../invoice-views';
import { invoiceEmailConfirmations } from '../tables';

/** The name an invoice's files are saved under: `Factura-F-12`, or its row's number before it has a folio. */
export const invoiceFileName = (row: { series: string | null; folioNumber: number | null; id: number }) =>
  row.series && row.folioNumber !== null ? `Factura-${row.series}-${row.folioNumber}` : `Factura-${row.id}`;

/**
 * `Tu factura del pedido #N`, with the files, to the account's own address and to every other address
 * someone confirmed for this invoice (an address still waiting for its confirmation gets nothing yet).
 */
export async function queueInvoiceMail(tx: Database, issued: InvoiceRow, orderId: number): Promise<void> {
  if (issued.email)
    await queueInvoiceMessage(tx, issued, orderId, issued.email, `invoice:${issued.id}:issued`);
  const confirmed = await tx
    .select({ id: invoiceEmailConfirmations.id, email: invoiceEmailConfirmations.email })
    .from(invoiceEmailConfirmations)
    .where(
      and(
        eq(invoiceEmailConfirmations.invoiceId, issued.id),
        isNotNull(invoiceEmailConfirmations.confirmedAt),
      ),
    )
    .orderBy(asc(invoiceEmailConfirmations.id));
  for (const copy of confirmed) await queueInvoiceCopy(tx, issued, orderId, copy);
}

/** The invoice to one confirmed address other than the account's: once per confirmation. */
export const queueInvoiceCopy = (
  tx: Database,
  issued: InvoiceRow,
  orderId: number,
  copy: { id: number; email: string },
) => queueInvoiceMessage(tx, issued, orderId, copy.email, `invoice:${issued.id}:copy:${copy.id}`, true);

async function queueInvoiceMessage(
  tx: Database,
  issued: InvoiceRow,
  orderId: number,
  email: string,
  key: string,
  copy = false,
): Promise<void> {
  await queueMessage(tx, {
    kind: 'invoice-issued',
    key,
    to: { email },
    orderId,
    data: {
      orderNumber: orderId,
      invoiceId: issued.id,
      uuid: issued.uuid ?? '',
      rfc: issued.rfc,
      legalName: issued.legalName,
      totalCents: issued.totalCents,
      fileName: invoiceFileName(issued),
      ...(copy ? { copy: true } : {}),
    },
  });
}
