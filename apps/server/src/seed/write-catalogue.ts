import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  banners,
  brands,
  colorImages,
  colors,
  images,
  products,
  selectionItems,
  sizes,
  variants,
} from '../db/schema';
import type { DemoCatalogue } from './demo-catalogue';
import type { RenderedPicture } from './render-pictures';
import { writeDepartments } from './departments-and-sizes';
import { SIZE_DEFINITIONS } from './sizes';

// Big enough to keep round trips few, small enough to stay far below PostgreSQL's 65,535 parameters.
const ROWS_PER_INSERT = 500;
const PICTURES_PER_INSERT = 100;

/**
 * Replaces the catalogue (products, pictures, sizes, brands, home rows and banners) with the demo one,
 * in one transaction: a failure leaves the previous catalogue as it was. Users, addresses and orders
 * are kept; order lines keep their own copy of what was sold.
 */
export async function writeDemoCatalogue(
  db: Database,
  catalogue: DemoCatalogue,
  pictures: readonly RenderedPicture[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(selectionItems);
    await tx.delete(banners);
    await tx.delete(products);
    await tx.delete(images);
    await tx.delete(brands);
    await tx.delete(sizes);

    await writeDepartments(tx);

    // Fixed ids, like every other demo row, so a reset gives back exactly the same catalogue.
    const sizeRows = await tx
      .insert(sizes)
      .values(SIZE_DEFINITIONS.map((size, index) => ({ id: index + 1, ...size })))
      .returning();
    const sizeId = new Map(sizeRows.map((row) => [`${row.system}:${row.name}`, row.id]));
    const brandNames = [...new Set(catalogue.products.map((product) => product.brand))].sort();
    const brandRows = await tx
      .insert(brands)
      .values(brandNames.map((name, index) => ({ id: index + 1, name })))
      .returning();
    const brandId = new Map(brandRows.map((row) => [row.name, row.id]));

    const imageId = new Map<string, number>();
    for (const chunk of chunks(pictures, PICTURES_PER_INSERT)) {
      const rows = await tx
        .insert(images)
        .values(chunk.map((picture) => ({ ...picture, contentType: 'image/webp' })))
        .returning({ id: images.id, name: images.name });
      for (const row of rows) imageId.set(row.name, row.id);
    }
    const imageOf = (name: string) => required(imageId.get(name), `imagen ${name}`);

    for (const chunk of chunks(catalogue.products, ROWS_PER_INSERT)) {
      await tx.insert(products).values(
        chunk.map((product) => ({
          id: product.id,
          name: product.name,
          description: product.description,
          brandId: required(brandId.get(product.brand), `marca ${product.brand}`),
          categoryId: product.categoryId,
          targetAudience: product.targetAudience,
          isNew: product.isNew,
        })),
      );
    }
    const allColors = catalogue.products.flatMap((product) =>
      product.colors.map((color) => ({ product, color })),
    );
    for (const chunk of chunks(allColors, ROWS_PER_INSERT)) {
      await tx.insert(colors).values(
        chunk.map(({ product, color }) => ({
          id: color.id,
          productId: product.id,
          name: color.name,
          hex: color.hex,
          position: color.position,
        })),
      );
    }
    const allColorImages = allColors.flatMap(({ color }) =>
      color.pictures.map((picture, position) => ({
        colorId: color.id,
        imageId: imageOf(picture.name),
        position,
      })),
    );
    for (const chunk of chunks(allColorImages, ROWS_PER_INSERT)) await tx.insert(colorImages).values(chunk);

    const allVariants = allColors.flatMap(({ product, color }) =>
      color.variants.map((variant) => ({
        id: variant.id,
        colorId: color.id,
        sizeId: required(
          sizeId.get(`${product.sizeSystem}:${variant.sizeName}`),
          `talla ${variant.sizeName}`,
        ),
        sku: variant.sku,
        priceCents: variant.priceCents,
        discountPercentage: variant.discountPercentage,
        stock: variant.stock,
      })),
    );
    for (const chunk of chunks(allVariants, ROWS_PER_INSERT)) await tx.insert(variants).values(chunk);

    const selectionRows = Object.entries(catalogue.selections).flatMap(([selection, variantIds]) =>
      variantIds.map((variantId, position) => ({
        selection: selection as keyof DemoCatalogue['selections'],
        position,
        variantId,
      })),
    );
    if (selectionRows.length > 0) await tx.insert(selectionItems).values(selectionRows);
    const bannerRows = catalogue.banners.map((banner) => ({
      position: banner.position,
      imageId: imageOf(banner.pictureName),
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.link,
    }));
    if (bannerRows.length > 0) await tx.insert(banners).values(bannerRows);

    // Explicit ids were written above; the sequences must continue after them for the owner's new rows.
    for (const table of ['sizes', 'brands', 'products', 'colors', 'variants']) {
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
      );
    }
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Catálogo de demostración incoherente: falta ${what}`);
  return value;
}
