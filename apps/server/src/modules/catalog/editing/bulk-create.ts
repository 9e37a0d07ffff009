import {
  guessSwatch,
  MAX_COLORS_PER_PRODUCT,
  SIZE_SYSTEM_NAMES,
  SIZE_SYSTEMS,
  UNKNOWN_SWATCH,
  type SizeSystem,
} from '@store/contract/admin';
import type { TargetAudience } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import { selectVariants, type VariantState } from '../inventory/select-variants';
import { foldedWords } from '../search/search-terms';
import type { NewColor } from './add-variants';
import type { BulkRow } from './bulk-update';
import type { SizeRow } from './product-fields';
import { MIXED_SIZE_SYSTEMS } from './refusals';

/** What a row of an SKU the shop does not have creates, as the preview shows it. */
export type Created = {
  product_name: string;
  color_name: string;
  size_name: string;
  department: string;
  new_product: boolean;
};

/** A product the file creates, as a draft, with the editor's `createProduct`. */
export type FileProduct = {
  name: string;
  categoryId: number;
  audience: TargetAudience;
  colors: NewColor[];
};

/** Colours and sizes the file adds to a product the shop has, with the editor's `writeColors`. */
export type FileAddition = {
  product: { id: number; name: string };
  colors: { id: number; name: string; hex: string }[];
  variants: VariantState[];
  wanted: NewColor[];
};

export type CreationPlan = {
  /** By row number: what the row creates, or why it cannot. */
  byRow: Map<number, { created: Created; productId?: number } | { error: string }>;
  products: FileProduct[];
  additions: FileAddition[];
  sizesById: Map<number, SizeRow>;
};

/**
 * A product the file creates has no brand column: it takes the shop's own name until the owner sets the
 * brand in the editor, where the draft also gets its pictures and description before 'Publicar'.
 */
export const FILE_PRODUCT_BRAND = 'Norteño Western';

// An SKU the owner writes is kept as the variant's; the editor's own pattern stays the shop's, so a later
// colour added in the editor can never collide with one the file took.
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,59}$/;
const SHOP_SKU = /^NW-P\d+-C\d+-/i;

const REQUIRED: [keyof BulkRow, string][] = [
  ['product', 'producto'],
  ['color', 'color'],
  ['size', 'talla'],
  ['price', 'precio'],
  ['department', 'departamento'],
];

const folded = (text: string) => foldedWords(text).join(' ');
/** A size as a label or a spreadsheet writes it: '26,5' is '26.5', 'unitalla' is 'Unitalla'. */
const sizeKey = (text: string) => text.trim().replace(',', '.').replace(/\s+/g, ' ').toUpperCase();
const colorKey = (text: string) => text.toLocaleLowerCase('es-MX');

const named = rowShape({ id: col.integer, name: col.text });
const sizeShape = rowShape({ id: col.integer, name: col.text, system: col.text });
const storedProduct = rowShape({ id: col.integer, name: col.text, categoryId: col.integer });
const storedColor = rowShape({ id: col.integer, name: col.text, hex: col.text, productId: col.integer });
const departmentFacts = rowShape({
  categoryId: col.integer,
  system: col.text,
  audience: col.text,
  products: col.count,
});

/**
 * Reads the rows of SKUs the shop does not have, that name a product, colour, size, price and department:
 * rows with the same new product's name make one draft product with its colours and sizes; a row naming
 * a product of the shop by its exact name adds a colour or size to it. Sizes follow the editor's rule
 * (one size system per product), and a department's are the ones its products already use.
 */
