import type { AdminInvoice, AdminInvoicesResponse } from '@store/contract/admin';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { reasonOr } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { useAdminInvoices } from './api/invoices';
import { CancelInvoiceDialog } from './CancelInvoice';
import { CreditNoteRows } from './CreditNoteRows';
import { GlobalInvoice } from './GlobalInvoice';
import { folioOf, motiveText, STATUS_TEXT } from './invoice-text';
import { currentMonth, formatMonth, isMonth, shiftMonth } from './month';
import { ProductKeys } from './ProductKeys';
import './invoices.css';

/** A global invoice covering more orders than this lists them folded. */
const ORDERS_SHOWN = 3;

/**
 * `/admin/facturas`: a month's invoices (the month in the address, `?month=2026-10`; the current one in
 * Mexico City by default), cancelling one at SAT, the month's global invoice, and the SAT key each
 * department's products are invoiced with. The owners' alone (the frame shows staff 'Solo para dueños').
 */
export function InvoicesPage() {
  usePageTitle('Facturas');
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const thisMonth = currentMonth();
  const asked = searchParams.get('month') ?? '';
  const month = isMonth(asked) ? asked : thisMonth;
  const invoices = useAdminInvoices(month);
  const [cancelling, setCancelling] = useState<AdminInvoice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [focusList, setFocusList] = useState(0);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // After a cancellation its button is gone with the dialog: focus goes to the list it changed.
  useEffect(() => {
    if (focusList) listHeading.current?.focus();
  }, [focusList]);

  const show = (next: string) => {
    setDone(null);
    navigate(next === thisMonth ? '/facturas' : `/facturas?month=${next}`);
  };
  const data = invoices.data;
  const loading = invoices.isPlaceholderData;

  return (
    <section className="admin-invoices" aria-labelledby={titleId}>
      <h1 id={titleId}>Facturas</h1>
      <MonthPicker month={month} latest={thisMonth} onChange={show} />
      {done ? (
        <p className="admin-invoices-done" role="status">
          {done}
        </p>
      ) : null}
      {invoices.isError && !data ? (
        <AdminLoadError
          message={reasonOr(invoices.error, 'No pudimos cargar las facturas.')}
          onRetry={() => void invoices.refetch()}
        />
      ) : !data ? (
        <p role="status">Cargando facturas...</p>
      ) : (
        <>
          <GlobalInvoice
            month={month}
            uninvoiced={data.uninvoiced}
            loading={loading}
            onIssued={(invoice) =>
              setDone(`Se emitió la factura global ${folioOf(invoice)} por ${formatMoney(invoice.total)}.`)
            }
          />
          <section className="admin-invoices-list" aria-labelledby={`${titleId}-list`} aria-busy={loading}>
            <h2 id={`${titleId}-list`} ref={listHeading} tabIndex={-1}>
              Facturas de {formatMonth(month)}
            </h2>
            <InvoicesTable response={data} loading={loading} onCancel={setCancelling} />
          </section>
        </>
      )}
      <ProductKeys />
      {cancelling ? (
        <CancelInvoiceDialog
          invoice={cancelling}
          month={month}
          onClose={() => setCancelling(null)}
          onCancelled={(invoice) => {
            setCancelling(null);
            setDone(`Se canceló la factura ${folioOf(invoice)}.`);
            setFocusList((count) => count + 1);
          }}
        />
      ) : null}
    </section>
  );
}

/** The month on screen: the one before, a month typed or picked, the one after (never past this one). */
function MonthPicker({
  month,
  latest,
  onChange,
}: {
  month: string;
  latest: string;
  onChange: (month: string) => void;
}) {
  // Browsers without a month picker show a text box: what is typed stays until it is a whole month.
  const [text, setText] = useState(month);
  const [seen, setSeen] = useState(month);
  if (seen !== month) {
    setSeen(month);
    setText(month);
  }
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="admin-invoices-month">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        ← Mes anterior
      </button>
      <div className="admin-invoice-field">
        <label htmlFor={inputId}>Mes</label>
        <input
          id={inputId}
          type="month"
          value={text}
          min="2020-01"
          max={latest}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (isMonth(next) && next <= latest) onChange(next);
          }}
        />
        <span id={hintId} className="visually-hidden">
          Año y mes, como {latest}
        </span>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={month >= latest}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        Mes siguiente →
      </button>
    </div>
  );
}

