import type { Database } from '../../../db/client';
import { variantsForExport } from '../../catalog';
import { INFORMATIONAL_COLUMNS, VALUE_COLUMNS } from '../catalog/parse-bulk-csv';
import { BOM, csvRecord, integerCell, pesosCell } from './csv';

/**
 * The columns 'Actualizar por CSV' reads, then what each SKU is (which it reads past for an SKU the shop
 * has): the owner edits the numbers in a spreadsheet and uploads the same file; unchanged, it changes
 * nothing.
 */
export const PRODUCTS_CSV_HEADER = [...VALUE_COLUMNS, ...INFORMATIONAL_COLUMNS];

/** Every variant's SKU, price, discount, stock and whether it shows, as the bulk update reads them back. */
export async function productsCsv(db: Database): Promise<string> {
  const variants = await variantsForExport(db);
  return (
    BOM +
    csvRecord(PRODUCTS_CSV_HEADER) +
    variants
      .map((variant) =>
        csvRecord([
          variant.sku,
          pesosCell(variant.priceCents),
          integerCell(variant.discountPercentage),
          integerCell(variant.stock),
          variant.visible ? 'sí' : 'no',
          variant.product,
          variant.color,
          variant.size,
          variant.department,
        ]),
      )
      .join('')
  );
}
