import { FULFILMENTS, SHIPPING_STATUSES, type Fulfilment, type ShippingStatus } from '@store/contract';

export const isShippingStatus = (value: string): value is ShippingStatus =>
  (SHIPPING_STATUSES as readonly string[]).includes(value);

/** A status read back from raw SQL; the table's check constraint allows no other. */
export function asShippingStatus(value: string): ShippingStatus {
  if (!isShippingStatus(value)) throw new Error(`Estado de pedido desconocido: ${value}`);
  return value;
}

/** A way of fulfilment read back from raw SQL; the table's check constraint allows no other. */
export function asFulfilment(value: string): Fulfilment {
  const known = FULFILMENTS.find((fulfilment) => fulfilment === value);
  if (!known) throw new Error(`Forma de entrega desconocida: ${value}`);
  return known;
}
