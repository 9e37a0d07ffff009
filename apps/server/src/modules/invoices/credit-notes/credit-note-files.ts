import type { CreditNote } from '@store/contract/invoices';
import { toPesos } from '@store/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { MailAttachment, MessagePayloads } from '../../mail';
import type { InvoiceFile } from '../issuing/invoice-files';
import { creditNotes, invoices } from '../tables';
import { creditNoteFileName } from './credit-note-mail';
import type { QueuedCreditNote } from './queue-credit-note';

export const CREDIT_NOTE_NOT_FOUND = 'No existe esa nota de crédito.';
const NOT_READY = 'La nota de crédito aún se está emitiendo; intenta en unos minutos.';

/** A credit note as the shopper and the owner read it; `base` is where its files are (shopper or admin). */
export const toCreditNote = (row: QueuedCreditNote, base: '/api' | '/api/admin'): CreditNote => ({
  credit_note_id: row.id,
  status: row.status,
  order_id: row.orderId,
  uuid: row.uuid,
  issued_at: row.issuedAt?.toISOString() ?? null,
  total: toPesos(row.totalCents),
  note: row.note,
  pdf_url: `${base}/credit-notes/${row.id}/pdf`,
  xml_url: `${base}/credit-notes/${row.id}/xml`,
});

/** The credit notes related to each of these invoices, oldest first. */
export async function creditNotesOfInvoices(
  db: Database,
  invoiceIds: number[],
): Promise<Map<number, QueuedCreditNote[]>> {
  const found = new Map<number, QueuedCreditNote[]>();
  if (invoiceIds.length === 0) return found;
  const rows = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
  for (const row of rows) found.set(row.invoiceId, [...(found.get(row.invoiceId) ?? []), row]);
  return found;
}

/**
 * A credit note's PDF or XML as it was stamped. A shopper reaches only those of their own invoices
 * (`userId`); staff reach every one. Another shopper's is not found, like one that does not exist.
 */
export async function creditNoteFile(
  db: Database,
  creditNoteId: number,
  file: 'pdf' | 'xml',
  userId?: number,
): Promise<InvoiceFile> {
  const [found] = await db
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(
      userId === undefined
        ? eq(creditNotes.id, creditNoteId)
        : and(eq(creditNotes.id, creditNoteId), eq(invoices.userId, userId)),
    );
  if (!found) throw new HttpError(404, CREDIT_NOTE_NOT_FOUND);
  const { note } = found;
  const name = creditNoteFileName(note);
  if (file === 'xml') {
    if (note.xml === null) throw new HttpError(409, NOT_READY);
    return { name: `${name}.xml`, contentType: 'application/xml; charset=utf-8', content: note.xml };
  }
  if (note.pdf === null) throw new HttpError(409, NOT_READY);
  return { name: `${name}.pdf`, contentType: 'application/pdf', content: Buffer.from(note.pdf) };
}

/** The files `Tu nota de crédito del pedido #N` carries, read when it is sent. */
export async function creditNoteMailAttachments(
  db: Database,
  data: MessagePayloads['credit-note-issued'],
): Promise<MailAttachment[]> {
  const files = await Promise.all([
    creditNoteFile(db, data.creditNoteId, 'pdf'),
    creditNoteFile(db, data.creditNoteId, 'xml'),
  ]);
  return files.map((file) => ({ filename: file.name, content: file.content, contentType: file.contentType }));
}
