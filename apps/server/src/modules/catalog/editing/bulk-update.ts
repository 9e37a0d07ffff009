import type { BulkUpdatePreview, BulkUpdateRow, ShownStock } from '@store/contract/admin';
import { toCentavos, toPesos } from '@store/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { BackInStock } from '../inventory/back-in-stock';
import { selectVariants, type VariantState } from '../inventory/select-variants';
import { setStockCounts, type StaleCount } from '../inventory/set-stock-counts';
import { planCreations, FILE_PRODUCT_BRAND, type CreationPlan } from './bulk-create';
import { planVisibility, type VisibilityChange } from './bulk-visibility';
import { createProduct } from './create-product';
import { FILE_CHANGES_FOR_OWNERS, type PriceRight } from './refusals';
import { setProductHidden } from './set-product-hidden';
import { setVariantPrices } from './set-variant-prices';
import { writeColors } from './write-colors';

/**
 * One row of a bulk update, as read from the owner's file: what it asks to change (undefined = leave it
 * as it is), or why it cannot. The file's format is the back-office's business; these rows are the
 * catalogue's.
 */
export type BulkRow = {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  sku: string;
  price?: number;
  discount?: number;
  stock?: number;
  /** Show (true) or hide (false) the SKU's product. */
  visible?: boolean;
  /** What the row says the SKU is: read only when the shop has no such SKU, to create it. */
  product?: string;
  color?: string;
  size?: string;
  department?: string;
  errors: string[];
};

/** What an applied file did: existing variants changed, products and variants created, products hidden or shown. */
export type BulkApplied = { changed: number; newProducts: number; newVariants: number; visibility: number };

type Planned = { source: BulkRow; variant: VariantState };
type Plan = {
  preview: BulkUpdatePreview;
  planned: Planned[];
  creations: CreationPlan;
  visibility: VisibilityChange[];
};

/** How many of a file's row errors a refusal of `apply` names; the preview shows them all. */
const ERRORS_NAMED = 5;

/** What the rows would change, row by row, without changing anything. */
export async function previewBulkUpdate(db: Database, rows: BulkRow[]): Promise<BulkUpdatePreview> {
  return (await planBulkUpdate(db, rows, false)).preview;
}

/**
 * Applies every row in one transaction, or nothing at all when any row has an error: the rows are read
 * again here, against the stock and prices of this moment, whatever the preview said. A row's stock is
 * a count typed over the stock its preview showed (`shown`, by SKU): under the catalogue's stale-stock
 * rule a unit sold since the preview never goes back on sale; a size it brings back from none is told to
 * `backInStock` in the same transaction. Rows of SKUs the shop does not have create draft products and
 * sizes through the editor's own functions, and `visible` hides or shows products, in the same transaction
 * (owners only: a 403 for staff). Answers what changed.
 */
export async function applyBulkUpdate(
  db: Database,
  actorEmail: string,
  rows: BulkRow[],
  shown: ShownStock[] | undefined,
  backInStock: BackInStock,
  right: PriceRight,
): Promise<BulkApplied> {
  return db.transaction(async (tx) => {
    const { preview, planned, creations, visibility } = await planBulkUpdate(tx, rows, true);
    const errors = preview.rows.flatMap((row) => (row.error ? [row.error] : []));
    if (errors.length > 0) throw new HttpError(422, refusal(errors));
    const creates = creations.products.length + creations.additions.length > 0;
    if ((creates || visibility.length > 0) && !right.mayChangePrices) {
      throw new HttpError(403, FILE_CHANGES_FOR_OWNERS);
    }
    const shownBySku = new Map((shown ?? []).map((entry) => [entry.sku.toUpperCase(), entry.stock]));
    const rowOf = new Map(planned.map(({ source, variant }) => [variant.id, source.row]));
    const stockChanged = await setStockCounts(
      tx,
      actorEmail,
      'csv',
      planned.flatMap(({ source, variant }) => {
        if (source.stock === undefined) return [];
        const stockShown = shownBySku.get(source.sku.toUpperCase());
        return [
          {
            variantId: variant.id,
            count: source.stock,
            ...(stockShown === undefined ? {} : { shown: stockShown }),
          },
        ];
      }),
      (stale: StaleCount[]) =>
        refusal(
          stale.map(
            ({ variant, stock }) =>
              `Fila ${rowOf.get(variant.id) ?? ''}: las existencias de ${variant.sku} cambiaron desde que revisaste el archivo; ahora son ${stock}.`,
          ),
          'Vuelve a revisar el archivo y aplícalo otra vez.',
        ),
      backInStock,
    );
    const priceChanged = await setVariantPrices(
      tx,
      actorEmail,
      planned.flatMap(({ source, variant }) =>
        source.price === undefined && source.discount === undefined
          ? []
          : [
              {
                variantId: variant.id,
                priceCents: source.price === undefined ? variant.priceCents : toCentavos(source.price),
                discountPercentage: source.discount ?? variant.discountPercentage,
              },
            ],
      ),
      right,
    );
    // The editor's own doors, each in a savepoint of this transaction: their audit entries and rules
    // (a draft is shown only by 'Publicar') are the editor's.
    for (const { productId, hidden } of visibility) {
      await setProductHidden(tx, actorEmail, productId, hidden);
    }
    for (const product of creations.products) {
      await createProduct(tx, actorEmail, {
        name: product.name,
        brand_name: FILE_PRODUCT_BRAND,
        category_id: product.categoryId,
        target_audience: product.audience,
        description: '',
        is_new: true,
        colors: product.colors,
      });
    }
    for (const addition of creations.additions) {
      await writeColors(
        tx,
        actorEmail,
        addition.product,
        addition.wanted,
        { colors: addition.colors, variants: addition.variants, removed: [] },
        creations.sizesById,
        right,
      );
    }
    return {
      changed: new Set([...stockChanged, ...priceChanged]).size,
      newProducts: preview.new_products ?? 0,
      newVariants: preview.new_variants ?? 0,
      visibility: visibility.length,
    };
  });
}

