import { orderPagePath } from '@store/contract';
import { Link } from 'wouter';
import { formatMoney } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { payBeforeText, unpaidText } from '../../lib/orders/payment-text';
import { useMyOrders } from '../../lib/orders/use-my-orders';
import { hasTracking, ShippingStatusBadge, TrackPackage } from './ShippingStatus';
import './orders.css';
import { TaxIncluded } from '../../lib/tax-included';

/** The profile's Compras tab: one card per order, newest first. */
export function OrderHistory() {
  const bills = useMyOrders();

  if (bills.isLoading) {
    return (
      <p className="page-loading" role="status">
        Cargando compras...
      </p>
    );
  }
  if (bills.isError) {
    return (
      <div className="orders-empty">
        <p>No pudimos cargar tus compras.</p>
        <button type="button" className="button button-secondary" onClick={() => void bills.refetch()}>
          Reintentar
        </button>
      </div>
    );
  }
  const list = bills.data ?? [];
  if (list.length === 0) return <p className="orders-empty">No hay pedidos registrados</p>;

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="visually-hidden">
        Mis compras
      </h2>
      <ol className="order-list">
        {list.map((bill) => (
          <li key={bill.bill_id}>
            <article className="order-card" aria-labelledby={`order-${bill.bill_id}`}>
              <header className="order-card-header">
                <h3 id={`order-${bill.bill_id}`}>Pedido #{bill.bill_id}</h3>
                <ShippingStatusBadge status={bill.shipping_status} />
              </header>
              <dl className="order-facts">
                <dt>Fecha</dt>
                <dd>
                  <time dateTime={bill.created_at}>{formatDateTime(bill.created_at)}</time>
                </dd>
                <dt>
                  Total
                  <TaxIncluded />
                </dt>
                <dd>{formatMoney(bill.total_amount)}</dd>
                <dt>{bill.fulfilment === 'pickup' ? 'Entrega' : 'Envío a'}</dt>
                <dd>{bill.shipping_address}</dd>
              </dl>
              {bill.payment_instructions ? (
                <p className="order-card-pay">
                  {payBeforeText(bill.payment_instructions)}{' '}
                  <Link to={orderPagePath(bill.bill_id)}>
                    Ver cómo pagar<span className="visually-hidden"> el pedido #{bill.bill_id}</span>
                  </Link>
                </p>
              ) : null}
              {bill.shipping_status === 'Pago no recibido' ? (
                <p className="order-card-note">{unpaidText(bill.payment.method)}</p>
              ) : null}
              <div className="order-actions">
                <Link className="button button-primary" to={orderPagePath(bill.bill_id)}>
                  Detalles de compra<span className="visually-hidden"> del pedido #{bill.bill_id}</span>
                </Link>
                {hasTracking(bill) ? <TrackPackage bill={bill} /> : null}
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
