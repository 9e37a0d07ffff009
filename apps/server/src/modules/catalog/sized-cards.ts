import type { ListingSize } from '@store/contract';
import { sql, type SQL } from 'drizzle-orm';
import { col, jsonRows, rowShape } from '../../db/rows';
import { colorMainImage } from './color-main-image';
import type { PricedVariant } from './to-list-item';

/*
 * 'Mi talla' (decision 044): a card found for a size opens its product in that size, so that a shopper who
 * chose 27 is not shown, and does not buy, the 25 the card would otherwise open. The card becomes its
 * product's variant of that size with units, in the card's own colour when it has one, else the cheapest,
 * with that variant's price and its colour's picture. Read in the page's own statement (a column of the
 * listing's row), so a catalogue call still sends at most three.
 */

const sizedVariant = rowShape({
  variantId: col.integer,
  priceCents: col.integer,
  finalPriceCents: col.integer,
  discountPercentage: col.integer,
  mainImage: col.nullable(col.text),
});

/**
 * For a query on the listing's rows: the card's variant in `size`, as a one-row JSON list (empty if none).
 * The listing's columns are named with their table by hand: drizzle leaves it out in a one-table select,
 * where `product_id` alone would mean the colours' own.
 */
export function variantInSize(size: ListingSize): SQL<unknown> {
  return sql`(
    SELECT json_agg(json_build_object(
      'variant_id', v.id, 'price_cents', v.price_cents, 'discount_percentage', v.discount_percentage,
      'final_price_cents', final_price_cents(v.price_cents, v.discount_percentage),
      'main_image', ${colorMainImage}))
    FROM (
      SELECT v.id, v.price_cents, v.discount_percentage, v.color_id FROM colors c
      JOIN variants v ON v.color_id = c.id AND v.stock > 0
      JOIN sizes s ON s.id = v.size_id AND s.system = ${size.system} AND s.name = ${size.name}
      WHERE c.product_id = product_listings.product_id
      ORDER BY c.id = (SELECT color_id FROM variants WHERE id = product_listings.variant_id) DESC,
        final_price_cents(v.price_cents, v.discount_percentage), c.position, v.id
      LIMIT 1
    ) v JOIN colors c ON c.id = v.color_id
  )`;
}

/** The card as `variantInSize` found it; a product with no such variant keeps its card as it was. */
export function inShoppersSize<T extends PricedVariant>(card: T & { sized?: unknown }): T {
  const { sized, ...rest } = card;
  const [found] = jsonRows(sized, sizedVariant);
  return (found ? { ...rest, ...found, mainImage: found.mainImage ?? card.mainImage } : rest) as T;
}
