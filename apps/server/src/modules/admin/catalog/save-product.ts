import type { ColorInput, ProductInput, VariantInput } from '@store/contract/admin';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { brands, categories, colors, products, sizes, variants } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { centavos, pesos } from '../../../lib/money';
import { recordAudit, type AuditEntry } from '../audit';
import { variantWasSold } from './product-detail';
import { skuFor } from './sku';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';
export const UNKNOWN_CATEGORY = 'El departamento no existe.';
export const UNKNOWN_SIZE = 'Una de las tallas no existe.';
export const MIXED_SIZE_SYSTEMS = 'Todas las tallas de un producto deben ser del mismo tipo.';
export const FOREIGN_COLOR = 'Uno de los colores no pertenece a este producto.';

type SizeRow = { id: number; name: string };
type StoredVariant = {
  id: number;
  color_id: number;
  size_id: number;
  sku: string;
  price_cents: number;
  discount_percentage: number;
  stock: number;
  sold: boolean;
};

export const productSubject = (id: number, name: string) => `Producto ${id}: ${name}`;
export const variantSubject = (sku: string) => `Variante ${sku}`;

/** Creates a product with its colours and variants in one transaction; answers its id. */
export async function createProduct(db: Database, actorEmail: string, input: ProductInput): Promise<number> {
  if (input.colors.some((color) => color.color_id !== undefined)) {
    throw new HttpError(422, FOREIGN_COLOR);
  }
  return db.transaction(async (tx) => {
    const sizesById = await sizesOf(tx, input.colors);
    const [product] = await tx
      .insert(products)
      .values({ ...(await productFields(tx, input)), hidden: false })
      .returning({ id: products.id });
    if (!product) throw new Error('No se guardó el producto');
    const entries: AuditEntry[] = [
      {
        actorEmail,
        action: 'creó el producto',
        subject: productSubject(product.id, input.name),
        details: { colores: input.colors.map((color) => color.name), variantes: countVariants(input) },
      },
    ];
    for (const [position, color] of input.colors.entries()) {
      const [row] = await tx
        .insert(colors)
        .values({ productId: product.id, name: color.name, hex: color.hex, position })
        .returning({ id: colors.id });
      if (!row) throw new Error('No se guardó el color');
      entries.push(...(await addVariants(tx, actorEmail, product.id, row.id, color.variants, sizesById)));
    }
    await recordAudit(tx, ...entries);
    return product.id;
  });
}

/**
 * Replaces a product's fields, colours and variants with the editor's. Kept variants keep their ids (carts,
 * favourites and bills point at them); a colour or size left out is removed, unless it was sold: then the
 * whole edit is refused, and the owner sets its stock to 0 or hides the product instead.
 */
