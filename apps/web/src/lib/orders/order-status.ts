import type { ShippingStatus } from '@store/contract';

/**
 * Paid and not cancelled: being prepared, on its way or delivered. Only these orders count as purchases
 * and have a tracking number to wait for; an order still waiting for its money, or whose money never
 * came, has neither.
 */
export const isPaidAndKept = (status: ShippingStatus): boolean =>
  status === 'En proceso' || status === 'enviado' || status === 'entregado';
