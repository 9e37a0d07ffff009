import type { VariantInput } from '@store/contract/admin';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { variantRef, type VariantState } from '../inventory/select-variants';
import { colors, variants } from '../tables';
import { addVariants, type NewColor } from './add-variants';
import { REMOVED_SIZES_FOR_OWNERS, type PriceRight } from './refusals';
import type { SizeRow } from './product-fields';

/** A stored variant the editor keeps, and the values it sends for it. */
export type KeptVariant = { variant: VariantState; next: VariantInput };

/**
 * Makes a product's colours and sizes the editor's: removes the sizes and colours left out (the caller
 * has refused the edit if any of them was sold), renames, reorders and adds colours, adds sizes, and
 * audits each colour and variant removed, added or changed (name or tone). Answers the kept variants, whose prices and stock the caller sets.
 */
export async function writeColors(
  tx: Database,
  actorEmail: string,
  product: { id: number; name: string },
  wanted: NewColor[],
  stored: {
    colors: { id: number; name: string; hex: string }[];
    variants: VariantState[];
    removed: VariantState[];
  },
  sizesById: Map<number, SizeRow>,
  right: PriceRight,
): Promise<KeptVariant[]> {
  const wantedById = new Map(
    wanted.flatMap((color) => (color.color_id === undefined ? [] : [[color.color_id, color] as const])),
  );
  const removedColors = stored.colors.filter((color) => !wantedById.has(color.id));
  // A size or colour removed takes its price and pictures with it, and staff cannot add it back.
  if ((stored.removed.length > 0 || removedColors.length > 0) && !right.mayChangePrices) {
    throw new HttpError(403, REMOVED_SIZES_FOR_OWNERS);
  }
  if (stored.removed.length > 0) {
    await tx.delete(variants).where(
      inArray(
        variants.id,
        stored.removed.map((variant) => variant.id),
      ),
    );
    await recordAudit(
      tx,
      actorEmail,
      ...stored.removed.map((variant) => ({
        action: 'variant.removed' as const,
        variant: variantRef(variant),
      })),
    );
  }
  if (removedColors.length > 0) {
    await tx.delete(colors).where(
      inArray(
        colors.id,
        removedColors.map((color) => color.id),
      ),
    );
    await recordAudit(
      tx,
      actorEmail,
      ...removedColors.map((color) => ({
        action: 'color.removed' as const,
        product,
        color: color.name,
        hex: color.hex,
      })),
    );
  }
  // Names are unique per product, so two colours swapping names would collide half-way: renamed
  // colours step aside under a name of their own first.
  for (const color of stored.colors) {
    const next = wantedById.get(color.id);
    if (next && next.name !== color.name) {
      await tx
        .update(colors)
        .set({ name: `~renombrando-${color.id}` })
        .where(eq(colors.id, color.id));
    }
  }
  const kept: KeptVariant[] = [];
  for (const [position, color] of wanted.entries()) {
    if (color.color_id === undefined) {
      const [row] = await tx
        .insert(colors)
        .values({ productId: product.id, name: color.name, hex: color.hex, position })
        .returning({ id: colors.id });
      if (!row) throw new Error('No se guardó el color');
      await recordAudit(
        tx,
        actorEmail,
        { action: 'color.added', product, color: color.name, hex: color.hex },
        ...(await addVariants(
          tx,
          product,
          { id: row.id, name: color.name },
          color.variants,
          sizesById,
          right,
        )),
      );
      continue;
    }
    const colorId = color.color_id;
    await tx.update(colors).set({ name: color.name, hex: color.hex, position }).where(eq(colors.id, colorId));
    const was = stored.colors.find((storedColor) => storedColor.id === colorId);
    if (was && (was.name !== color.name || was.hex !== color.hex)) {
      await recordAudit(tx, actorEmail, {
        action: 'color.edited',
        product,
        before: { name: was.name, hex: was.hex },
        after: { name: color.name, hex: color.hex },
      });
    }
    const existing = stored.variants.filter((variant) => variant.colorId === colorId);
    const added = color.variants.filter(
      (size) => !existing.some((variant) => variant.sizeId === size.size_id),
    );
    await recordAudit(
      tx,
      actorEmail,
      ...(await addVariants(tx, product, { id: colorId, name: color.name }, added, sizesById, right)),
    );
    for (const variant of existing) {
      const next = color.variants.find((size) => size.size_id === variant.sizeId);
      if (next) kept.push({ variant, next });
    }
  }
  return kept;
}
