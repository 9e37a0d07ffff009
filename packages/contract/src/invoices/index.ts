/**
 * What invoices (CFDI 4.0) share between the storefront and the server: SAT's catalogues of régimen
 * fiscal and uso del CFDI and which fits which. A subpath of its own, so the shoppers' first chunk never
 * carries them.
 */
export * from './sat-catalogues';
