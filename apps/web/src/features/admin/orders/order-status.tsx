import { SHIPPING_STATUS_LABELS, type ShippingStatus } from '@store/contract';

/** Statuses as staff read them: the shop's one set of words (the shopper's pages and the orders CSV too). */
export const STATUS_LABEL: Record<ShippingStatus, string> = SHIPPING_STATUS_LABELS;

const STATUS_CLASS: Record<ShippingStatus, string> = {
  'Pendiente de pago': 'admin-status-awaiting',
  'En proceso': 'admin-status-progress',
  enviado: 'admin-status-shipped',
  'Listo para recoger': 'admin-status-ready',
  entregado: 'admin-status-delivered',
  cancelado: 'admin-status-cancelled',
  'Pago no recibido': 'admin-status-unpaid',
};

export function OrderStatusBadge({ status }: { status: ShippingStatus }) {
  return <span className={`admin-status ${STATUS_CLASS[status]}`}>{STATUS_LABEL[status]}</span>;
}
