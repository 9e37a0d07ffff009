import type { bills } from '../tables';

/**
 * The carrier and service the shop sends with when an order names none: Estafeta's ground service, which
 * reaches every state from Chihuahua (Envia's codes).
 */
export const SHOP_CARRIER = { carrier: 'estafeta', service: 'ground' } as const;

/**
 * The carrier and service (Envia's codes) an order's label is bought with: the one the shopper chose at
 * checkout once orders keep it, the shop's own until then (and for orders from before). The one place
 * 'Generar guía' learns it.
 */
export function chosenCarrierOf(order: Pick<typeof bills.$inferSelect, 'id'>): {
  carrier: string;
  service: string;
} {
  void order;
  return SHOP_CARRIER;
}
