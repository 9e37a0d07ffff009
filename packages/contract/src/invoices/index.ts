/**
 * What invoices (CFDI 4.0) share between the storefront and the server: SAT's catalogues of régimen
 * fiscal and uso del CFDI and which fits which, and the shopper's calls. A subpath of its own, so the
 * shoppers' first chunk never carries them.
 */
export * from './sat-catalogues';
export * from './requests';
export * from './responses';
