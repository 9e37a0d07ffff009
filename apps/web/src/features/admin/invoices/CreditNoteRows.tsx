import type { AdminInvoice } from '@store/contract/admin';
import type { CreditNoteStatus } from '@store/contract/invoices';
import { Link } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';

const CREDIT_NOTE_STATUS: Record<CreditNoteStatus, string> = {
  emitiendo: 'Emitiendo',
  vigente: 'Vigente',
  rechazada: 'Rechazada',
  descartada: 'Descartada',
  cancelada: 'Cancelada',
};

/**
 * The credit notes (CFDI de egreso) of an invoice, each a row right under it: its date, folio fiscal,
 * order, amount taken off, state (with why, when the SAT refused it or it was cancelled) and files (a
 * cancelled one's too: the accountant keeps both).
 */
export function CreditNoteRows({ invoice, folio }: { invoice: AdminInvoice; folio: string }) {
  return invoice.credit_notes.map((note) => (
    <tr key={`nota-${note.credit_note_id}`} className="admin-credit-note-row">
      <td>
        {note.issued_at ? <time dateTime={note.issued_at}>{formatDateTime(note.issued_at)}</time> : '—'}
      </td>
      <td>
        <span className="admin-invoice-kind">Nota de crédito</span>
        <span className="admin-invoice-detail">de la factura {folio}</span>
        {note.uuid ? (
          <span className="admin-invoice-uuid" title="Folio fiscal (UUID)">
            {note.uuid}
          </span>
        ) : null}
      </td>
      <td>
        <Link href={`/pedidos/${note.order_id}`}>Pedido {note.order_id}</Link>
      </td>
      <td>
        <span className="admin-invoice-rfc">{invoice.rfc}</span>
      </td>
      <td className="admin-number">−{formatMoney(note.total)}</td>
      <td>
        <span className={`admin-invoice-status admin-invoice-status-${note.status}`}>
          {CREDIT_NOTE_STATUS[note.status]}
        </span>
        {note.note ? <span className="admin-invoice-detail admin-invoice-notice">{note.note}</span> : null}
      </td>
      <td>
        {note.status === 'vigente' || note.status === 'cancelada' ? (
          <span className="admin-invoice-files">
            <a href={note.pdf_url} download aria-label={`PDF de la nota de crédito de la factura ${folio}`}>
              PDF
            </a>
            <a href={note.xml_url} download aria-label={`XML de la nota de crédito de la factura ${folio}`}>
              XML
            </a>
          </span>
        ) : (
          '—'
        )}
      </td>
      <td />
    </tr>
  ));
}
