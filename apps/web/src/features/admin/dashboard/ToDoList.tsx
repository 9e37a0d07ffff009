import type { DashboardResponse } from '@store/contract/admin';
import { Link } from 'wouter';
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
    { label: 'Devoluciones por revisar', value: data.returns.requested, href: returns('solicitada') },
    { label: 'Devoluciones por recibir', value: data.returns.to_receive, href: returns('aprobada') },
    { label: 'Devoluciones por reembolsar', value: data.returns.to_refund, href: returns('recibida') },
    ...(owner
      ? [{ label: 'Facturas solicitadas hoy', value: data.invoices_requested_today, href: '/facturas' }]
      : []),
  ];
  return (
    <section className="admin-to-do" aria-labelledby="admin-to-do-title">
      <h2 id="admin-to-do-title">Por atender</h2>
      <ul className="admin-to-do-list">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              href={item.href}
              className={item.value > 0 ? 'admin-to-do-item waiting' : 'admin-to-do-item'}
            >
              <span className="admin-to-do-label">{item.label}</span>
              <span className="admin-to-do-value">{count.format(item.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
