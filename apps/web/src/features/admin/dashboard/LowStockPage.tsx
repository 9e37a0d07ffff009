import { DEFAULT_LOW_STOCK_THRESHOLD, RESTOCK_SORTS, type RestockSort } from '@store/contract/admin';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { SearchFilters, useTypedSearch } from '../SearchFilters';
import { useLowStock, type LowStockFilters } from './api/list-low-stock';
import { count } from './dashboard-words';
import { LowStockTable } from './LowStockTable';
import './dashboard.css';

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
  const [typed, setTyped] = useTypedSearch(filters.search, (search) => {
    if (search.trim() !== filters.search) show({ ...filters, search: search.trim(), page: 1 });
  });
  const titleId = useId();

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
      <SearchFilters placeholder="Producto o SKU" typed={typed} onType={setTyped}>
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
      </SearchFilters>
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
