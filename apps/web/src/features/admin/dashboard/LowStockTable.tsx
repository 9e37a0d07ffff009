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
            <th scope="col">
              {/* On a phone the short word leaves the product's name room; a screen reader still says the long one. */}
              <span className="admin-long-label">Existencias</span>
              <span className="admin-short-label" aria-hidden="true">
                Quedan
              </span>
            </th>
            <th scope="col">
              Vendidas <span className="admin-amount-note">en {RESTOCK_SALES_DAYS} días</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.variant_id}>
              <td>
                <Link href={`/productos/${variant.product_id}`}>{variant.product_name}</Link>
                <div className="admin-hint">
                  {variant.color} · Talla {variant.size} · <span className="admin-sku">{variant.sku}</span>
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
