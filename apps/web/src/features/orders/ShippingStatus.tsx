import { SHIPPING_STATUS_LABELS, type Bill, type ShippingStatus } from '@store/contract';

/** Each status has its own look, so a shopper sees at a glance where an order is. */
const STYLE: Record<ShippingStatus, string> = {
  'Pendiente de pago': 'shipping-status-awaiting',
  'En proceso': 'shipping-status-progress',
  enviado: 'shipping-status-shipped',
  'Listo para recoger': 'shipping-status-ready',
  entregado: 'shipping-status-delivered',
  cancelado: 'shipping-status-cancelled',
  'Pago no recibido': 'shipping-status-unpaid',
};

export function ShippingStatusBadge({ status }: { status: ShippingStatus }) {
  return <span className={`shipping-status ${STYLE[status]}`}>{SHIPPING_STATUS_LABELS[status]}</span>;
}

/** Whether an order has a package to follow: shipped, or delivered, with its tracking number. */
export const hasTracking = (bill: Bill): boolean =>
  bill.shipping_status === 'enviado' || bill.shipping_tracking_number !== null;

/**
 * 'Rastrear paquete': the carrier's tracking page in a new tab whenever it is known, a delivered order's
 * included (to check when and where it was left); until then a disabled button.
 */
export function TrackPackage({ bill }: { bill: Bill }) {
  if (bill.tracking_url) {
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
