/** Where the storefront shows a product: the cards' and the cart's links, the sitemap, the e-mails, its head. */
export const PRODUCT_PAGES = '/product/';

/** The page of product `productId`; with `variantId` (ids start at 1), opened on that colour and size. */
export const productPagePath = (productId: number, variantId?: number): string =>
  `${PRODUCT_PAGES}${productId}${variantId ? `/${variantId}` : ''}`;
