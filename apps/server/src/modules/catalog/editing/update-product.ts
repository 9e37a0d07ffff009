import type { ProductInput } from '@store/contract/admin';
import { toCentavos } from '@store/money';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import type { BackInStock } from '../inventory/back-in-stock';
import { selectVariants, type VariantState } from '../inventory/select-variants';
import { setStockCounts, type StaleCount } from '../inventory/set-stock-counts';
import type { SoldVariants } from '../product/variant-was-sold';
import { brands, categories, colors, products } from '../tables';
import { productEdited } from './edited-fields';
import { productFields, sizesOf } from './product-fields';
import { parcelColumns, parcelText } from './product-parcel';
import {
  DEPARTMENT_AND_BRAND_FOR_OWNERS,
  FOREIGN_COLOR,
  PRODUCT_NOT_FOUND,
  type PriceRight,
} from './refusals';
import { setVariantPrices } from './set-variant-prices';
import { writeColors } from './write-colors';

/**
 * Replaces a product's fields, colours and variants with the editor's. Kept variants keep their ids (carts,
 * favourites and bills point at them); a colour or size left out is removed, unless it was sold: then the
 * whole edit is refused, and the owner sets its stock to 0 or hides the product instead. Stock is a count
 * typed over the number the editor showed (`stock_loaded`), under the catalogue's stale-stock rule; a
 * size it brings back from none is told to `backInStock` in the edit's transaction. `soldVariants` says
 * which sizes were sold.
 */
export async function updateProduct(
  db: Database,
  actorEmail: string,
  productId: number,
  input: ProductInput,
  backInStock: BackInStock,
  soldVariants: SoldVariants,
  right: PriceRight,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .select({
        brandId: products.brandId,
        categoryId: products.categoryId,
        fields: {
          name: products.name,
          description: products.description,
          brand: brands.name,
          category: categories.name,
          audience: products.targetAudience,
          isNew: products.isNew,
        },
        parcel: {
          shippingWeightGrams: products.shippingWeightGrams,
          boxLengthCm: products.boxLengthCm,
          boxWidthCm: products.boxWidthCm,
          boxHeightCm: products.boxHeightCm,
        },
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, productId))
      .for('update', { of: products });
    if (!stored) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const sizesById = await sizesOf(tx, input.colors);
    const storedColors = await tx
      .select({ id: colors.id, name: colors.name, hex: colors.hex })
      .from(colors)
      .where(eq(colors.productId, productId))
      .for('update');
    // Locked, so a checkout taking units waits and the "before" of each change is what it replaces.
    const storedVariants = await selectVariants(tx, sql`c.product_id = ${productId}`, {
      lock: true,
      sold: soldVariants,
    });
    const storedColorIds = new Set(storedColors.map((color) => color.id));
    if (input.colors.some((color) => color.color_id !== undefined && !storedColorIds.has(color.color_id))) {
      throw new HttpError(422, FOREIGN_COLOR);
    }
    const wanted = new Map(
      input.colors.flatMap((color) =>
        color.color_id === undefined ? [] : [[color.color_id, color] as const],
      ),
    );
    const removed = storedVariants.filter(
      (variant) => !wanted.get(variant.colorId)?.variants.some((size) => size.size_id === variant.sizeId),
    );
    const soldAndRemoved = removed.find((variant) => variant.sold);
    if (soldAndRemoved) throw new HttpError(409, soldVariantMessage(soldAndRemoved));

    const product = { id: productId, name: input.name };
    const fields = await productFields(tx, input);
    // Compared by id: 'ariat' is the brand 'Ariat', the same the product has. A brand this created is
    // rolled back with the refusal.
    const moved =
      fields.columns.categoryId !== stored.categoryId || fields.columns.brandId !== stored.brandId;
    if (moved && !right.mayChangePrices) throw new HttpError(403, DEPARTMENT_AND_BRAND_FOR_OWNERS);
    await tx
      .update(products)
      .set({ ...fields.columns, updatedAt: new Date() })
      .where(eq(products.id, productId));
    const edited = productEdited(
      product,
      { ...stored.fields, parcel: parcelText(stored.parcel) },
      {
        name: input.name,
        description: input.description,
        brand: fields.brandName,
        category: fields.categoryName,
        audience: input.target_audience,
        isNew: input.is_new,
        parcel: parcelText({ ...stored.parcel, ...parcelColumns(input) }),
      },
    );
    if (edited) await recordAudit(tx, actorEmail, edited);

    const kept = await writeColors(
      tx,
      actorEmail,
      product,
      input.colors,
      { colors: storedColors, variants: storedVariants, removed },
      sizesById,
      right,
    );
    await setVariantPrices(
      tx,
      actorEmail,
      kept.map(({ variant, next }) => ({
        variantId: variant.id,
        priceCents: toCentavos(next.price),
        discountPercentage: next.discount_percentage,
      })),
      right,
    );
    await setStockCounts(
      tx,
      actorEmail,
      'editor',
      kept.map(({ variant, next }) => ({
        variantId: variant.id,
        count: next.stock,
        ...(next.stock_loaded === undefined ? {} : { shown: next.stock_loaded }),
      })),
      staleInEditor,
      backInStock,
    );
  });
}

/** The editor shows one product: the first variant whose stock moved is enough to send the owner back to it. */
const staleInEditor = ([first]: StaleCount[]) =>
  `Las existencias de la variante ${first?.variant.sku ?? ''} cambiaron mientras editabas: ahora son ${first?.stock ?? 0}. Vuelve a cargar el producto y revísalas.`;

const soldVariantMessage = (variant: VariantState) =>
  `No se puede quitar la talla ${variant.size} del color ${variant.color}: ya tiene ventas. Deja sus existencias en 0 u oculta el producto.`;
