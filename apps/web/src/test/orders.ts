import type { Bill, BillDetail } from '@store/contract';

/** An order as the server answers it, for the orders' tests. */
export const billDetail = (overrides: Partial<BillDetail> = {}): BillDetail => ({
  product_id: 7,
  variant_id: 1000003,
  product_name: 'Bota vaquera Ariat',
  color_name: 'Café',
  size_name: '27',
  quantity: 1,
  price: 2499,
  discount_amount: 0,
  images: ['bota-7-cafe-1.webp'],
  ...overrides,
});

export const bill = (overrides: Partial<Bill> = {}): Bill => ({
  bill_id: 12,
  reference: 'NW-000012',
  created_at: '2026-03-05T23:05:00.000Z',
  total_amount: 2698,
  shipping_status: 'En proceso',
  shipping_address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chihuahua',
  shipping_last4: '4242',
  payment: { method: 'card', card_brand: 'visa', installment_months: null },
  shipping_cost: 199,
  shipping_carrier: null,
  shipping_tracking_number: null,
  tracking_url: null,
  summary: { subtotal: 2499, total_discount: 0, discounted_amount: 2499, total_amount: 2698 },
  bill_details: [billDetail()],
  ...overrides,
});