function InvoicesTable({
  response,
  loading,
  onCancel,
}: {
  response: AdminInvoicesResponse;
  loading: boolean;
  onCancel: (invoice: AdminInvoice) => void;
}) {
  if (response.invoices.length === 0) {
    return <p role="status">{loading ? 'Cargando facturas...' : 'No hay facturas de este mes.'}</p>;
  }
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Lista de facturas">
      <table className="admin-table admin-invoices-table">
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Folio</th>
            <th scope="col">Pedido(s)</th>
            <th scope="col">Receptor</th>
            <th scope="col" className="admin-number">
              Total
            </th>
            <th scope="col">Estado</th>
            <th scope="col">Archivos</th>
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {response.invoices.map((invoice) => (
            <InvoiceRow key={invoice.invoice_id} invoice={invoice} onCancel={onCancel} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceRow({
  invoice,
  onCancel,
}: {
  invoice: AdminInvoice;
  onCancel: (invoice: AdminInvoice) => void;
}) {
  const folio = folioOf(invoice);
  const { cancellation } = invoice;
  return (
    <>
      <tr>
        <td>
          {invoice.issued_at ? (
            <time dateTime={invoice.issued_at}>{formatDateTime(invoice.issued_at)}</time>
          ) : (
            '—'
          )}
        </td>
        <td>
          <span className="admin-invoice-folio">{folio}</span>
          {invoice.kind === 'global' ? <span className="admin-invoice-kind">Global</span> : null}
          {invoice.uuid && invoice.uuid !== folio ? (
            <span className="admin-invoice-uuid" title="Folio fiscal (UUID)">
              {invoice.uuid}
            </span>
          ) : null}
        </td>
        <td>
          <OrderLinks orderIds={invoice.order_ids} />
        </td>
        <td>
          <span className="admin-invoice-rfc">{invoice.rfc}</span>
          <span className="admin-invoice-detail">{invoice.legal_name}</span>
        </td>
        <td className="admin-number">{formatMoney(invoice.total)}</td>
        <td>
          <span className={`admin-invoice-status admin-invoice-status-${invoice.status}`}>
            {STATUS_TEXT[invoice.status]}
          </span>
          {cancellation ? (
            <span className="admin-invoice-detail">
              Motivo {motiveText(cancellation.motive)}
              {cancellation.substitution ? `; la sustituye ${cancellation.substitution}` : ''}.{' '}
              {formatDateTime(cancellation.cancelled_at)}, {cancellation.cancelled_by}.
            </span>
          ) : null}
          {invoice.refund_notice ? (
            <span className="admin-invoice-detail admin-invoice-notice">{invoice.refund_notice}</span>
          ) : null}
        </td>
        <td>
          {invoice.status === 'emitiendo' ? (
            '—'
          ) : (
            <span className="admin-invoice-files">
              <a href={invoice.pdf_url} download aria-label={`PDF de la factura ${folio}`}>
                PDF
              </a>
              <a href={invoice.xml_url} download aria-label={`XML de la factura ${folio}`}>
                XML
              </a>
            </span>
          )}
        </td>
        <td>
          {invoice.status === 'vigente' ? (
            <button type="button" className="button button-secondary" onClick={() => onCancel(invoice)}>
              Cancelar <span className="visually-hidden">la factura {folio}</span>
            </button>
          ) : null}
        </td>
      </tr>
      <CreditNoteRows invoice={invoice} folio={folio} />
    </>
  );
}

/** An order's invoice links its order; a global one lists its orders folded when they are many. */
function OrderLinks({ orderIds }: { orderIds: number[] }) {
  const links = (
    <ul className="admin-invoice-orders">
      {orderIds.map((orderId) => (
        <li key={orderId}>
          <Link href={`/pedidos/${orderId}`}>Pedido {orderId}</Link>
        </li>
      ))}
    </ul>
  );
  if (orderIds.length <= ORDERS_SHOWN) return links;
  return (
    <details>
      <summary>{orderIds.length} pedidos</summary>
      {links}
    </details>
  );
}