/** Nothing was applied, and why: the first few reasons, and how many more there are. */
function refusal(reasons: string[], advice = ''): string {
  const more = reasons.length > ERRORS_NAMED ? ` Y ${reasons.length - ERRORS_NAMED} errores más.` : '';
  return `No se aplicó ningún cambio. ${reasons.slice(0, ERRORS_NAMED).join(' ')}${more}${advice ? ` ${advice}` : ''}`;
}

async function planBulkUpdate(db: Database, rows: BulkRow[], lock: boolean): Promise<Plan> {
  const skus = [...new Set(rows.map((row) => row.sku.toUpperCase()).filter(Boolean))];
  const stored =
    skus.length === 0
      ? []
      : await selectVariants(db, sql`upper(v.sku) = ANY(${sql.param(skus)}::text[])`, { lock });
  const bySku = new Map(stored.map((variant) => [variant.sku.toUpperCase(), variant]));
  const variantOf = (row: BulkRow) => bySku.get(row.sku.toUpperCase());
  // A row of an SKU the shop does not have creates only when it says what: otherwise it is a typo.
  const describes = (row: BulkRow) =>
    [row.product, row.color, row.size, row.department].some((text) => text !== undefined);
  const creations = await planCreations(
    db,
    rows.filter((row) => row.sku !== '' && row.errors.length === 0 && !variantOf(row) && describes(row)),
    lock,
  );
  const visibility = await planVisibility(
    db,
    rows.flatMap((row) => {
      if (row.errors.length > 0) return [];
      const variant = variantOf(row);
      if (variant) return [{ row, productId: variant.productId }];
      const creation = creations.byRow.get(row.row);
      return creation && 'productId' in creation && creation.productId !== undefined
        ? [{ row, productId: creation.productId }]
        : [];
    }),
    lock,
  );

  const planned: Planned[] = [];
  let changes = 0;
  let newVariants = 0;
  const previewRows = rows.map((row): BulkUpdateRow => {
    const variant = variantOf(row);
    const errors = [...row.errors];
    const creation = creations.byRow.get(row.row);
    const shown = visibility.byRow.get(row.row);
    if (creation && 'error' in creation) errors.push(creation.error);
    if (shown && 'error' in shown) errors.push(shown.error);
    if (row.sku !== '' && !variant && !describes(row)) {
      errors.unshift(`Fila ${row.row}: el SKU ${row.sku} no existe.`);
    }
    const error = errors.length > 0 ? errors.join(' ') : null;
    if (creation && 'created' in creation) {
      if (!error) newVariants += 1;
      return {
        row: row.row,
        sku: row.sku,
        variant: null,
        before: null,
        after: error
          ? null
          : { price: row.price ?? 0, discount_percentage: row.discount ?? 0, stock: row.stock ?? 0 },
        created: creation.created,
        error,
      };
    }
    const visible = shown && 'before' in shown ? shown : undefined;
    const before = variant
      ? {
          price: toPesos(variant.priceCents),
          discount_percentage: variant.discountPercentage,
          stock: variant.stock,
        }
      : null;
    const after =
      before && !error
        ? {
            price: row.price ?? before.price,
            discount_percentage: row.discount ?? before.discount_percentage,
            stock: row.stock ?? before.stock,
          }
        : null;
    if (variant && !error) planned.push({ source: row, variant });
    if (before && after && JSON.stringify(before) !== JSON.stringify(after)) changes += 1;
    return {
      row: row.row,
      sku: row.sku,
      variant: variant
        ? { product_name: variant.product, color_name: variant.color, size_name: variant.size }
        : null,
      before: before && visible ? { ...before, visible: visible.before } : before,
      after: after && visible ? { ...after, visible: visible.after } : after,
      error,
    };
  });
  return {
    preview: {
      rows: previewRows,
      error: null,
      errors: previewRows.filter((row) => row.error !== null).length,
      changes,
      new_products: new Set(
        previewRows.flatMap((row) =>
          row.created?.new_product && row.error === null ? [row.created.product_name] : [],
        ),
      ).size,
      new_variants: newVariants,
      visibility_changes: visibility.changes.length,
    },
    planned,
    creations,
    visibility: visibility.changes,
  };
}