export async function planCreations(db: Database, rows: BulkRow[], lock: boolean): Promise<CreationPlan> {
  const byRow: CreationPlan['byRow'] = new Map();
  const fail = (row: BulkRow, reason: string) => byRow.set(row.row, { error: `Fila ${row.row}: ${reason}` });
  const plan: CreationPlan = { byRow, products: [], additions: [], sizesById: new Map() };
  if (rows.length === 0) return plan;

  const [categories, sizeRows, facts] = await Promise.all([
    selectRows(db, sql`SELECT id, name FROM categories ORDER BY name`, named),
    selectRows(db, sql`SELECT id, name, system FROM sizes ORDER BY system, sort_order`, sizeShape),
    selectRows(
      db,
      sql`SELECT p.category_id, s.system, p.target_audience AS audience, count(DISTINCT p.id) AS products
          FROM products p JOIN colors c ON c.product_id = p.id
          JOIN variants v ON v.color_id = c.id JOIN sizes s ON s.id = v.size_id
          GROUP BY p.category_id, s.system, p.target_audience`,
      departmentFacts,
    ),
  ]);
  const categoryByName = new Map(categories.map((category) => [folded(category.name), category]));
  const sizes = sizeRows.map((size) => ({ ...size, system: size.system as SizeSystem }));
  const systemOf = new Map(sizes.map((size) => [size.id, size.system]));

  const names = [...new Set(rows.flatMap((row) => (row.product ? [row.product] : [])))];
  const stored = await selectRows(
    db,
    sql`SELECT id, name, category_id FROM products WHERE name = ANY(${sql.param(names)}::text[])
        ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
    storedProduct,
  );
  const productIds = stored.map((product) => product.id);
  const [storedColors, storedVariants] =
    productIds.length === 0
      ? [[], []]
      : await Promise.all([
          selectRows(
            db,
            sql`SELECT id, name, hex, product_id FROM colors
                WHERE product_id = ANY(${sql.param(productIds)}::integer[])
                ORDER BY product_id, position, id ${lock ? sql`FOR UPDATE` : sql``}`,
            storedColor,
          ),
          selectVariants(db, sql`c.product_id = ANY(${sql.param(productIds)}::integer[])`, { lock }),
        ]);

  // Each row on its own first: what it lacks, its SKU, its department.
  const ready: { row: BulkRow; category: { id: number; name: string } }[] = [];
  for (const row of rows) {
    const missing = REQUIRED.filter(([field]) => row[field] === undefined).map(([, column]) => column);
    if (missing.length > 0) {
      fail(
        row,
        `para crear el SKU ${row.sku} ${missing.length === 1 ? 'falta' : 'faltan'} ${missing.join(', ')}.`,
      );
    } else if (!SKU_PATTERN.test(row.sku) || SHOP_SKU.test(row.sku)) {
      fail(
        row,
        `el SKU nuevo ${row.sku} debe tener hasta 60 letras, números, guiones, puntos o diagonales, y no empezar como los de la tienda (NW-P…).`,
      );
    } else {
      const category = categoryByName.get(folded(row.department ?? ''));
      if (category) ready.push({ row, category });
      else {
        fail(
          row,
          `el departamento «${row.department}» no existe. Los departamentos son: ${categories.map((c) => c.name).join(', ')}.`,
        );
      }
    }
  }

  const groups = new Map<string, typeof ready>();
  for (const entry of ready) {
    const group = groups.get(entry.row.product ?? '') ?? [];
    group.push(entry);
    groups.set(entry.row.product ?? '', group);
  }

  for (const [name, group] of groups) {
    const matches = stored.filter((product) => product.name === name);
    if (matches.length > 1) {
      for (const { row } of group) {
        fail(row, `hay ${matches.length} productos llamados «${name}»; agrega la talla desde el editor.`);
      }
      continue;
    }
    const existing = matches[0];
    const category = existing
      ? categories.find((each) => each.id === existing.categoryId)
      : group[0]?.category;
    if (!category) continue;
    const productColors = existing ? storedColors.filter((color) => color.productId === existing.id) : [];
    const productVariants = existing
      ? storedVariants.filter((variant) => variant.productId === existing.id)
      : [];

    // The sizes the product may take: its own system, or one its department's products use.
    const ownSystem = productVariants[0] ? systemOf.get(productVariants[0].sizeId) : undefined;
    const departmentSystems = SIZE_SYSTEMS.filter((system) =>
      facts.some((fact) => fact.categoryId === category.id && fact.system === system),
    );
    const allowed = ownSystem ? [ownSystem] : departmentSystems.length > 0 ? departmentSystems : SIZE_SYSTEMS;
    const sized: { row: BulkRow; candidates: typeof sizes }[] = [];
    for (const { row, category: named } of group) {
      if (named.id !== category.id) {
        fail(
          row,
          existing
            ? `«${name}» ya existe en el departamento ${category.name}, no en ${named.name}.`
            : `«${name}» aparece antes con el departamento ${category.name}; todas sus filas deben decir el mismo.`,
        );
        continue;
      }
      const candidates = sizes.filter(
        (size) => sizeKey(size.name) === sizeKey(row.size ?? '') && allowed.includes(size.system),
      );
      if (candidates.length > 0) sized.push({ row, candidates });
      else {
        const kinds = allowed.map((system) => SIZE_SYSTEM_NAMES[system]).join(' o ');
        fail(
          row,
          existing
            ? `la talla ${row.size} no es de las de «${name}», que usa tallas de ${kinds}.`
            : `la talla ${row.size} no es válida para ${category.name}, que usa tallas de ${kinds}.`,
        );
      }
    }
    // One system for the whole product, the first that every row's size belongs to.
    const system =
      ownSystem ??
      allowed.find((each) => sized.every(({ candidates }) => candidates.some((s) => s.system === each))) ??
      sized[0]?.candidates[0]?.system;

    const wanted: NewColor[] = productColors.map((color) => ({
      color_id: color.id,
      name: color.name,
      hex: color.hex,
      variants: [],
    }));
    const seen = new Map<string, number>();
    let created = 0;
    for (const { row, candidates } of sized) {
      const size = candidates.find((each) => each.system === system);
      if (!size) {
        fail(row, MIXED_SIZE_SYSTEMS);
        continue;
      }
      const colorName = row.color ?? '';
      const storedColor = productColors.find((color) => colorKey(color.name) === colorKey(colorName));
      const already = storedColor
        ? productVariants.find((variant) => variant.colorId === storedColor.id && variant.sizeId === size.id)
        : undefined;
      const key = `${colorKey(colorName)}\n${size.id}`;
      const earlier = seen.get(key);
      if (already) {
        fail(
          row,
          `«${name}» ya tiene la talla ${size.name} en ${storedColor?.name ?? colorName}, con el SKU ${already.sku}.`,
        );
        continue;
      }
      if (earlier !== undefined) {
        fail(row, `la talla ${size.name} en ${colorName} de «${name}» ya aparece en la fila ${earlier}.`);
        continue;
      }
      let color = wanted.find((each) => colorKey(each.name) === colorKey(colorName));
      if (!color) {
        if (wanted.length >= MAX_COLORS_PER_PRODUCT) {
          fail(row, `un producto puede tener a lo más ${MAX_COLORS_PER_PRODUCT} colores.`);
          continue;
        }
        color = { name: colorName, hex: guessSwatch(colorName) ?? UNKNOWN_SWATCH, variants: [] };
        wanted.push(color);
      }
      seen.set(key, row.row);
      color.variants.push({
        size_id: size.id,
        price: row.price ?? 0,
        discount_percentage: row.discount ?? 0,
        stock: row.stock ?? 0,
        sku: row.sku,
      });
      plan.sizesById.set(size.id, { id: size.id, name: size.name });
      created += 1;
      byRow.set(row.row, {
        created: {
          product_name: name,
          color_name: color.name,
          size_name: size.name,
          department: category.name,
          new_product: !existing,
        },
        ...(existing ? { productId: existing.id } : {}),
      });
      if (!existing && row.visible) {
        fail(row, `«${name}» se crea como borrador: publícalo desde el editor, con al menos una foto.`);
      }
    }
    if (created === 0) continue;
    if (existing) {
      plan.additions.push({
        product: { id: existing.id, name },
        colors: productColors,
        variants: productVariants,
        wanted,
      });
    } else {
      plan.products.push({
        name,
        categoryId: category.id,
        audience: usualAudience(facts, category.id),
        colors: wanted.filter((color) => color.variants.length > 0),
      });
    }
  }
  return plan;
}

/** Who a department's products are mostly for; a department with none starts with 'hombre'. */
function usualAudience(
  facts: { categoryId: number; audience: string; products: number }[],
  categoryId: number,
) {
  const counts = new Map<string, number>();
  for (const fact of facts) {
    if (fact.categoryId === categoryId)
      counts.set(fact.audience, (counts.get(fact.audience) ?? 0) + fact.products);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return (top?.[0] ?? 'hombre') as TargetAudience;
}
