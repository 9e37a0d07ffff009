export { toCentavos, toPesos, type Centavos } from './units';
export { formatCentavos } from './format';
export { finalPriceCents, unitDiscountCents, MAX_DISCOUNT_PERCENTAGE } from './unit-price';
export { shippingCents, type ShippingRule } from './shipping';
export { orderTotals, type PricedLine, type OrderTotals } from './order-totals';
