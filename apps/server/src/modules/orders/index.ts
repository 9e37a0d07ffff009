/**
 * Orders, from the checkout to the doorstep: a checkout holds its units, the payment provider's word
 * makes it paid and turns it into an order, staff ship and deliver it or cancel it with a refund. It
 * owns payment_sessions, stock_reservations, payment_events, bills, bill_lines and bill_status_changes
 * (tables keep the older word "bills", as do the storefront's paths and fields). Every status change
 * follows the transition table in `lifecycle/transitions.ts`.
 *
 * Its folders: `checkout/` (the shopper's checkout, its held units, its expiry), `settlement/` (the
 * provider's word: the webhook, the order it makes, orders waiting for OXXO or SPEI money), `lifecycle/`
 * (the moves: shipping, cancel and refund, the order's e-mails), `carrier/` ('Generar guía', the
 * carrier's tracking webhooks, the parcel's steps on both order pages), `pickup/` (the store's counter: its
 * hours and ready time, the hand-over for the pick-up code), `returns/`, and `reads/` (what the shopper
 * and staff read, packing, exports, the day's sales).
 */
export { checkoutRoutes } from './checkout/checkout-routes';
export { shopperOrderRoutes } from './reads/shopper-order-routes';
export { BAD_SIGNATURE, WEBHOOK_PATH } from './settlement/webhook-route';
export { sweepOverdueSessions } from './checkout/expire-checkouts';
// How long a parcel takes to each state: the flat rate's estimate, which shipping falls back on.
export { COUNTRY_DELIVERY_DAYS, stateDelivery } from './checkout/delivery-days';
export { listOrders } from './reads/list-orders';
export { orderDetail } from './reads/order-detail';
export { changeShippingStatus } from './lifecycle/change-shipping-status';
// Labels bought through the shop and the carrier's tracking webhooks (decision 041).
export { generateLabel } from './carrier/generate-label';
export { correctTracking } from './carrier/correct-tracking';
export { undoDelivery } from './lifecycle/undo-delivery';
export { trackingWebhookRoute } from './carrier/tracking-webhook-route';
export { handOverPickup, TooManyPickupTriesError } from './pickup/hand-over';
export {
  cancelOrder,
  cancelWaitingOrder,
  type OrderRefund,
  type RefundListener,
} from './lifecycle/cancel-order';
export { recordRefundTransfer } from './lifecycle/record-refund-transfer';
export { refundOrder } from './lifecycle/refund-order';
export { returnOverpayment } from './lifecycle/return-balance';
export {
  approveReturn,
  listReturns,
  openReturnCounts,
  receiveReturn,
  refundReturn,
  rejectReturn,
  returnDetail,
  returnsByReason,
  shopperReturnRoutes,
  type OpenReturnCounts,
  type ProductReturnReason,
} from './returns';
export { resendOrderMessage, MESSAGE_NOT_FOUND } from './lifecycle/resend-order-message';
export { addOrderNote } from './notes/order-notes';
export {
  ordersAwaitingShipment,
  ordersToPrepareForPickup,
  salesOfShopDay,
  type DaySales,
} from './reads/sales-of-day';
// The catalogue is handed it to rank low stock by what sells.
export { unitsSoldPerVariantSql } from './reads/units-sold';
export { paidOrdersSince } from './reads/paid-orders-since';
// The metrics' order counters, read from the orders themselves.
export { orderCounts, type OrderCounts } from './reads/order-counts';
export { ordersPlacedBetween, type ExportedOrder } from './reads/orders-for-export';
export { ORDER_NOT_FOUND } from './lifecycle/order-status';
export {
  linesAwaitingShipment,
  orderToPack,
  type LineToPack,
  type OrderToPack,
} from './reads/orders-to-pack';
export { ordersOf } from './reads/shopper-orders';
// 'Clientes': what each customer's orders add up to, and one customer's orders and returns.
export {
  customerOrdersForStaff,
  ordersPerCustomerSql,
  type CustomerOrder,
  type CustomerReturn,
} from './customers/customer-orders';
// 'Tu carrito te espera': checkouts left unpaid, and the orders that followed a reminder.
export { firstPaidOrdersAfter, unpaidCheckouts, type UnpaidCheckout } from './customers/unpaid-checkouts';
// The catalogue's editor is handed it: a size an order or a checkout points at keeps its row.
export { soldVariants } from './reads/sold-variants';
export {
  ADDRESS_ERASED,
  forgetOrdersPersonalData,
  accountHeldBy,
  statusHistoriesOf,
} from './reads/shopper-data';
export {
  orderForInvoice,
  paidOrdersBetween,
  type InvoiceableOrder,
  type PaidOrderAmounts,
} from './reads/orders-for-invoices';
export {
  ORDER_TRANSITIONS,
  PAYMENT_SESSION_TRANSITIONS,
  type Mover,
  type PaymentSessionStatus,
} from './lifecycle/transitions';
// The back-office home's figures: the shop's last days, the top products, payment methods, what waits.
export { ordersAwaitingPayment, salesPerShopDay, type ShopDaySales } from './reads/sales-of-day';
export { openUnplacedTransfers } from './reads/unplaced-transfers';
export {
  SALES_PAYMENT_METHODS,
  salesByPaymentMethod,
  topSoldProducts,
  type PaymentMethodSales,
  type SalesPaymentMethod,
  type SoldProduct,
} from './reads/sales-report';
// What reviews need: a delivered purchase of the shopper, and the orders delivered in a window.
export {
  deliveredPurchase,
  ordersDeliveredBetween,
  type DeliveredOrder,
  type DeliveredPurchase,
} from './returns/delivered-purchases';
