/**
 * Orders, from the checkout to the doorstep: a checkout holds its units, the payment provider's word
 * makes it paid and turns it into an order, staff ship and deliver it or cancel it with a refund. It
 * owns payment_sessions, stock_reservations, payment_events, bills, bill_lines and bill_status_changes
 * (tables keep the older word "bills", as do the storefront's paths and fields). Every status change
 * follows the transition table in `transitions.ts`.
 */
export { checkoutRoutes } from './checkout-routes';
export { shopperOrderRoutes } from './shopper-order-routes';
export { BAD_SIGNATURE, WEBHOOK_PATH } from './webhook-route';
export { sweepOverdueSessions } from './expire-checkouts';
export { listOrders } from './list-orders';
export { orderDetail } from './order-detail';
export { changeShippingStatus } from './change-shipping-status';
export { cancelOrder, cancelWaitingOrder, type RefundListener } from './cancel-order';
export { recordRefundTransfer } from './record-refund-transfer';
export {
  approveReturn,
  listReturns,
  openReturnCounts,
  receiveReturn,
  refundReturn,
  rejectReturn,
  returnDetail,
  shopperReturnRoutes,
  type OpenReturnCounts,
} from './returns';
export { resendOrderMessage, MESSAGE_NOT_FOUND } from './resend-order-message';
export { ordersAwaitingShipment, salesOfShopDay, type DaySales } from './sales-of-day';
export { paidOrdersSince } from './paid-orders-since';
export { ordersPlacedBetween, type ExportedOrder } from './orders-for-export';
export { ORDER_NOT_FOUND } from './order-status';
export { linesAwaitingShipment, orderToPack, type LineToPack, type OrderToPack } from './orders-to-pack';
export { ordersOf } from './shopper-orders';
// The catalogue's editor is handed it: a size an order or a checkout points at keeps its row.
export { soldVariants } from './sold-variants';
export {
  ADDRESS_ERASED,
  forgetOrdersPersonalData,
  hasOrdersOnTheirWay,
  statusHistoriesOf,
} from './shopper-data';
export {
  orderForInvoice,
  paidOrdersBetween,
  type InvoiceableOrder,
  type PaidOrderAmounts,
} from './orders-for-invoices';
export {
  ORDER_TRANSITIONS,
  PAYMENT_SESSION_TRANSITIONS,
  type Mover,
  type PaymentSessionStatus,
} from './transitions';
// The back-office home's figures: the shop's last days, the top products, payment methods, what waits.
export { ordersAwaitingPayment, salesPerShopDay, type ShopDaySales } from './sales-of-day';
export {
  SALES_PAYMENT_METHODS,
  salesByPaymentMethod,
  topSoldProducts,
  type PaymentMethodSales,
  type SalesPaymentMethod,
  type SoldProduct,
} from './sales-report';
