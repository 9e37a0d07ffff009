/**
 * Invoices (CFDI 4.0): a shopper's invoice for a paid order within its month, the owner's monthly global
 * invoice to PUBLICO EN GENERAL for every sale nobody invoiced, cancelling with SAT's motive, and the
 * shoppers' saved fiscal data. Issued through Facturapi's official SDK, aimed at Facturapi or at the local
 * stand-in (apps/stand-ins). It owns invoices, invoice_orders and fiscal_profiles.
 *
 * Its folders: `requests/` (the shopper's request, its routes and safeguards), `fiscal-data/`, `issuing/`
 * (issuing, the stalled-request sweep, the e-mail and its files), `global-invoice/` (the month's, and the
 * month's list), `cancelling/` (cancelling, and what a refund does to an invoice), `credit-notes/` (the
 * credit note, CFDI de egreso, of each refund of an invoiced order: queued, stamped, shown and mailed). The provider's port and
 * its Facturapi adapter sit at the root.
 */
export {
  checkFiscalRfc,
  RFC_CHECK_DIGIT,
  RFC_FORMAT,
  RFC_GENERIC,
  type CheckedRfc,
} from './fiscal-data/fiscal-rfc';
export { invoiceProvider } from './choose-invoice-provider';
export type { InvoiceProvider } from './invoice-provider';
export type { InvoicingDependencies } from './issuing/issue-invoice';
export { invoiceShopperRoutes, sendInvoiceFile } from './requests/shopper-routes';
export { invoiceEmailConfirmationRoutes } from './requests/email-confirmation-routes';
export { invoiceFile, invoiceMailAttachments } from './issuing/invoice-files';
export { issueGlobalInvoice } from './global-invoice/global-invoice';
export { cancelInvoice } from './cancelling/cancel-invoice';
export { monthInvoices } from './global-invoice/month-invoices';
export { resumeStalledInvoices } from './issuing/resume-stalled-invoices';
export { markOrderRefunded, onOrderRefunded, withdrawRefundedInvoices } from './cancelling/invoice-refunds';
export { invoiceNoticeOfOrder } from './cancelling/refund-notices';
export { fiscalProfilesOf, forgetFiscalProfiles } from './fiscal-data/fiscal-profiles';
export { invoiceUuidsOfOrders, standingInvoiceUuids } from './issuing/order-invoices';
export { includedIvaCents } from './issuing/invoice-items';
export { invoicesRequestedOnShopDay } from './requests/requested-today';
export { failedStampingCount, stampingBacklog, type StampingBacklog } from './issuing/failed-stamping';
export { issueCreditNoteForRefund, type SucceededRefund } from './credit-notes/queue-credit-note';
export { issueQueuedCreditNotes } from './credit-notes/issue-credit-notes';
export { withdrawUndoneCreditNotes } from './credit-notes/withdraw-credit-notes';
export { creditNoteFile, creditNoteMailAttachments } from './credit-notes/credit-note-files';
