import type { AdminOrderDetail, TeamRole } from '@store/contract/admin';
import { Route, Router } from 'wouter';
import { OrderDetailPage } from '../features/admin/orders/OrderDetailPage';
import { renderPage, stubApi } from './page';

export { ledgerRefund } from './orders';

/** An order paid by card in 6 meses sin intereses, still in the shop, as the back-office reads it. */
export const ADMIN_ORDER: AdminOrderDetail = {
  bill_id: 12,
  reference: 'NW-7K3M9Q2X',
  created_at: '2026-03-05T23:05:00.000Z',
  shipping_status: 'En proceso',
  fulfilment: 'delivery',
  shipping_choice: null,
  customer: { name: 'Ana Domínguez', email: 'ana@correo.test', phone_number: '+526141234567' },
  shipping_address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chihuahua',
  lines: [
    {
      product_id: 7,
      variant_id: 1000003,
      product_name: 'Bota vaquera Ariat',
      color_name: 'Café',
      size_name: '27',
      quantity: 2,
      price: 2499,
      discount_amount: 249.9,
      promotion_discount: 0,
      promotion_name: null,
      images: [],
    },
  ],
  summary: { subtotal: 4998, total_discount: 499.8, shipping_cost: 0, total_amount: 4498.2 },
  payment: {
    method: 'card',
    card_brand: 'visa',
    installment_months: 6,
    sat_payment_form: '04',
    card_last4: '4242',
    amount: 4498.2,
    refunded_at: null,
    refund_id: null,
    refund: null,
  },
  money: {
    financial_status: 'Pagado',
    charged: 4498.2,
    refunded: 0,
    refund_pending: 0,
    net: 4498.2,
    refunds: [],
    overpayment: null,
  },
  refundable: {
    total: 4498.2,
    shipping: 0,
    lines: [
      {
        order_line_id: 31,
        description: 'Bota vaquera Ariat · Café · 27',
        units: 2,
        paid: 4498.2,
        refunded_units: 0,
      },
    ],
    refunds_seen: 0,
  },
  payment_instructions: null,
  shipping: {
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    has_label: false,
    tracking_steps: null,
  },
  history: [],
  notes: [],
  messages: [],
};

/** The same order paid in cash at OXXO (SAT form 01), no card and no meses sin intereses. */
export const OXXO_ORDER: AdminOrderDetail = {
  ...ADMIN_ORDER,
  payment: {
    ...ADMIN_ORDER.payment,
    method: 'oxxo',
    card_brand: null,
    installment_months: null,
    sat_payment_form: '01',
    card_last4: null,
  },
};

/** /admin/pedidos/:id with `order` served, and whatever else `routes` answer, seen by an owner or staff. */
export function openAdminOrder(
  order: AdminOrderDetail,
  routes: Parameters<typeof stubApi>[0] = {},
  role: TeamRole = 'owner',
) {
  const fetchMock = stubApi({
    [`GET /api/admin/orders/${order.bill_id}`]: () => Response.json(order),
    ...routes,
  });
  renderPage(
    <Router base="/admin">
      <Route path="/pedidos/:orderId" component={OrderDetailPage} />
    </Router>,
    { at: `/admin/pedidos/${order.bill_id}`, role },
  );
  return fetchMock;
}
