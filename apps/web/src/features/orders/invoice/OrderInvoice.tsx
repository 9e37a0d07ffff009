import type { OrderInvoice as Invoice, OrderInvoiceState } from '@store/contract/invoices';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatCalendarDay } from '../../../lib/dates';
import { useQueryClient } from '../../../lib/query';
import { invoiceKeys } from '../../../lib/invoices/keys';
import { notifySuccess } from '../../../lib/toast';
import { useOrderInvoice } from './api';
import { CreditNotes } from './CreditNotes';
import { InvoiceRequestForm } from './InvoiceRequestForm';
import './invoice.css';

const ISSUED = 'Tu factura está lista. También te la enviamos por correo.';
const ISSUING = 'Estamos emitiendo tu factura. Te la enviamos por correo en cuanto esté lista.';

/**
 * The order's 'Factura': the invoice once issued, with its files; 'Solicitar factura' and its form while
 * one can be asked for, and until when; otherwise the server's reason. Beside it, the 'Nota de crédito' of
 * each refund the invoice was credited for. `paid` is false for a cancelled
 * order, whose section shows only an invoice it had.
 */
export function OrderInvoice({ orderId, email, paid }: { orderId: number; email: string; paid: boolean }) {
  const state = useOrderInvoice(orderId);
  const client = useQueryClient();
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Where focus goes when the form closes: the heading after an invoice, the opener after 'Cancelar'.
  const [focusAfterForm, setFocusAfterForm] = useState<'heading' | 'opener' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (focusAfterForm === 'heading') heading.current?.focus();
    if (focusAfterForm === 'opener') opener.current?.focus();
  }, [focusAfterForm]);

  const closeForm = (focus: 'heading' | 'opener') => {
    setFormOpen(false);
    setFocusAfterForm(focus);
  };
  const issued = (next: OrderInvoiceState) => {
    setNotice(null);
    closeForm('heading');
    notifySuccess(next.invoice?.status === 'vigente' ? ISSUED : ISSUING);
  };
  const conflict = (message: string) => {
    setNotice(message);
    closeForm('heading');
    void client.invalidateQueries({ queryKey: invoiceKeys.order(orderId) });
  };

  // An order the invoice service does not know (or a server without it yet) has no section at all.
  if (state.isError && state.error instanceof ApiError && state.error.status === 404) return null;
  const data = state.data;
  // A cancelled order shows only an invoice it had: nothing while that is not known.
  if (!paid && (!data || (!data.invoice && !data.can_request))) return null;

  const panel = (body: ReactNode) => (
    <section className="order-panel order-invoice" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Factura
      </h2>
      {notice ? <p className="order-invoice-notice">{notice}</p> : null}
      {body}
    </section>
  );

  if (!data) {
    return panel(
      state.isError ? (
        <>
          <p role="alert">No pudimos cargar la factura de este pedido.</p>
          <button type="button" className="button button-secondary" onClick={() => void state.refetch()}>
            Reintentar
          </button>
        </>
      ) : (
        <p role="status" className="order-invoice-loading">
          Cargando…
        </p>
      ),
    );
  }

  const { invoice, can_request: canRequest, reason, deadline, credit_notes: creditNotes } = data;
  // A valid invoice, or one on its way, is the section; a cancelled one leaves room for a new request.
  const current = invoice && invoice.status !== 'cancelada' ? invoice : null;
  if (current) {
    return (
      <>
        {panel(<CurrentInvoice invoice={current} />)}
        <CreditNotes notes={creditNotes} />
      </>
    );
  }

  return panel(
    <>
      {invoice ? (
        <p>
          La factura de este pedido
          {invoice.uuid ? (
            <>
              {' '}
              (folio fiscal <span className="order-invoice-uuid">{invoice.uuid}</span>)
            </>
          ) : null}{' '}
          fue cancelada.
        </p>
      ) : null}
      {canRequest ? (
        formOpen ? (
          <InvoiceRequestForm
            orderId={orderId}
            email={email}
            onIssued={issued}
            onConflict={conflict}
            onCancel={() => closeForm('opener')}
          />
        ) : (
          <>
            {deadline ? (
              <p>
                {invoice ? 'Puedes solicitar una nueva' : 'Puedes solicitarla'} hasta el{' '}
                {formatCalendarDay(deadline)}.
              </p>
            ) : null}
            <button
              ref={opener}
              type="button"
              className="button button-primary"
              onClick={() => {
                setNotice(null);
                setFocusAfterForm(null);
                setFormOpen(true);
              }}
            >
              Solicitar factura
            </button>
          </>
        )
      ) : (
        <p className="order-invoice-muted">{reason ?? 'Este pedido no se puede facturar.'}</p>
      )}
    </>,
  );
}

/** The invoice issued (its folio fiscal, who it is made out to, its files), or the note that it is on its way. */
function CurrentInvoice({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'emitiendo') {
    return (
      <p role="status">
        Estamos emitiendo tu factura. Tarda unos segundos
        {invoice.email ? `; te la enviaremos a ${invoice.email}` : ''}.
      </p>
    );
  }
  return (
    <>
      <p className="order-invoice-issued">Factura emitida</p>
      <dl className="order-facts">
        {invoice.uuid ? (
          <>
            <dt>Folio fiscal</dt>
            <dd className="order-invoice-uuid">{invoice.uuid}</dd>
          </>
        ) : null}
        <dt>RFC</dt>
        <dd>{invoice.rfc}</dd>
        <dt>Nombre</dt>
        <dd>{invoice.legal_name}</dd>
        {invoice.issued_at ? (
          <>
            <dt>Fecha</dt>
            <dd>
              <time dateTime={invoice.issued_at}>{formatDateTime(invoice.issued_at)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="order-actions">
        <a className="button button-secondary" href={invoice.pdf_url} download>
          Descargar PDF
        </a>
        <a className="button button-secondary" href={invoice.xml_url} download>
          Descargar XML
        </a>
      </div>
      <InvoiceDelivery invoice={invoice} />
    </>
  );
}

/**
 * Where the invoice went: the account's address, and another one the shopper typed only once someone
 * there confirmed it by the link we mailed it.
 */
function InvoiceDelivery({ invoice }: { invoice: Invoice }) {
  const { email, other_email: other } = invoice;
  if (!email) return null;
  if (!other) return <p className="order-invoice-muted">Te la enviamos a {email}.</p>;
  if (other.confirmed) {
    return (
      <p className="order-invoice-muted">
        Te la enviamos a {email} y a {other.email}.
      </p>
    );
  }
  return (
    <p className="order-invoice-notice">
      Te la enviamos a tu correo, {email}. Para enviarla también a {other.email}, abre el enlace que le
      mandamos a ese correo.
    </p>
  );
}
