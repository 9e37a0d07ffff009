import { formatCentavos, toCentavos } from '@store/money';
import { IMAGE_SIZES, pageTitle, productPagePath, SHOP_NAME, type ProductDetail } from '@store/contract';
import { shareImageUrl, type PageHead, type Site } from './page-head';
import { productStructuredData } from './product-structured-data';
import { shortDescription } from './short-description';

/**
 * The head of `/product/{id}` or `/product/{id}/{variantId}`. It describes what the page shows: the size
 * asked for, or, as the browser does, the first colour's first size; an unknown variant falls back the same way.
 */
export function productHead(
  site: Site,
  product: ProductDetail,
  variantId: number | undefined,
  reviews: object = {},
): PageHead {
  const askedColor = product.colors.find((color) =>
    color.sizes.some((size) => size.variant_id === variantId),
  );
  const chosenColor = askedColor ?? product.colors[0];
  const chosenSize =
    chosenColor?.sizes.find((size) => size.variant_id === variantId) ?? chosenColor?.sizes[0];
  const price = chosenSize?.discount.final_price ?? product.final_price;
  const picture = chosenColor?.main_image ?? product.colors.find((color) => color.main_image)?.main_image;
  // Every size of a product is one page to a search engine.
  const url = `${site.publicUrl}${productPagePath(product.product_id)}`;
  const written = product.description.replace(/\s+/g, ' ').trim();
  // The page says 'Sin descripción' for an empty one; a preview does better with what the product is.
  const description =
    written ||
    `${product.product_name} de ${product.brand_name} por ${formatCentavos(toCentavos(price))}. Original y nuevo, en ${SHOP_NAME}, Chihuahua, con envíos a todo México.`;
  return {
    statusCode: 200,
    title: pageTitle(product.product_name),
    description: shortDescription(description),
    socialTitle: product.product_name,
    kind: 'product',
    canonicalUrl: url,
    noindex: false,
    ...(picture ? { image: { url: shareImageUrl(site, picture), alt: product.product_name } } : {}),
    ...(picture
      ? {
          preloadImages: [{ name: picture, sizes: IMAGE_SIZES.productMain, fallbackWidth: 800 }],
          firstScreen: 'product',
        }
      : {}),
    price,
    structuredData: {
      ...productStructuredData(site, product, chosenColor, chosenSize, { url, description }),
      // Buyers' stars and words (reviews' `reviewStructuredData`): empty for a product without reviews.
      ...reviews,
    },
  };
}
