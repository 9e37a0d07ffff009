import type { ColorInput, VariantInput } from '@store/contract/admin';
import { toCentavos } from '@store/money';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { AuditEvent } from '../../audit';
import { variants } from '../tables';
import type { SizeRow } from './product-fields';
import { NEW_SIZES_FOR_OWNERS, type PriceRight } from './refusals';
import { skuFor } from './sku';

/**
 * A size to add. The editor's get an SKU made from the product's and colour's ids; the bulk file's keep the
 * SKU the owner wrote, so that the same file read again finds them instead of creating them twice.
 */
export type NewVariant = VariantInput & { sku?: string };
export type NewColor = Omit<ColorInput, 'variants'> & { variants: NewVariant[] };

/** Adds sizes to a colour; answers what the audit log says of each. */
export async function addVariants(
  tx: Database,
  product: { id: number; name: string },
  color: { id: number; name: string },
  sizeInputs: NewVariant[],
  sizesById: Map<number, SizeRow>,
  right: PriceRight,
): Promise<AuditEvent[]> {
  if (sizeInputs.length === 0) return [];
  if (!right.mayChangePrices) throw new HttpError(403, NEW_SIZES_FOR_OWNERS);
  const rows = sizeInputs.map((size) => {
    const sizeName = sizesById.get(size.size_id)?.name ?? String(size.size_id);
    return {
      colorId: color.id,
      sizeId: size.size_id,
      sizeName,
      sku: size.sku ?? skuFor(product.id, color.id, sizeName),
      priceCents: toCentavos(size.price),
      discountPercentage: size.discount_percentage,
      stock: size.stock,
    };
  });
  const inserted = await tx
    .insert(variants)
    .values(rows.map(({ sizeName: _sizeName, ...row }) => row))
    .returning({ id: variants.id, sku: variants.sku });
  const idOf = new Map(inserted.map((row) => [row.sku, row.id]));
  const idOfSku = (sku: string) => {
    const id = idOf.get(sku);
    if (id === undefined) throw new Error(`No se guardó la variante ${sku}`);
    return id;
  };
  return rows.map((row) => ({
    action: 'variant.added',
    variant: {
      id: idOfSku(row.sku),
      sku: row.sku,
      product: product.name,
      color: color.name,
      size: row.sizeName,
    },
    after: { priceCents: row.priceCents, discountPercentage: row.discountPercentage, stock: row.stock },
  }));
}
