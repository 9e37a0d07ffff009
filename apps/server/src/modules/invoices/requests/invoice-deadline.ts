import type { ShippingStatus } from '@store/contract';
import { lastDayOfShopMonth, shopClock } from '../../../lib/shop-day';
import type { InvoiceableOrder } from '../../orders';

export const GLOBAL_COVERED =
  'Este pedido ya entró en la factura global del mes, que la tienda emite por las compras sin factura, así que ya no puede facturarse a tu nombre. Si la necesitas, escríbenos.';

const UNPAID_REASONS: Partial<Record<ShippingStatus, string>> = {
  'Pendiente de pago': 'Podrás pedir tu factura en cuanto recibamos tu pago.',
  'Pago no recibido': 'Este pedido no se pagó, así que no lleva factura.',
  cancelado: 'Este pedido se canceló y se te reembolsó, así que no lleva factura.',
};

const longDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day (YYYY-MM-DD) as a shopper reads it: "30 de noviembre de 2026". */
export const dayText = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));

/**
 * Until when an order's invoice can be asked for (the last day of the month it was paid in, in the shop's
 * time zone: SAT expects a sale's invoice within its month) and, when it cannot be asked for now, why.
 */
export function invoiceWindow(
  order: InvoiceableOrder,
  now: Date = new Date(),
): { deadline: string | null; refusal: string | null } {
  if (!order.paid || !order.paidAt) {
    return {
      deadline: null,
      refusal: UNPAID_REASONS[order.status] ?? 'Este pedido aún no puede facturarse.',
    };
  }
  const deadline = lastDayOfShopMonth(order.paidAt);
  if (shopClock(now).day > deadline) {
    return {
      deadline,
      refusal: `El plazo para pedir la factura de este pedido terminó el ${dayText(deadline)}: la factura se pide dentro del mes en que se pagó la compra.`,
    };
  }
  return { deadline, refusal: null };
}
