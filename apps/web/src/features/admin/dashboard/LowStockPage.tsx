import { DEFAULT_LOW_STOCK_THRESHOLD, RESTOCK_SORTS, type RestockSort } from '@store/contract/admin';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { useLowStock, type LowStockFilters } from './api/list-low-stock';
import { count } from './dashboard-words';
import { LowStockTable } from './LowStockTable';
import './dashboard.css';

/** Typing in the search waits this long before asking, so each key is not a request. */
const SEARCH_DELAY_MS = 300;

const SORT_LABEL: Record<RestockSort, string> = {
  stock: 'Menos existencias primero',
  sales: 'Más vendidas primero',
};

const isSort = (value: string | null): value is RestockSort =>
  value !== null && (RESTOCK_SORTS as readonly string[]).includes(value);

/** The filters live in the address, so that 'Ver todas' opens with the home's threshold and back returns here. */
function readFilters(params: URLSearchParams): LowStockFilters {
  const threshold = Number(params.get('threshold'));
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    threshold:
      Number.isInteger(threshold) && threshold >= 1 && threshold <= 1000
        ? threshold
        : DEFAULT_LOW_STOCK_THRESHOLD,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : 'stock',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toSearch(filters: LowStockFilters): string {
  const params = new URLSearchParams({ threshold: String(filters.threshold) });
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== 'stock') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return `?${params.toString()}`;
}

/** `/admin/existencias`: 'Ver todas' of the home's low stock, every size under the threshold. */
export function LowStockPage() {
  usePageTitle('Existencias bajas');
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const filters = readFilters(searchParams);
  const show = (next: LowStockFilters) => navigate(`/existencias${toSearch(next)}`);
  const lowStock = useLowStock(filters);
  const [typed, setTyped] = useState(filters.search);
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== filters.search) show({ ...filters, search: typed.trim(), page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only what the owner types starts a new search; the address changing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const data = lowStock.data;
  return (
    <section className="admin-low-stock-page" aria-labelledby={titleId}>
      <p>
        <Link href="/">← Inicio</Link>
      </p>
      <h1 id={titleId}>Existencias bajas</h1>
      <p className="admin-hint">
        Tallas de productos a la venta con menos de {count.format(filters.threshold)} unidades.
      </p>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="form-field">
          Buscar
          <input
            type="search"
            placeholder="Producto o SKU"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <label className="form-field">
          Ordenar
          <select
            value={filters.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSort(sort)) show({ ...filters, sort, page: 1 });
            }}
          >
            {RESTOCK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABEL[sort]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {lowStock.isError && !data ? (
        <AdminLoadError
          message="No pudimos cargar las existencias bajas."
          onRetry={() => void lowStock.refetch()}
        />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : data.variants.length === 0 ? (
        <p role="status">
          {filters.search
            ? 'Ninguna talla con existencias bajas coincide con la búsqueda.'
            : `Ninguna variante tiene menos de ${count.format(filters.threshold)} unidades.`}
        </p>
      ) : (
        <>
          <p role="status" className="admin-hint">
            {data.pagination.total === 1 ? '1 talla' : `${count.format(data.pagination.total)} tallas`}
          </p>
          <LowStockTable variants={data.variants} busy={lowStock.isPlaceholderData} />
          {data.pagination.totalPages > 1 && (
            <AdminPager
              label="Páginas de existencias bajas"
              page={filters.page}
              shownPage={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={(page) => show({ ...filters, page })}
            />
          )}
        </>
      )}
    </section>
  );
}
