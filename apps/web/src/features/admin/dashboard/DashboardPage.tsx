import { DEFAULT_LOW_STOCK_THRESHOLD, type DashboardResponse } from '@store/contract/admin';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../lib/format';
import { AdminLoadError } from '../AdminLoadError';
import { useDashboard } from './api/get-dashboard';
import { count } from './dashboard-words';
import { LastDays } from './LastDays';
import { LowStockTable } from './LowStockTable';
import { ToDoList } from './ToDoList';
import './dashboard.css';

/**
 * The back-office home: what happened today, what waits on the shop (each figure a link to where it is
 * done), the last 30 days' sales, top products and payment methods, the ten sizes most urgent to
 * restock with 'Ver todas'.
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
            <LowStock lowStock={dashboard.data.low_stock} />
          </section>
        </>
      )}
    </section>
  );
}

function TodayCards({ data }: { data: DashboardResponse }) {
  const cards = [
    { label: 'Pedidos de hoy', value: count.format(data.today.orders) },
    // Net of what went back today's orders; gross and refunds beside it so that the owner sees both. All
    // three are the ledger's charges and refunds, which carry the shipping the shopper paid: said so.
    { label: 'Ventas de hoy, con envío', value: formatMoney(data.today.sales) },
    { label: 'Ventas brutas de hoy, con envío', value: formatMoney(data.today.gross_sales) },
    { label: 'Reembolsos de hoy, con envío', value: formatMoney(data.today.refunds) },
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

function LowStock({ lowStock }: { lowStock: DashboardResponse['low_stock'] }) {
  if (lowStock.variants.length === 0) {
    return <p>Ninguna variante tiene menos de {count.format(lowStock.threshold)} unidades.</p>;
  }
  return (
    <>
      <p className="admin-hint">
        Primero lo agotado que se vende; luego lo que se acabará antes al ritmo de sus ventas.
      </p>
      <LowStockTable variants={lowStock.variants} />
      <p className="admin-see-all">
        <Link href={`/existencias?threshold=${lowStock.threshold}`}>
          Ver todas ({count.format(lowStock.total)})
        </Link>
      </p>
    </>
  );
}
