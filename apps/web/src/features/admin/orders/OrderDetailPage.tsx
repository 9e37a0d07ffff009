import { idParam, paymentMethodText } from '@store/contract';
import type { AdminOrderDetail } from '@store/contract/admin';
import { installmentText, isInstallmentMonths, toCentavos } from '@store/money';
import { useId } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError } from '../../../lib/api';
import { formatCentavos, formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { useOrder } from './api/get-order';
import { OrderStatusBadge, STATUS_LABEL } from './order-status';
import { MessagesPanel } from './MessagesPanel';
import { NoteForm } from './NoteForm';
import { PendingPaymentPanel } from './PendingPaymentPanel';
import { refundSummary } from './refund-summary';
import { RefundOrderButton } from './RefundOrder';
import { useIsOwner } from '../role';
import { OrderOverpayment } from './ReturnBalance';
import { ShippingPanel } from './ShippingPanel';
import './orders.css';
import { AdminPanel } from '../AdminPanel';

const billIdParam = idParam('orderId');

/** `/admin/pedidos/:orderId`: one order with its lines, address, payment, shipping, history and e-mails. */
export function OrderDetailPage() {
  const { orderId } = useParams();
  const parsed = billIdParam.safeParse(orderId ?? '');
  const id = parsed.success ? parsed.data : null;
  const order = useOrder(id);
  usePageTitle(id === null ? 'Pedido' : `Pedido ${id}`);

  const notFound = id === null || (order.error instanceof ApiError && order.error.status === 404);
  if (notFound) {
    return (
      <div className="admin-message">
        <h1>No encontramos este pedido</h1>
        <p>
          <Link href="/pedidos">Volver a Pedidos</Link>
        </p>
      </div>
    );
  }
  if (order.isError) {
    return <AdminLoadError message="No pudimos cargar el pedido." onRetry={() => void order.refetch()} />;
  }
  if (!order.data) {
    return <p role="status">Cargando pedido...</p>;
  }
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <p>
        <Link href="/pedidos">← Pedidos</Link>
      </p>
      <header className="admin-order-header">
        <h1 id={titleId}>Pedido {order.bill_id}</h1>
        <OrderStatusBadge status={order.shipping_status} />
        <Link href={`/pedidos/${order.bill_id}/empaque`} className="button button-secondary">
          Imprimir hoja de empaque
        </Link>
      </header>
      {order.invoice_notice ? (
        <p className="admin-invoice-notice">
          {order.invoice_notice} <Link href="/facturas">Ver en Facturas</Link>
        </p>
      ) : null}
      <div className="admin-order-grid">
        <div>
          <Lines order={order} />
          <AdminPanel title="Cliente y dirección">
            <dl className="admin-facts">
              <dt>Cliente</dt>
              <dd>{order.customer.name}</dd>
              <dt>Correo</dt>
              <dd>
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              </dd>
              <dt>Teléfono</dt>
              <dd>
                {order.customer.phone_number ? (
                  <a href={`tel:${order.customer.phone_number}`}>{order.customer.phone_number}</a>
                ) : (
                  'Sin teléfono'
                )}
              </dd>
              <dt>{order.fulfilment === 'pickup' ? 'Entrega' : 'Envío a'}</dt>
              <dd>{order.shipping_address}</dd>
              {order.shipping_choice ? (
                <>
                  <dt>Paquetería</dt>
                  <dd>
                    {order.shipping_choice.carrier} {order.shipping_choice.service}
                  </dd>
                  <dt>Entrega prometida</dt>
                  <dd>{order.shipping_choice.arrives_text}</dd>
                </>
              ) : null}
            </dl>
          </AdminPanel>
          {order.payment_instructions ? (
            <PendingPaymentPanel instructions={order.payment_instructions} />
          ) : null}
          <Payment order={order} />
        </div>
        <div>
          <ShippingPanel order={order} />
          <History order={order} />
          <MessagesPanel order={order} />
        </div>
      </div>
    </article>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  return (
    <AdminPanel title="Productos">
      <div className="admin-orders-scroll" tabIndex={0} role="region" aria-label="Productos del pedido">
        <table className="admin-table admin-table-cards">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Color</th>
              <th scope="col">Talla</th>
              <th scope="col" className="admin-number">
                Cantidad
              </th>
              <th scope="col" className="admin-number">
                Precio
              </th>
              <th scope="col" className="admin-number">
                Importe
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const unitCents = toCentavos(line.price) - toCentavos(line.discount_amount);
              return (
                <tr key={`${line.variant_id}-${line.product_id}-${line.size_name}`}>
                  <td>{line.product_name}</td>
                  <td data-label="Color">{line.color_name}</td>
                  <td data-label="Talla">{line.size_name}</td>
                  <td className="admin-number" data-label="Cantidad">
                    {line.quantity}
                  </td>
                  <td className="admin-number" data-label="Precio">
                    {line.discount_amount > 0 ? (
                      <>
                        <del>
                          <span className="visually-hidden">Precio original: </span>
                          {formatMoney(line.price)}
                        </del>{' '}
                      </>
                    ) : null}
                    {formatCentavos(unitCents)}
                  </td>
                  <td className="admin-number" data-label="Importe">
                    {line.promotion_discount > 0 ? (
                      <span className="admin-hint">
                        {line.promotion_name ?? 'Promoción'}: −{formatMoney(line.promotion_discount)}
                        <br />
                      </span>
                    ) : null}
                    {formatCentavos(unitCents * line.quantity - toCentavos(line.promotion_discount))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </AdminPanel>
  );
}

function Payment({ order }: { order: AdminOrderDetail }) {
  const { payment, summary } = order;
  // Money going back is an owner's step; the server refuses it to staff anyway.
  const owner = useIsOwner();
  return (
    <AdminPanel title="Pago">
      <dl className="admin-facts">
        <dt>Referencia</dt>
        <dd>{order.reference}</dd>
        <dt>Fecha</dt>
        <dd>
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </dd>
        <dt>Forma de pago</dt>
        <dd>{paymentMethodText(payment, payment.card_last4)}</dd>
        {payment.installment_months !== null && isInstallmentMonths(payment.installment_months) ? (
          <>
            <dt>Meses sin intereses</dt>
            <dd>{installmentText(toCentavos(summary.total_amount), payment.installment_months)}</dd>
          </>
        ) : null}
        <dt>Forma de pago SAT</dt>
        <dd>{payment.sat_payment_form}</dd>
        <dt>Subtotal</dt>
        <dd>{formatMoney(summary.subtotal)}</dd>
        <dt>Descuento</dt>
        <dd>{summary.total_discount > 0 ? `−${formatMoney(summary.total_discount)}` : formatMoney(0)}</dd>
        <dt>Envío</dt>
        <dd>{summary.shipping_cost > 0 ? formatMoney(summary.shipping_cost) : 'Gratis'}</dd>
        {/* Nothing is charged before the money of an OXXO voucher or a SPEI transfer arrives. */}
        <dt>
          {order.payment_instructions || order.shipping_status === 'Pago no recibido'
            ? 'Total'
            : 'Total cobrado'}
        </dt>
        <dd>
          <strong>{formatMoney(summary.total_amount)}</strong>
        </dd>
        {order.money.financial_status ? (
          <>
            <dt>Estado del pago</dt>
            <dd>{order.money.financial_status}</dd>
          </>
        ) : null}
        {order.money.refunded > 0 ? (
          <>
            <dt>Reembolsado</dt>
            <dd>{formatMoney(order.money.refunded)}</dd>
            <dt>Neto</dt>
            <dd>{formatMoney(order.money.net)}</dd>
          </>
        ) : null}
        <dt>Reembolso</dt>
        {/* Each refund takes a line of its own, under its label, however narrow the panel. */}
        <dd className={order.money.refunds.length === 0 ? undefined : 'admin-facts-wide'}>
          {order.money.refunds.length === 0 ? (
            'Sin reembolso'
          ) : (
            <ul className="admin-order-refunds" aria-label="Reembolsos">
              {order.money.refunds.map((refund) => (
                <li key={refund.requested_at + refund.amount}>{refundSummary(refund, order.payment)}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {owner ? <RefundOrderButton order={order} /> : null}
      <OrderOverpayment order={order} />
    </AdminPanel>
  );
}

/** Who moved an order, as the server records it: a staff member's e-mail, or one of the shop's own. */
const MOVERS: Record<string, string> = {
  'payment provider': 'pasarela de pago',
  sweeper: 'revisión de pagos vencidos',
  shopper: 'cliente',
  carrier: 'paquetería (aviso de rastreo)',
};

/**
 * An order paid at once starts 'En proceso'; one paid later (OXXO, SPEI) starts 'Pendiente de pago' and
 * its payment, or its lapse, is a step of the history.
 */
const startedAwaitingPayment = (order: AdminOrderDetail) =>
  order.shipping_status === 'Pendiente de pago' ||
  order.history.some((change) => change.status === 'En proceso' || change.status === 'Pago no recibido');

function History({ order }: { order: AdminOrderDetail }) {
  // Notes join the steps by time; a step keeps its place among the steps (the one before it matters).
  const entries = [
    ...order.history.map((change, index) => ({ at: change.changed_at, change, index })),
    ...order.notes.map((note) => ({ at: note.written_at, note })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <AdminPanel title="Historial">
      <ol className="admin-history">
        <li>
          {startedAwaitingPayment(order)
            ? `Apartado · ${STATUS_LABEL['Pendiente de pago']}`
            : `Pagado · ${STATUS_LABEL['En proceso']}`}
          <span className="admin-history-meta">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </span>
        </li>
        {entries.map((entry) =>
          'note' in entry ? (
            <li key={`nota-${entry.note.id}`} className="admin-history-note">
              <span className="admin-history-note-text">Nota: {entry.note.text}</span>
              <span className="admin-history-meta">
                <time dateTime={entry.note.written_at}>{formatDateTime(entry.note.written_at)}</time> ·{' '}
                {entry.note.written_by}
              </span>
            </li>
          ) : (
            <StatusStep
              key={`${entry.change.status}-${entry.at}-${entry.index}`}
              order={order}
              index={entry.index}
            />
          ),
        )}
      </ol>
      <NoteForm order={order} />
    </AdminPanel>
  );
}

function StatusStep({ order, index }: { order: AdminOrderDetail; index: number }) {
  const change = order.history[index]!;
  return (
    <li>
      {change.status === 'En proceso' ? 'Pagado · ' : ''}
      {/* The one way back (decision 046): a delivery marked by mistake, taken back. */}
      {change.status === 'enviado' && order.history[index - 1]?.status === 'entregado'
        ? 'Entrega deshecha · '
        : ''}
      {STATUS_LABEL[change.status]}
      {change.status === 'entregado' && order.fulfilment === 'pickup' ? ' en tienda' : ''}
      {change.status === 'enviado' && change.carrier
        ? ` con ${change.carrier}, guía ${change.tracking_number ?? ''}`
        : ''}
      <span className="admin-history-meta">
        <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time> ·{' '}
        {MOVERS[change.changed_by] ?? change.changed_by}
      </span>
    </li>
  );
}
