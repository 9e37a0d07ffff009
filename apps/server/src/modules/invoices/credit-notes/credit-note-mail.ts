import type { Database } from '../../../db/client';
import { queueMessage } from '../../mail';
import type { InvoiceRow } from '../invoice-views';
import type { QueuedCreditNote } from './queue-credit-note';

/** The name a credit note's files are saved under: `NotaDeCredito-NC-3`, or its row's number before a folio. */
export const creditNoteFileName = (row: { series: string | null; folioNumber: number | null; id: number }) =>
  row.series && row.folioNumber !== null
    ? `NotaDeCredito-${row.series}-${row.folioNumber}`
    : `NotaDeCredito-${row.id}`;

/**
 * `Tu nota de crédito del pedido #N`, with the files, to the address the order's own invoice went to.
 * A global invoice's credit note goes to nobody: its receptor is the public in general.
 */
export async function queueCreditNoteMail(
  tx: Database,
  note: QueuedCreditNote,
  invoice: InvoiceRow,
): Promise<void> {
  if (invoice.kind !== 'order' || !invoice.email) return;
  await queueMessage(tx, {
    kind: 'credit-note-issued',
    key: `credit-note:${note.id}:issued`,
    to: { email: invoice.email },
    orderId: note.orderId,
    data: {
      orderNumber: note.orderId,
      creditNoteId: note.id,
      uuid: note.uuid ?? '',
      invoiceUuid: invoice.uuid ?? '',
      rfc: invoice.rfc,
      legalName: invoice.legalName,
      totalCents: note.totalCents,
      fileName: creditNoteFileName(note),
    },
  });
}
