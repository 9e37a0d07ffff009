import { SHOP_NAME, type ColorOption, type ProductDetail, type SizeOption } from '@store/contract';
import { shareImageUrl, type Site } from './page-head';

// Google shows one picture and reads a handful; a product with many colours need not list them all.
const MAX_IMAGES = 10;

/*
 * Boot and shoe sizes are Mexican sizes (the foot's length in cm) and hat sizes the head's circumference in
 * cm, as shops in Mexico sell them: schema.org's WearableSizeSystemMX, which Google's merchant listings
 * read as 'MX'. Clothing letters and waist sizes are left out rather than declared in a system they may
 * not match; one size has nothing to declare.
 */
const MEXICAN_SIZE_SYSTEMS: ReadonlySet<ProductDetail['size_system']> = new Set(['boot_mx', 'hat']);

/** The schema.org `size` of the size the page shows, when the shop's sizes are Mexican sizes. */
function sizeSpecification(product: ProductDetail, size: SizeOption | undefined) {
  if (!size || !MEXICAN_SIZE_SYSTEMS.has(product.size_system)) return {};
  return {
    size: {
      '@type': 'SizeSpecification',
      name: size.size_name,
      sizeSystem: 'https://schema.org/WearableSizeSystemMX',
    },
  };
}

/**
 * The schema.org `Product` of a product page: search engines read its name, pictures, brand and price
 * from here. Prices are the sizes' final prices (discount applied), in pesos with IVA. The size is the one
 * the page shows (the one in the address, or the first).
 */
export function productStructuredData(
  site: Site,
  product: ProductDetail,
  chosenColor: ColorOption | undefined,
  chosenSize: SizeOption | undefined,
  page: { url: string; description: string },
): object {
  const colors = chosenColor
    ? [chosenColor, ...product.colors.filter((color) => color !== chosenColor)]
    : product.colors;
  const images = [...new Set(colors.flatMap((color) => color.images))]
    .slice(0, MAX_IMAGES)
    .map((image) => shareImageUrl(site, image));
  const sizes = product.colors.flatMap((color) => color.sizes);
  const prices = sizes.length > 0 ? sizes.map((size) => size.discount.final_price) : [product.final_price];
  const lowPrice = Math.min(...prices);
  const highPrice = Math.max(...prices);
  const common = {
    priceCurrency: 'MXN',
    availability: sizes.some((size) => size.stock > 0)
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock',
    // The shop sells only new, original goods (its own promise on every page).
    itemCondition: 'https://schema.org/NewCondition',
    url: page.url,
    seller: { '@type': 'Organization', name: SHOP_NAME },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description: page.description,
    image: images,
    brand: { '@type': 'Brand', name: product.brand_name },
    category: product.department_name,
    url: page.url,
    ...sizeSpecification(product, chosenSize),
    offers:
      lowPrice === highPrice
        ? { '@type': 'Offer', price: lowPrice, ...common }
        : { '@type': 'AggregateOffer', lowPrice, highPrice, offerCount: sizes.length, ...common },
  };
}
