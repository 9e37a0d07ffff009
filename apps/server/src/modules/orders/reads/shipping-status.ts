import { SHIPPING_STATUSES, type ShippingStatus } from '@store/contract';

export const isShippingStatus = (value: string): value is ShippingStatus =>
  (SHIPPING_STATUSES as readonly string[]).includes(value);

/** A status read back from raw SQL; the table's check constraint allows no other. */
export function asShippingStatus(value: string): ShippingStatus {
  if (!isShippingStatus(value)) throw new Error(`Estado de pedido desconocido: ${value}`);
  return value;
}
