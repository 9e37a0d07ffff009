import type { ShippingStatus } from '@store/contract';

/** Statuses as staff read them: the stored values are in lower case but for the first. */
export const STATUS_LABEL: Record<ShippingStatus, string> = {
  'En proceso': 'En proceso',
  enviado: 'Enviado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

const STATUS_CLASS: Record<ShippingStatus, string> = {
  'En proceso': 'admin-status-progress',
  enviado: 'admin-status-shipped',
  entregado: 'admin-status-delivered',
  cancelado: 'admin-status-cancelled',
};

export function OrderStatusBadge({ status }: { status: ShippingStatus }) {
  return <span className={`admin-status ${STATUS_CLASS[status]}`}>{STATUS_LABEL[status]}</span>;
}
