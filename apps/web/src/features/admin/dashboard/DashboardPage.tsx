import { DEFAULT_LOW_STOCK_THRESHOLD, type DashboardResponse } from '@store/contract/admin';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../lib/format';
import { AdminLoadError } from '../AdminLoadError';
import { useDashboard } from './api/get-dashboard';
import { count } from './dashboard-words';
import { LastDays } from './LastDays';
import { ToDoList } from './ToDoList';
import './dashboard.css';

/**
 * The back-office home: what happened today, what waits on the shop (each figure a link to where it is
 * done), the last 30 days' sales, top products and payment methods, what to restock.
 */
export function DashboardPage() {
  const [threshold, setThreshold] = useState(DEFAULT_LOW_STOCK_THRESHOLD);
  const dashboard = useDashboard(threshold);
  const thresholdId = useId();

  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">Inicio</h1>
      {dashboard.isError && !dashboard.data ? (
        <AdminLoadError
          message="No pudimos cargar el resumen del día."
          onRetry={() => void dashboard.refetch()}
        />
      ) : !dashboard.data ? (
        <p role="status">Cargando...</p>
      ) : (
        <>
          <TodayCards data={dashboard.data} />
          <ToDoList data={dashboard.data} />
          <LastDays report={dashboard.data.last_days} />
          <section className="admin-low-stock" aria-labelledby="admin-low-stock-title">
            <div className="admin-low-stock-header">
              <h2 id="admin-low-stock-title">Existencias bajas</h2>
              <label htmlFor={thresholdId}>
                Menos de
                <input
                  id={thresholdId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1000}
                  value={threshold}
                  onChange={(event) => {
                    const value = event.currentTarget.valueAsNumber;
                    if (Number.isInteger(value) && value >= 1 && value <= 1000) setThreshold(value);
                  }}
                />
                unidades
              </label>
            </div>
            <LowStockTable lowStock={dashboard.data.low_stock} />
          </section>
        </>
      )}
    </section>
  );
}

function TodayCards({ data }: { data: DashboardResponse }) {
  const cards = [
    { label: 'Pedidos de hoy', value: count.format(data.today.orders) },
    // Net of what went back today's orders; gross and refunds beside it so that the owner sees both.
    { label: 'Ventas de hoy', value: formatMoney(data.today.sales) },
    { label: 'Ventas brutas de hoy', value: formatMoney(data.today.gross_sales) },
    { label: 'Reembolsos de hoy', value: formatMoney(data.today.refunds) },
  ];
  return (
    <ul className="admin-cards">
      {cards.map((card) => (
        <li key={card.label} className="admin-card">
          <p className="admin-card-label">{card.label}</p>
          <p className="admin-card-value">{card.value}</p>
        </li>
      ))}
    </ul>
  );
}

function LowStockTable({ lowStock }: { lowStock: DashboardResponse['low_stock'] }) {
  if (lowStock.variants.length === 0) {
    return <p>Ninguna variante tiene menos de {count.format(lowStock.threshold)} unidades.</p>;
  }
  return (
    <>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Color</th>
              <th scope="col">Talla</th>
              <th scope="col">SKU</th>
              <th scope="col">Existencias</th>
            </tr>
          </thead>
          <tbody>
            {lowStock.variants.map((variant) => (
              <tr key={variant.variant_id}>
                <td>
                  <Link href={`/productos/${variant.product_id}`}>{variant.product_name}</Link>
                </td>
                <td>{variant.color}</td>
                <td>{variant.size}</td>
                <td>{variant.sku}</td>
                <td className={variant.stock === 0 ? 'admin-stock-empty' : undefined}>
                  {variant.stock === 0 ? 'Agotado' : count.format(variant.stock)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {lowStock.truncated && <p>Se muestran solo las {count.format(lowStock.variants.length)} más bajas.</p>}
    </>
  );
}
