import type { CreditNote } from '@store/contract/invoices';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';

/**
 * The order's 'Nota de crédito': each credit note (CFDI de egreso) the shop issued for a refund of the
 * invoiced order, with its amount, folio fiscal and files. Only stamped ones reach the page.
 */
export function CreditNotes({ notes }: { notes: CreditNote[] }) {
  const titleId = useId();
  if (notes.length === 0) return null;
  return (
    <section className="order-panel order-invoice" aria-labelledby={titleId}>
      <h2 id={titleId}>Nota de crédito</h2>
      <p className="order-invoice-muted">
        {notes.length === 1
          ? 'Por lo que te reembolsamos, emitimos una nota de crédito relacionada con tu factura. También te la enviamos por correo.'
          : 'Por lo que te reembolsamos, emitimos notas de crédito relacionadas con tu factura. También te las enviamos por correo.'}
      </p>
      <ul className="order-credit-notes">
        {notes.map((note) => (
          <li key={note.credit_note_id}>
            <dl className="order-facts">
              <dt>Monto</dt>
              <dd>{formatMoney(note.total)}</dd>
              {note.uuid ? (
                <>
                  <dt>Folio fiscal</dt>
                  <dd className="order-invoice-uuid">{note.uuid}</dd>
                </>
              ) : null}
              {note.issued_at ? (
                <>
                  <dt>Fecha</dt>
                  <dd>
                    <time dateTime={note.issued_at}>{formatDateTime(note.issued_at)}</time>
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="order-actions">
              <a className="button button-secondary" href={note.pdf_url} download>
                Descargar PDF
              </a>
              <a className="button button-secondary" href={note.xml_url} download>
                Descargar XML
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
