import { MAX_CUSTOMER_NOTE_LENGTH, type AdminCustomerDetail } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, reasonOr } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPanel } from '../AdminPanel';
import { OrdersTabs } from '../SectionTabs';
import { SHIPPING_STATUS_LABELS } from '@store/contract';
import { RETURN_STATUS_LABEL } from '../return-words';
import { useCustomer, useSaveCustomerNote } from './api';
import './customers.css';

/**
 * `/admin/clientes/:customerId`: one customer as the privacy notice lets the shop use their data (contact,
 * orders, addresses, fiscal profiles, size alerts, returns) and the team's note. The server writes each
 * opening to the Bitácora.
 */
export function CustomerPage() {
  const { customerId } = useParams();
  const id = /^\d{1,9}$/.test(customerId ?? '') ? Number(customerId) : 0;
  const customer = useCustomer(id);
  usePageTitle(customer.data ? customer.data.customer.name : 'Cliente');

  if (id === 0 || (customer.error instanceof ApiError && customer.error.status === 404)) {
    return (
      <div className="admin-message">
        <h1>No encontramos este cliente</h1>
        <p>
          <Link href="/clientes">Volver a Clientes</Link>
        </p>
      </div>
    );
  }
  if (customer.isError) {
    return <AdminLoadError message="No pudimos cargar el cliente." onRetry={() => void customer.refetch()} />;
  }
  if (!customer.data) return <p role="status">Cargando...</p>;
  return <CustomerDetail detail={customer.data} />;
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetail }) {
  const { customer } = detail;
  return (
    <section className="admin-customer">
      <OrdersTabs />
      <p>
        <Link href="/clientes">← Clientes</Link>
      </p>
      <h1>{customer.name}</h1>
      {customer.deleted ? (
        <p className="admin-hint">
          Eliminó su cuenta: sus datos personales se borraron y sus pedidos se conservan sin ellos.
        </p>
      ) : null}
      <dl className="admin-customer-facts">
        <dt>Correo</dt>
        <dd>{customer.email ?? '—'}</dd>
        <dt>Teléfono</dt>
        <dd>{customer.phone_number ?? '—'}</dd>
        <dt>Cliente desde</dt>
        <dd>{formatDate(customer.created_at)}</dd>
        <dt>Pedidos</dt>
        <dd>{customer.orders}</dd>
        <dt>Gastado (neto de reembolsos)</dt>
        <dd>{formatMoney(customer.spent)}</dd>
      </dl>
      <div className="admin-customer-panels">
        <AdminPanel title="Nota interna">
          <CustomerNoteForm customerId={customer.customer_id} detail={detail} />
        </AdminPanel>
        <AdminPanel title="Pedidos">
          {detail.orders.length === 0 ? (
            <p>Sin pedidos.</p>
          ) : (
            <ul className="admin-customer-list">
              {detail.orders.map((order) => (
                <li key={order.bill_id}>
                  <Link href={`/pedidos/${order.bill_id}`}>Pedido #{order.bill_id}</Link> ·{' '}
                  {formatDate(order.created_at)} · {SHIPPING_STATUS_LABELS[order.shipping_status]} ·{' '}
                  {formatMoney(order.total_amount)}
                  {order.financial_status && order.financial_status !== 'Pagado'
                    ? ` · ${order.financial_status}, neto ${formatMoney(order.net)}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
        <AdminPanel title="Direcciones">
          {detail.addresses.length === 0 ? (
            <p>Sin direcciones guardadas.</p>
          ) : (
            <ul className="admin-customer-list">
              {detail.addresses.map((address) => (
                <li key={address.shipping_address_id}>
                  {address.street} {address.exterior_number}
                  {address.interior_number ? ` int. ${address.interior_number}` : ''},{' '}
                  {address.neighborhood_name}, {address.municipality_name}, {address.state_name}, C.P.{' '}
                  {address.postal_code}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
        <AdminPanel title="Datos fiscales">
          {detail.fiscal_profiles.length === 0 ? (
            <p>Sin datos fiscales guardados.</p>
          ) : (
            <ul className="admin-customer-list">
              {detail.fiscal_profiles.map((profile) => (
                <li key={profile.fiscal_profile_id}>
                  {profile.rfc} · {profile.legal_name} · régimen {profile.tax_regime} · C.P.{' '}
                  {profile.postal_code}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
        <AdminPanel title="Avisos de talla">
          {detail.stock_alerts.length === 0 ? (
            <p>Sin avisos.</p>
          ) : (
            <ul className="admin-customer-list">
              {detail.stock_alerts.map((alert) => (
                <li key={alert.stock_alert_id}>
                  {alert.product_name} · {alert.color_name} · {alert.size_name} (desde{' '}
                  {formatDate(alert.created_at)})
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
        <AdminPanel title="Devoluciones">
          {detail.returns.length === 0 ? (
            <p>Sin devoluciones.</p>
          ) : (
            <ul className="admin-customer-list">
              {detail.returns.map((each) => (
                <li key={each.return_id}>
                  <Link href={`/devoluciones/${each.return_id}`}>Devolución #{each.return_id}</Link> del
                  pedido #{each.bill_id} · {RETURN_STATUS_LABEL[each.status]} · {formatDate(each.created_at)}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
    </section>
  );
}

/** The team's note: written whole and saved with who wrote it; the customer never sees it. */
function CustomerNoteForm({ customerId, detail }: { customerId: number; detail: AdminCustomerDetail }) {
  const save = useSaveCustomerNote(customerId);
  const [text, setText] = useState(detail.note);
  const [saved, setSaved] = useState({ by: detail.note_updated_by, at: detail.note_updated_at });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      const answer = await save.mutateAsync(text.trim());
      setText(answer.note);
      setSaved({ by: answer.note_updated_by, at: answer.note_updated_at });
      setDone(answer.message);
    } catch (failure) {
      setError(reasonOr(failure, 'No se pudo guardar la nota. Intenta de nuevo.'));
    }
  };

  return (
    <form className="admin-note-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>Lo que el equipo debe saber (el cliente no lo ve)</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={MAX_CUSTOMER_NOTE_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      {saved.by && saved.at ? (
        <p className="admin-hint">
          Última edición: {saved.by}, {formatDateTime(saved.at)}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      <button type="submit" className="button button-secondary" disabled={save.isPending}>
        Guardar nota
      </button>
    </form>
  );
}