export async function updateProduct(
  db: Database,
  actorEmail: string,
  productId: number,
  input: ProductInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        name: products.name,
        description: products.description,
        brandName: brands.name,
        categoryId: products.categoryId,
        targetAudience: products.targetAudience,
        isNew: products.isNew,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, productId))
      .for('update', { of: products });
    if (!current) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const sizesById = await sizesOf(tx, input.colors);
    const storedColors = await tx
      .select({ id: colors.id, name: colors.name })
      .from(colors)
      .where(eq(colors.productId, productId))
      .for('update');
    // Locked, so a checkout taking units waits and the "before" of each change is what it replaces.
    const storedVariants = await queryRows<StoredVariant>(
      tx,
      sql`SELECT v.id, v.color_id, v.size_id, v.sku, v.price_cents, v.discount_percentage, v.stock,
            ${variantWasSold} AS sold
          FROM variants v JOIN colors c ON c.id = v.color_id
          WHERE c.product_id = ${productId}
          ORDER BY v.id
          FOR UPDATE OF v`,
    );
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
      (variant) => !wanted.get(variant.color_id)?.variants.some((size) => size.size_id === variant.size_id),
    );
    const soldAndRemoved = removed.find((variant) => variant.sold);
    if (soldAndRemoved) throw new HttpError(409, await soldVariantMessage(tx, soldAndRemoved));

    const entries: AuditEntry[] = [];
    const subject = productSubject(productId, input.name);
    const fields = await productFields(tx, input);
    await tx
      .update(products)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(products.id, productId));
    const edited = editedFields(current, input);
    if (edited) entries.push({ actorEmail, action: 'editó el producto', subject, details: edited });

    if (removed.length > 0) {
      await tx.delete(variants).where(
        inArray(
          variants.id,
          removed.map((variant) => variant.id),
        ),
      );
      for (const variant of removed) {
        entries.push({
          actorEmail,
          action: 'quitó la variante',
          subject: variantSubject(variant.sku),
          details: { producto: productId },
        });
      }
    }
    const removedColors = storedColors.filter((color) => !wanted.has(color.id));
    if (removedColors.length > 0) {
      await tx.delete(colors).where(
        inArray(
          colors.id,
          removedColors.map((color) => color.id),
        ),
      );
    }
    // Names are unique per product, so two colours swapping names would collide half-way: renamed
    // colours step aside under a name of their own first.
    for (const color of storedColors) {
      const next = wanted.get(color.id);
      if (next && next.name !== color.name) {
        await tx
          .update(colors)
          .set({ name: `~renombrando-${color.id}` })
          .where(eq(colors.id, color.id));
      }
    }
    for (const [position, color] of input.colors.entries()) {
      if (color.color_id === undefined) {
        const [row] = await tx
          .insert(colors)
          .values({ productId, name: color.name, hex: color.hex, position })
          .returning({ id: colors.id });
        if (!row) throw new Error('No se guardó el color');
        entries.push(...(await addVariants(tx, actorEmail, productId, row.id, color.variants, sizesById)));
        continue;
      }
      const colorId = color.color_id;
      await tx
        .update(colors)
        .set({ name: color.name, hex: color.hex, position })
        .where(eq(colors.id, colorId));
      const existing = storedVariants.filter((variant) => variant.color_id === colorId);
      const added = color.variants.filter(
        (size) => !existing.some((variant) => variant.size_id === size.size_id),
      );
      entries.push(...(await addVariants(tx, actorEmail, productId, colorId, added, sizesById)));
      for (const variant of existing) {
        const next = color.variants.find((size) => size.size_id === variant.size_id);
        if (next) {
          const stock = stockToWrite(variant, next);
          entries.push(...(await changeVariant(tx, actorEmail, variant, { ...next, stock })));
        }
      }
    }
    await recordAudit(tx, ...entries);
  });
}

/** Hidden products leave the shop (listing, product page, carts) but keep their rows and their bills. */
export async function setProductHidden(
  db: Database,
  actorEmail: string,
  productId: number,
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: products.name, hidden: products.hidden })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
    if (before.hidden === hidden) return;
    await tx.update(products).set({ hidden, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, {
      actorEmail,
      action: hidden ? 'ocultó el producto' : 'mostró el producto',
      subject: productSubject(productId, before.name),
    });
  });
}

async function productFields(tx: Database, input: ProductInput) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) throw new HttpError(422, UNKNOWN_CATEGORY);
  return {
    name: input.name,
    description: input.description,
    brandId: await brandNamed(tx, input.brand_name),
    categoryId: input.category_id,
    targetAudience: input.target_audience,
    isNew: input.is_new,
  };
}

