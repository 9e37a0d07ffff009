import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { MailAttachment, MessagePayloads } from '../../mail';
import { INVOICE_NOT_FOUND } from '../global-invoice/month-invoices';
import { invoiceFileName } from './invoice-mail';
import { invoices } from '../tables';

export type InvoiceFile = { name: string; contentType: string; content: Buffer | string };

const NOT_READY = 'La factura aún se está emitiendo; intenta en unos minutos.';

/**
 * An invoice's PDF or XML as it was stamped. A shopper reaches only their own invoices (`userId`); staff
 * reach every one (no `userId`). Another shopper's is not found, like one that does not exist.
 */
export async function invoiceFile(
  db: Database,
  invoiceId: number,
  file: 'pdf' | 'xml',
  userId?: number,
): Promise<InvoiceFile> {
  const [row] = await db
    .select({
      id: invoices.id,
      series: invoices.series,
      folioNumber: invoices.folioNumber,
      xml: invoices.xml,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .where(
      userId === undefined
        ? eq(invoices.id, invoiceId)
        : and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)),
    );
  if (!row) throw new HttpError(404, INVOICE_NOT_FOUND);
  const name = invoiceFileName(row);
  if (file === 'xml') {
    if (row.xml === null) throw new HttpError(409, NOT_READY);
    return { name: `${name}.xml`, contentType: 'application/xml; charset=utf-8', content: row.xml };
  }
  if (row.pdf === null) throw new HttpError(409, NOT_READY);
  return { name: `${name}.pdf`, contentType: 'application/pdf', content: Buffer.from(row.pdf) };
}

/** The files `Tu factura del pedido #N` carries, read when it is sent. */
export async function invoiceMailAttachments(
  db: Database,
  data: MessagePayloads['invoice-issued'],
): Promise<MailAttachment[]> {
  const files = await Promise.all([
    invoiceFile(db, data.invoiceId, 'pdf'),
    invoiceFile(db, data.invoiceId, 'xml'),
  ]);
  return files.map((file) => ({ filename: file.name, content: file.content, contentType: file.contentType }));
}
