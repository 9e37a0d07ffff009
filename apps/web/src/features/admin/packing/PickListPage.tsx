import { SHOP_NAME } from '@store/contract';
import type { AdminPickList, PickListRow } from '@store/contract/admin';
import { useId } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { usePickList } from './api/packing';
import { formatDate } from '../../../lib/dates';
import { PrintBar } from './paper';
import './packing.css';

/** `/admin/empaque`: every unit the orders in process need, shelf by shelf, to print and walk with. */
export function PickListPage() {
  usePageTitle('Lista de surtido');
  const list = usePickList();
  if (list.isError) {
    return (
      <AdminLoadError message="No pudimos cargar la lista de surtido." onRetry={() => void list.refetch()} />
    );
  }
  if (!list.data) return <p role="status">Cargando lista de surtido...</p>;
  return <PickList list={list.data} />;
}

/** The rows of each department, in the server's order (already the shelves' order). */
function byDepartment(rows: PickListRow[]): [string, PickListRow[]][] {
  const groups = new Map<string, PickListRow[]>();
  for (const row of rows) groups.set(row.department, [...(groups.get(row.department) ?? []), row]);
  return [...groups];
}

function PickList({ list }: { list: AdminPickList }) {
  const titleId = useId();
  const units = list.rows.reduce((sum, row) => sum + row.units, 0);
  return (
    <article className="packing-sheet" aria-labelledby={titleId}>
      <PrintBar>
        <Link href="/pedidos">← Pedidos</Link>
      </PrintBar>
      <header className="packing-head">
        <div>
          <p className="packing-shop">{SHOP_NAME}</p>
          <h1 id={titleId}>Lista de surtido</h1>
          <p className="packing-meta">
            {formatDate(new Date())}
            {list.orders > 0
              ? ` · ${list.orders} ${list.orders === 1 ? 'pedido' : 'pedidos'} por empacar, ${units} ${units === 1 ? 'pieza' : 'piezas'}`
              : ''}
          </p>
        </div>
      </header>
      {list.rows.length === 0 ? (
        <p className="packing-empty">No hay pedidos por empacar.</p>
      ) : (
        byDepartment(list.rows).map(([department, rows]) => (
          <Department key={department} name={department} rows={rows} />
        ))
      )}
    </article>
  );
}

function Department({ name, rows }: { name: string; rows: PickListRow[] }) {
  const titleId = useId();
  return (
    <section className="packing-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{name}</h2>
      <table className="packing-table packing-table-pick">
        {/* The same widths in every department's table, so that their columns line up down the sheet. */}
        <colgroup>
          <col />
          <col className="pick-color" />
          <col className="pick-size" />
          <col className="pick-sku" />
          <col className="pick-units" />
          <col className="pick-orders" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col">Color</th>
            <th scope="col">Talla</th>
            <th scope="col">SKU</th>
            <th scope="col" className="packing-number">
              Piezas
            </th>
            <th scope="col">Pedidos</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.sku ?? row.product_name}-${row.color_name}-${row.size_name}`}>
              <td className="packing-product">{row.product_name}</td>
              <td data-label="Color">{row.color_name}</td>
              <td data-label="Talla">{row.size_name}</td>
              <td className="packing-sku" data-label="SKU">
                {row.sku ?? '—'}
              </td>
              <td className="packing-number" data-label="Piezas">
                {row.units}
              </td>
              <td data-label="Pedidos">
                {row.orders.map((order, index) => (
                  <span key={order.bill_id}>
                    {index > 0 ? ', ' : ''}
                    <Link href={`/pedidos/${order.bill_id}/empaque`}>
                      #{order.bill_id}
                      {order.quantity > 1 ? ` (${order.quantity})` : ''}
                    </Link>
                    {/* Its units go to the store's counter, not into a parcel. */}
                    {order.fulfilment === 'pickup' ? ' · Recoger en tienda' : ''}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
