/**
 * Invoices (CFDI 4.0): for now the check of the RFC a shopper gives for one. The rest of issue 19 (the
 * request, the provider and its local stand-in, the owner's 'Facturas') grows here.
 */
export { checkFiscalRfc, RFC_CHECK_DIGIT, RFC_FORMAT, RFC_GENERIC, type CheckedRfc } from './fiscal-rfc';