/** The brand of that name, whatever its capitals; a new name becomes a new brand. */
async function brandNamed(tx: Database, name: string): Promise<number> {
  const [found] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`)
    .limit(1);
  if (found) return found.id;
  const [created] = await tx.insert(brands).values({ name }).returning({ id: brands.id });
  if (!created) throw new Error('No se guardó la marca');
  return created.id;
}

/** The sizes the product will have; all must exist and be of one system (a boot is not also 'M'). */
async function sizesOf(tx: Database, colorInputs: ColorInput[]): Promise<Map<number, SizeRow>> {
  const ids = [...new Set(colorInputs.flatMap((color) => color.variants.map((variant) => variant.size_id)))];
  const rows = await tx
    .select({ id: sizes.id, name: sizes.name, system: sizes.system })
    .from(sizes)
    .where(inArray(sizes.id, ids));
  if (rows.length !== ids.length) throw new HttpError(422, UNKNOWN_SIZE);
  if (new Set(rows.map((row) => row.system)).size > 1) throw new HttpError(422, MIXED_SIZE_SYSTEMS);
  return new Map(rows.map((row) => [row.id, row]));
}

async function addVariants(
  tx: Database,
  actorEmail: string,
  productId: number,
  colorId: number,
  sizeInputs: VariantInput[],
  sizesById: Map<number, SizeRow>,
): Promise<AuditEntry[]> {
  if (sizeInputs.length === 0) return [];
  const rows = sizeInputs.map((size) => ({
    colorId,
    sizeId: size.size_id,
    sku: skuFor(productId, colorId, sizesById.get(size.size_id)?.name ?? String(size.size_id)),
    priceCents: centavos(size.price),
    discountPercentage: size.discount_percentage,
    stock: size.stock,
  }));
  await tx.insert(variants).values(rows);
  return rows.map((row) => ({
    actorEmail,
    action: 'agregó la variante',
    subject: variantSubject(row.sku),
    details: {
      precio: pesos(row.priceCents),
      descuento: row.discountPercentage,
      existencias: row.stock,
    },
  }));
}

/**
 * The stock to store for a kept variant. The editor sends the number it showed: if shoppers bought units
 * since (the row is locked now, so "since" ends here), an untouched field keeps today's number instead of
 * giving those units back to the shelf, and a number typed over the stale one is refused so that the
 * owner looks again. Without it (an older page), the number typed is taken as it is.
 */
function stockToWrite(variant: Pick<StoredVariant, 'sku' | 'stock'>, next: VariantInput): number {
  if (next.stock_loaded === undefined || next.stock_loaded === variant.stock) return next.stock;
  if (next.stock === next.stock_loaded) return variant.stock;
  throw new HttpError(
    409,
    `Las existencias de la variante ${variant.sku} cambiaron mientras editabas: ahora son ${variant.stock}. Vuelve a cargar el producto y revísalas.`,
  );
}

/** Writes a kept variant's new price, discount and stock, when they changed, and what the log says of it. */
export async function changeVariant(
  tx: Database,
  actorEmail: string,
  variant: Pick<StoredVariant, 'id' | 'sku' | 'price_cents' | 'discount_percentage' | 'stock'>,
  next: { price: number; discount_percentage: number; stock: number },
): Promise<AuditEntry[]> {
  const priceCents = centavos(next.price);
  const priceChanged =
    priceCents !== variant.price_cents || next.discount_percentage !== variant.discount_percentage;
  const stockChanged = next.stock !== variant.stock;
  if (!priceChanged && !stockChanged) return [];
  await tx
    .update(variants)
    .set({
      priceCents,
      discountPercentage: next.discount_percentage,
      stock: next.stock,
      updatedAt: new Date(),
    })
    .where(eq(variants.id, variant.id));
  const subject = variantSubject(variant.sku);
  const entries: AuditEntry[] = [];
  if (priceChanged) {
    entries.push({
      actorEmail,
      action: 'cambió el precio',
      subject,
      details: {
        antes: { precio: pesos(variant.price_cents), descuento: variant.discount_percentage },
        después: { precio: next.price, descuento: next.discount_percentage },
      },
    });
  }
  if (stockChanged) {
    entries.push({
      actorEmail,
      action: 'cambió las existencias',
      subject,
      details: { antes: variant.stock, después: next.stock },
    });
  }
  return entries;
}

function editedFields(
  current: {
    name: string;
    description: string;
    brandName: string;
    categoryId: number;
    targetAudience: string;
    isNew: boolean;
  },
  input: ProductInput,
): Record<string, unknown> | undefined {
  const pairs: [string, unknown, unknown][] = [
    ['nombre', current.name, input.name],
    ['descripción', current.description, input.description],
    ['marca', current.brandName, input.brand_name],
    ['departamento', current.categoryId, input.category_id],
    ['para', current.targetAudience, input.target_audience],
    ['nuevo', current.isNew, input.is_new],
  ];
  // A brand typed in other capitals is the same brand (see brandNamed): not a change.
  const same = (field: string, before: unknown, after: unknown) =>
    field === 'marca' ? String(before).toLowerCase() === String(after).toLowerCase() : before === after;
  const changed = pairs.filter(([field, before, after]) => !same(field, before, after));
  if (changed.length === 0) return undefined;
  return {
    antes: Object.fromEntries(changed.map(([field, before]) => [field, before])),
    después: Object.fromEntries(changed.map(([field, , after]) => [field, after])),
  };
}

async function soldVariantMessage(tx: Database, variant: StoredVariant): Promise<string> {
  const [named] = await queryRows<{ color: string; size: string }>(
    tx,
    sql`SELECT c.name AS color, s.name AS size FROM colors c, sizes s
        WHERE c.id = ${variant.color_id} AND s.id = ${variant.size_id}`,
  );
  return `No se puede quitar la talla ${named?.size ?? ''} del color ${named?.color ?? ''}: ya tiene ventas. Deja sus existencias en 0 u oculta el producto.`;
}

const countVariants = (input: ProductInput) =>
  input.colors.reduce((total, color) => total + color.variants.length, 0);
