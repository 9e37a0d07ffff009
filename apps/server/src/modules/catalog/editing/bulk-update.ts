import type { BulkUpdatePreview, BulkUpdateRow, ShownStock } from '@store/contract/admin';
import { toCentavos, toPesos } from '@store/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { BackInStock } from '../inventory/back-in-stock';
import { selectVariants, type VariantState } from '../inventory/select-variants';
import { setStockCounts, type StaleCount } from '../inventory/set-stock-counts';
import type { PriceRight } from './refusals';
import { setVariantPrices } from './set-variant-prices';

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
  errors: string[];
};

type Planned = { source: BulkRow; variant: VariantState };
type Plan = { preview: BulkUpdatePreview; planned: Planned[] };

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
 * `backInStock` in the same transaction. Answers how many variants changed.
 */
export async function applyBulkUpdate(
  db: Database,
  actorEmail: string,
  rows: BulkRow[],
  shown: ShownStock[] | undefined,
  backInStock: BackInStock,
  right: PriceRight,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { preview, planned } = await planBulkUpdate(tx, rows, true);
    const errors = preview.rows.flatMap((row) => (row.error ? [row.error] : []));
    if (errors.length > 0) throw new HttpError(422, refusal(errors));
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
    return new Set([...stockChanged, ...priceChanged]).size;
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

  const planned: Planned[] = [];
  let changes = 0;
  const previewRows = rows.map((row): BulkUpdateRow => {
    const variant = bySku.get(row.sku.toUpperCase());
    const errors = [...row.errors];
    if (row.sku !== '' && !variant) errors.unshift(`Fila ${row.row}: el SKU ${row.sku} no existe.`);
    const before = variant
      ? {
          price: toPesos(variant.priceCents),
          discount_percentage: variant.discountPercentage,
          stock: variant.stock,
        }
      : null;
    const after =
      before && errors.length === 0
        ? {
            price: row.price ?? before.price,
            discount_percentage: row.discount ?? before.discount_percentage,
            stock: row.stock ?? before.stock,
          }
        : null;
    if (variant && errors.length === 0) planned.push({ source: row, variant });
    if (before && after && JSON.stringify(before) !== JSON.stringify(after)) changes += 1;
    return {
      row: row.row,
      sku: row.sku,
      variant: variant
        ? { product_name: variant.product, color_name: variant.color, size_name: variant.size }
        : null,
      before,
      after,
      error: errors.length > 0 ? errors.join(' ') : null,
    };
  });
  return {
    preview: {
      rows: previewRows,
      error: null,
      errors: previewRows.filter((row) => row.error !== null).length,
      changes,
    },
    planned,
  };
}
