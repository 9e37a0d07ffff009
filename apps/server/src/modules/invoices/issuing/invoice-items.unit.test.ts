import { describe, expect, it } from 'vitest';
import type { InvoiceableOrder } from '../../orders';
import { orderInvoiceItems, SHIPPING_SAT_PRODUCT_KEY } from './invoice-items';

const order = (shippingCarrier: string | null): InvoiceableOrder => ({
  orderId: 12,
  userId: 3,
  reference: 'NW-000012',
  status: 'En proceso',
  paid: true,
  paidAt: new Date('2026-12-02T18:00:00Z'),
  satPaymentForm: '04',
  shippingCents: 189_00,
  shippingCarrier,
  totalCents: 998_10,
  lines: [
    {
      productId: 5,
      variantId: 1_000_001,
      productName: 'Cinto piel',
      colorName: 'Café',
      sizeName: '34',
      quantity: 1,
      unitPriceCents: 899_00,
      unitDiscountCents: 89_90,
      promotionDiscountCents: 0,
    },
  ],
});

describe('the invoice’s shipping concept', () => {
  it('names the carrier the shopper chose beside today’s concept', () => {
    const shipping = orderInvoiceItems(order('Estafeta Terrestre'), new Map()).at(-1);
    expect(shipping).toMatchObject({
      description: 'Envío a domicilio (Estafeta Terrestre)',
      productKey: SHIPPING_SAT_PRODUCT_KEY,
      quantity: 1,
    });
  });

  it('keeps today’s concept for the shop’s flat rate', () => {
    const shipping = orderInvoiceItems(order(null), new Map()).at(-1);
    expect(shipping).toMatchObject({
      description: 'Envío a domicilio',
      productKey: SHIPPING_SAT_PRODUCT_KEY,
    });
  });
});
