import type { AdminProductReturns } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { fitOfProducts } from '../../fit';
import { returnsByReason } from '../../orders';

type Counts = Omit<AdminProductReturns, 'fit'>;
type ReasonColumn = 'small' | 'large' | 'defect' | 'not_expected' | 'other';

/** Which column of the report a reason's units go to. */
function columnOf(reasonKind: string, fit: string | null): ReasonColumn {
  if (reasonKind === 'talla') return fit === 'grande' ? 'large' : 'small';
  if (reasonKind === 'defecto') return 'defect';
  if (reasonKind === 'no-esperado') return 'not_expected';
  return 'other';
}

/**
 * 'Devoluciones por producto': the orders' returned units per reason beside the fit the buyers tell, so
 * the owner sees which boot runs small.
 */
export async function returnsByProduct(db: Database): Promise<AdminProductReturns[]> {
  const rows = await returnsByReason(db);
  const products = new Map<number, Counts>();
  for (const row of rows) {
    const product = products.get(row.productId) ?? {
      product_id: row.productId,
      product_name: row.productName,
      units: 0,
      small: 0,
      large: 0,
      defect: 0,
      not_expected: 0,
      other: 0,
    };
    const column = columnOf(row.reasonKind, row.fit);
    product[column] += row.units;
    product.units += row.units;
    products.set(row.productId, product);
  }
  const fits = await fitOfProducts(db, [...products.keys()]);
  return [...products.values()]
    .sort((a, b) => b.units - a.units || a.product_id - b.product_id)
    .flatMap((product) => {
      const fit = fits.get(product.product_id);
      return fit ? [{ ...product, fit }] : [];
    });
}
