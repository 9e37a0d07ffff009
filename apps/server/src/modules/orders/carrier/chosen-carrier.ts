import type { bills } from '../tables';

/**
 * The carrier and service the shop sends with when an order names none: Estafeta's ground service, which
 * reaches every state from Chihuahua (Envia's codes).
 */
export const SHOP_CARRIER = { carrier: 'estafeta', service: 'ground' } as const;

/**
 * The carrier and service (Envia's codes) an order's label is bought with: the one the shopper chose at
 * checkout, the shop's own for an order that chose none (the flat rate when no carrier answered, or an
 * order from before carriers were quoted). The one place 'Generar guía' learns it.
 */
export function chosenCarrierOf(order: Pick<typeof bills.$inferSelect, 'chosenShipping'>): {
  carrier: string;
  service: string;
} {
  const chosen = order.chosenShipping;
  return chosen?.carrier && chosen.service
    ? { carrier: chosen.carrier, service: chosen.service }
    : SHOP_CARRIER;
}
