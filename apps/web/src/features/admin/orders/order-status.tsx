import type { ShippingStatus } from '@store/contract';
import { STAFF_STATUS_LABELS } from '@store/contract/admin';

/** Statuses as staff read them, the same words as the orders CSV (the contract keeps them). */
export const STATUS_LABEL: Record<ShippingStatus, string> = STAFF_STATUS_LABELS;

const STATUS_CLASS: Record<ShippingStatus, string> = {
  'Pendiente de pago': 'admin-status-awaiting',
  'En proceso': 'admin-status-progress',
  enviado: 'admin-status-shipped',
  entregado: 'admin-status-delivered',
  cancelado: 'admin-status-cancelled',
  'Pago no recibido': 'admin-status-unpaid',
};

export function OrderStatusBadge({ status }: { status: ShippingStatus }) {
  return <span className={`admin-status ${STATUS_CLASS[status]}`}>{STATUS_LABEL[status]}</span>;
}
