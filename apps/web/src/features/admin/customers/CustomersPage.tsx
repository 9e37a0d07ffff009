import {
  CUSTOMER_SORTS,
  MAX_CUSTOMER_SEARCH_LENGTH,
  SORT_DIRECTIONS,
  type AdminCustomerRow,
  type CustomerSort,
} from '@store/contract/admin';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { OrdersTabs } from '../SectionTabs';
import { useIsOwner } from '../role';
import { SearchFilters, useTypedSearch } from '../SearchFilters';
import { customersCsvHref, useCustomers, type CustomersFilters } from './api';
import './customers.css';

const SORT_LABEL: Record<CustomerSort, string> = {
  last_order: 'Último pedido',
  spent: 'Gastado',
  orders: 'Pedidos',
  name: 'Nombre',
};

const isSort = (value: string | null): value is CustomerSort =>
  value !== null && (CUSTOMER_SORTS as readonly string[]).includes(value);
const isDirection = (value: string | null): value is CustomersFilters['direction'] =>
  value !== null && (SORT_DIRECTIONS as readonly string[]).includes(value);

/** The search and order live in the address, so that back returns to the same list. */
function readFilters(params: URLSearchParams): CustomersFilters {
  const sort = params.get('sort');
  const direction = params.get('direction');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_CUSTOMER_SEARCH_LENGTH),
    sort: isSort(sort) ? sort : 'last_order',
    direction: isDirection(direction) ? direction : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toSearch(filters: CustomersFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== 'last_order') params.set('sort', filters.sort);
  if (filters.direction !== 'desc') params.set('direction', filters.direction);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/admin/clientes`: every customer with their orders and what they spent net of refunds. */
export function CustomersPage() {
  usePageTitle('Clientes');
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const filters = readFilters(searchParams);
  const show = (next: CustomersFilters) => navigate(`/clientes${toSearch(next)}`);
  const customers = useCustomers(filters);
  const [typed, setTyped] = useTypedSearch(filters.search, (search) => {
    if (search.trim() !== filters.search) show({ ...filters, search: search.trim(), page: 1 });
  });
  // The file holds every customer's contact: the owners', as the orders' file is.
  const owner = useIsOwner();
  const titleId = useId();
  const data = customers.data;

  return (
    <section className="admin-customers" aria-labelledby={titleId}>
      <OrdersTabs />
      <header className="admin-customers-header">
        <h1 id={titleId}>Clientes</h1>
        {owner ? (
          <a className="button button-secondary" href={customersCsvHref(filters)} download>
            Descargar CSV
          </a>
        ) : null}
      </header>
      <SearchFilters placeholder="Nombre, correo o teléfono" typed={typed} onType={setTyped}>
        <label className="form-field">
          Ordenar por
          <select
            value={filters.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSort(sort))
                show({ ...filters, sort, direction: sort === 'name' ? 'asc' : 'desc', page: 1 });
            }}
          >
            {CUSTOMER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABEL[sort]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          Orden
          <select
            value={filters.direction}
            onChange={(event) => {
              const direction = event.target.value;
              if (isDirection(direction)) show({ ...filters, direction, page: 1 });
            }}
          >
            <option value="desc">{filters.sort === 'name' ? 'Z a A' : 'Mayor primero'}</option>
            <option value="asc">{filters.sort === 'name' ? 'A a Z' : 'Menor primero'}</option>
          </select>
        </label>
      </SearchFilters>
      {customers.isError && !data ? (
        <AdminLoadError message="No pudimos cargar los clientes." onRetry={() => void customers.refetch()} />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : data.customers.length === 0 ? (
        <p role="status">
          {filters.search ? 'Ningún cliente coincide con la búsqueda.' : 'Todavía no hay clientes.'}
        </p>
      ) : (
        <>
          <p role="status" className="admin-hint">
            {data.pagination.total === 1
              ? '1 cliente'
              : `${data.pagination.total.toLocaleString('es-MX')} clientes`}
          </p>
          <CustomersTable customers={data.customers} busy={customers.isPlaceholderData} />
          {data.pagination.totalPages > 1 && (
            <AdminPager
              label="Páginas de clientes"
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

function CustomersTable({ customers, busy }: { customers: AdminCustomerRow[]; busy: boolean }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards" aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">Cliente</th>
            <th scope="col">Correo</th>
            <th scope="col">Teléfono</th>
            <th scope="col" className="admin-number">
              Pedidos
            </th>
            <th scope="col" className="admin-number">
              Gastado
            </th>
            <th scope="col">Último pedido</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.customer_id}>
              <td>
                <Link href={`/clientes/${customer.customer_id}`}>
                  {customer.deleted ? `Cuenta eliminada (#${customer.customer_id})` : customer.name}
                </Link>
              </td>
              <td data-label="Correo">{customer.email ?? '—'}</td>
              <td data-label="Teléfono">{customer.phone_number ?? '—'}</td>
              <td data-label="Pedidos" className="admin-number">
                {customer.orders}
              </td>
              <td data-label="Gastado" className="admin-number">
                {formatMoney(customer.spent)}
              </td>
              <td data-label="Último pedido">
                {customer.last_order_at ? formatDate(customer.last_order_at) : 'Sin pedidos'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
