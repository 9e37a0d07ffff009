import type { DashboardResponse, UnplacedTransfer } from '@store/contract/admin';
import { Link } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { useIsOwner } from '../role';
import { count } from './dashboard-words';

const orders = (status: string) => `/pedidos?status=${encodeURIComponent(status)}`;
const returns = (status: string) => `/devoluciones?status=${status}`;

/** What waits on the shop, each figure a link to the page where it is done. */
export function ToDoList({ data }: { data: DashboardResponse }) {
  // Invoices are the owners' page: staff are not sent where they would read 'Solo para dueños'.
  const owner = useIsOwner();
  const items = [
    {
      label: 'Pagos pendientes (OXXO y SPEI)',
      value: data.awaiting_payment,
      href: orders('Pendiente de pago'),
    },
    { label: 'Por enviar', value: data.awaiting_shipment, href: orders('En proceso') },
    // A pick-up is never shipped: it is prepared at the counter, so it is counted apart. The list shows
    // 'En proceso' orders of both kinds; its pick list ('Lista de surtido') names each one's way.
    {
      label: 'Por preparar para recoger en tienda',
      value: data.to_prepare_for_pickup,
      href: '/empaque',
    },
    { label: 'Devoluciones por revisar', value: data.returns.requested, href: returns('solicitada') },
    { label: 'Devoluciones por recibir', value: data.returns.to_receive, href: returns('aprobada') },
    { label: 'Devoluciones por reembolsar', value: data.returns.to_refund, href: returns('recibida') },
    ...(owner
      ? [
          { label: 'Facturas solicitadas hoy', value: data.invoices_requested_today, href: '/facturas' },
          { label: 'Facturas con error al timbrar', value: data.invoices_failed, href: '/facturas' },
        ]
      : []),
    // 'Mensajes' opened on the failed ones, where each is sent again ('Reenviar'), to the same address or another.
    {
      label: 'Correos que no se pudieron enviar',
      value: data.emails_failed,
      href: '/mensajes?state=fallido',
    },
  ];
  return (
    <section className="admin-to-do" aria-labelledby="admin-to-do-title">
      <h2 id="admin-to-do-title">Por atender</h2>
      <ul className="admin-to-do-list">
        {items.map((item) => {
          const className = item.value > 0 ? 'admin-to-do-item waiting' : 'admin-to-do-item';
          return (
            <li key={item.label}>
              <Link href={item.href} className={className}>
                <span className="admin-to-do-label">{item.label}</span>
                <span className="admin-to-do-value">{count.format(item.value)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {data.unplaced_transfers.length > 0 ? <UnplacedTransfers transfers={data.unplaced_transfers} /> : null}
    </section>
  );
}

/**
 * SPEI transfers the shop could not place (no order's reference, no order of the shopper waiting): still
 * in the shopper's balance at the payment provider, no order's, until someone gives them back there.
 */
function UnplacedTransfers({ transfers }: { transfers: UnplacedTransfer[] }) {
  return (
    <section className="admin-unplaced" aria-labelledby="admin-unplaced-title">
      <h3 id="admin-unplaced-title">Transferencias SPEI sin pedido</h3>
      <p>
        Llegaron a la CLABE de un cliente sin la referencia de un pedido, y ningún pedido suyo esperaba pago:
        ningún pedido las tomó y siguen en su saldo en la pasarela de pago. Pregúntale al cliente para qué era
        y devuélvesela desde el panel de Stripe, en el saldo en efectivo del cliente; la tienda no la aplica a
        un pedido nuevo. En cuanto el dinero sale de su saldo, deja de aparecer aquí.
      </p>
      <ul className="admin-unplaced-list">
        {transfers.map((transfer) => (
          <li key={`${transfer.received_at}-${transfer.amount}`}>
            <strong>{formatMoney(transfer.amount)}</strong> ·{' '}
            <time dateTime={transfer.received_at}>{formatDateTime(transfer.received_at)}</time> ·{' '}
            {transfer.customer
              ? `${transfer.customer.name} (${transfer.customer.email})`
              : 'Cliente desconocido'}
          </li>
        ))}
      </ul>
    </section>
  );
}
