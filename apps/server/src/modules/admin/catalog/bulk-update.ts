import type { BulkUpdatePreview, BulkUpdateRow } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { pesos } from '../../../lib/money';
import { recordAudit } from '../audit';
import { parseBulkCsv } from './parse-bulk-csv';
import { changeVariant } from './save-product';

type StoredVariant = {
  id: number;
  sku: string;
  price_cents: number;
  discount_percentage: number;
  stock: number;
  product_name: string;
  color_name: string;
  size_name: string;
};
type Change = {
  variant: StoredVariant;
  next: { price: number; discount_percentage: number; stock: number };
};
type Plan = { preview: BulkUpdatePreview; changes: Change[] };

/** How many of a file's row errors the refusal of `apply` names; the preview shows them all. */
const ERRORS_NAMED = 5;

/** What the CSV would change, row by row, without changing anything. */
export async function previewBulkUpdate(db: Database, csv: string): Promise<BulkUpdatePreview> {
  return (await planBulkUpdate(db, csv, false)).preview;
}

/**
 * Applies every row of the CSV in one transaction, or nothing at all when any row has an error: the
 * file is read again here, against the stock and prices of this moment, whatever the preview said.
 * Answers how many variants changed.
 */
export async function applyBulkUpdate(db: Database, actorEmail: string, csv: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { preview, changes } = await planBulkUpdate(tx, csv, true);
    if (preview.error) throw new HttpError(422, preview.error);
    const errors = preview.rows.flatMap((row) => (row.error ? [row.error] : []));
    if (errors.length > 0) {
      const more = errors.length > ERRORS_NAMED ? ` Y ${errors.length - ERRORS_NAMED} errores más.` : '';
      throw new HttpError(
        422,
        `No se aplicó ningún cambio. ${errors.slice(0, ERRORS_NAMED).join(' ')}${more}`,
      );
    }
    for (const change of changes) {
      await recordAudit(tx, ...(await changeVariant(tx, actorEmail, change.variant, change.next)));
    }
    return changes.length;
  });
}

async function planBulkUpdate(db: Database, csv: string, lock: boolean): Promise<Plan> {
  const parsed = parseBulkCsv(csv);
  if (parsed.error !== null) {
    return { preview: { rows: [], error: parsed.error, errors: 1, changes: 0 }, changes: [] };
  }
  const skus = [...new Set(parsed.rows.map((row) => row.sku.toUpperCase()).filter(Boolean))];
  // Rows are locked in variant order, as checkouts lock them, so the two cannot deadlock.
  const stored =
    skus.length === 0
      ? []
      : await queryRows<StoredVariant>(
          db,
          sql`SELECT v.id, v.sku, v.price_cents, v.discount_percentage, v.stock,
                p.name AS product_name, c.name AS color_name, s.name AS size_name
              FROM variants v JOIN colors c ON c.id = v.color_id JOIN products p ON p.id = c.product_id
              JOIN sizes s ON s.id = v.size_id
              WHERE upper(v.sku) = ANY(${sql.param(skus)}::text[])
              ORDER BY v.id
              ${lock ? sql`FOR UPDATE OF v` : sql``}`,
        );
  const bySku = new Map(stored.map((variant) => [variant.sku.toUpperCase(), variant]));

  const changes: Change[] = [];
  const rows = parsed.rows.map((row): BulkUpdateRow => {
    const variant = bySku.get(row.sku.toUpperCase());
    const errors = [...row.errors];
    if (row.sku !== '' && !variant) errors.unshift(`Fila ${row.row}: el SKU ${row.sku} no existe.`);
    const before = variant
      ? {
          price: pesos(variant.price_cents),
          discount_percentage: variant.discount_percentage,
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
    if (variant && before && after && JSON.stringify(before) !== JSON.stringify(after)) {
      changes.push({ variant, next: after });
    }
    return {
      row: row.row,
      sku: row.sku,
      variant: variant
        ? { product_name: variant.product_name, color_name: variant.color_name, size_name: variant.size_name }
        : null,
      before,
      after,
      error: errors.length > 0 ? errors.join(' ') : null,
    };
  });
  changes.sort((a, b) => a.variant.id - b.variant.id);
  return {
    preview: {
      rows,
      error: null,
      errors: rows.filter((row) => row.error !== null).length,
      changes: changes.length,
    },
    changes,
  };
}
