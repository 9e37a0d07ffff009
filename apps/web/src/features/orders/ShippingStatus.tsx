import { SHIPPING_STATUS_LABELS, type Bill, type ShippingStatus } from '@store/contract';

/** Each status has its own look, so a shopper sees at a glance where an order is. */
const STYLE: Record<ShippingStatus, string> = {
  'Pendiente de pago': 'shipping-status-awaiting',
  'En proceso': 'shipping-status-progress',
  enviado: 'shipping-status-shipped',
  entregado: 'shipping-status-delivered',
  cancelado: 'shipping-status-cancelled',
  'Pago no recibido': 'shipping-status-unpaid',
};

export function ShippingStatusBadge({ status }: { status: ShippingStatus }) {
  return <span className={`shipping-status ${STYLE[status]}`}>{SHIPPING_STATUS_LABELS[status]}</span>;
}

/**
 * 'Rastrear paquete': the carrier's tracking page in a new tab once the order is on its way and the
 * carrier's page is known; until then a disabled button.
 */
export function TrackPackage({ bill }: { bill: Bill }) {
  if (bill.shipping_status === 'enviado' && bill.tracking_url) {
    return (
      <a
        className="button button-secondary"
        href={bill.tracking_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Rastrear paquete
        <span className="visually-hidden"> del pedido #{bill.bill_id} (abre una pestaña nueva)</span>
      </a>
    );
  }
  return (
    <button type="button" className="button button-secondary" disabled>
      Rastrear paquete
    </button>
  );
}
