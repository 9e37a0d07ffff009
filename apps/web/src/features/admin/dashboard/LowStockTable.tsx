import { RESTOCK_SALES_DAYS, type RestockVariant } from '@store/contract/admin';
import { Link } from 'wouter';
import { count } from './dashboard-words';

/**
 * Sizes to restock: the product (a link to its editor) with its colour, size and SKU under it, the units
 * left and what the size sold lately. Three columns, so that a phone shows it without sideways scroll.
 */
export function LowStockTable({ variants, busy = false }: { variants: RestockVariant[]; busy?: boolean }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-low-stock-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col">Existencias</th>
            <th scope="col">Vendidas en {RESTOCK_SALES_DAYS} días</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.variant_id}>
              <td>
                <Link href={`/productos/${variant.product_id}`}>{variant.product_name}</Link>
                <div className="admin-hint">
                  {variant.color} · Talla {variant.size} · {variant.sku}
                </div>
              </td>
              <td className={variant.stock === 0 ? 'admin-stock-empty' : undefined}>
                {variant.stock === 0 ? 'Agotado' : count.format(variant.stock)}
              </td>
              <td>{count.format(variant.units_sold)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
