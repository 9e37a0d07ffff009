/**
 * A new variant's SKU: the product and colour ids make it unique for good (a colour's name may change,
 * its id does not), and the letters P and C keep it apart from the demo catalogue's `NW-3-12-1-265`.
 */
export const skuFor = (productId: number, colorId: number, sizeName: string): string =>
  `NW-P${productId}-C${colorId}-${sizeName.replace(/[^0-9A-Za-z]/g, '').toUpperCase()}`;
