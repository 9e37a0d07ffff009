/**
 * Invoices (CFDI 4.0): a shopper's invoice for a paid order within its month, the owner's monthly global
 * invoice to PUBLICO EN GENERAL for every sale nobody invoiced, cancelling with SAT's motive, and the
 * shoppers' saved fiscal data. Issued through Facturapi's official SDK, aimed at Facturapi or at the local
 * stand-in (apps/stand-ins). It owns invoices, invoice_orders and fiscal_profiles.
 */
export { checkFiscalRfc, RFC_CHECK_DIGIT, RFC_FORMAT, RFC_GENERIC, type CheckedRfc } from './fiscal-rfc';
export { invoiceProvider } from './choose-invoice-provider';
export type { InvoiceProvider } from './invoice-provider';
export type { InvoicingDependencies } from './issue-invoice';
export { invoiceShopperRoutes, sendInvoiceFile } from './shopper-routes';
export { invoiceEmailConfirmationRoutes } from './email-confirmation-routes';
export { invoiceFile, invoiceMailAttachments } from './invoice-files';
export { issueGlobalInvoice } from './global-invoice';
export { cancelInvoice } from './cancel-invoice';
export { monthInvoices } from './month-invoices';
export { resumeStalledInvoices } from './resume-stalled-invoices';
export { markOrderRefunded, withdrawRefundedInvoices } from './invoice-refunds';
export { invoiceNoticeOfOrder } from './refund-notices';
export { fiscalProfilesOf, forgetFiscalProfiles } from './fiscal-profiles';
export { invoiceUuidsOfOrders, standingInvoiceUuids } from './order-invoices';
export { includedIvaCents } from './invoice-items';
export { invoicesRequestedOnShopDay } from './requested-today';
