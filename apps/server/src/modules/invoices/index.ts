/**
 * Invoices (CFDI 4.0): for now the check of the RFC a shopper gives for one, and the local stand-in for
 * Facturapi that issues them where Facturapi is not configured. The rest of issue 19 (the request, the
 * provider's wiring, the owner's 'Facturas') grows here.
 */
export { checkFiscalRfc, RFC_CHECK_DIGIT, RFC_FORMAT, RFC_GENERIC, type CheckedRfc } from './fiscal-rfc';
export { DEV_FACTURAPI_KEY, DEV_FACTURAPI_PREFIX, devFacturapi } from './dev-facturapi/dev-facturapi';
