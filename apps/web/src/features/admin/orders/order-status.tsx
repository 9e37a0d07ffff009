import type { ShippingStatus } from '@store/contract';

/** Statuses as staff read them: the stored values are in lower case but for the first. */
export const STATUS_LABEL: Record<ShippingStatus, string> = {
  'Pendiente de pago': 'Pendiente de pago',
  'En proceso': 'En proceso',
  enviado: 'Enviado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
  'Pago no recibido': 'Pago no recibido',
};

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
