// The back-office's calls, imported as `@store/contract/admin`: kept out of the main index so that the
// browser's first chunk, which holds that index, never carries them.
export * from './staff';
export * from './catalog';
export * from './color-swatch';
export * from './orders';
export * from './order-refunds';
export * from './order-refundable';
export * from './content';
export * from './dashboard';
export * from './invoices';
export * from './returns';
export * from './synonyms';
export * from './promotions';
export * from './coupons';
export * from './packing';
export * from './messages';
export * from './customers';
export * from './reviews';
