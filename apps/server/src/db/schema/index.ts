// Every table of the shop, for Drizzle (its client and drizzle-kit's migrations). Each module owns and
// defines its own tables; code outside a module never imports them from here.
export * from '../../modules/catalog/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/locations/tables';
export * from '../../modules/addresses/tables';
export * from '../../modules/orders/tables';
export * from '../../modules/rate-limits/tables';
export * from '../../modules/audit/tables';
export * from '../../modules/mail/tables';
export * from '../../modules/invoices/tables';
export * from '../../modules/stock-alerts/tables';
export * from '../../modules/saved-lists/tables';
export * from '../../modules/promotions/tables';
export * from '../../modules/team/tables';
export * from '../../modules/ledger/tables';
export * from '../../modules/shipping/tables';
export * from '../../modules/coupons/tables';
export * from '../../modules/whatsapp/tables';
export * from '../../modules/customers/tables';
export * from '../../modules/cart-reminders/tables';
export * from '../../modules/fit/tables';
export * from '../../modules/reviews/tables';
