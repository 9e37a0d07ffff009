import { SHIPPING_STATUSES, type ShippingStatus } from '@store/contract';
import { MAX_ORDER_SEARCH_LENGTH, type AdminOrdersResponse } from '@store/contract/admin';
import { FINANCIAL_STATUS_TEXTS } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { ApiError, reasonOr } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { formatAge, formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { DateRangeFields } from '../DateRangeFields';
import { FilterActions } from '../FilterActions';
import { OrdersTabs } from '../SectionTabs';
import { useIsOwner } from '../role';
import { useOrders, type OrdersFilters } from './api/get-orders';
import { CancelUnpaidButton } from './CancelUnpaidOrder';
import { OrdersCsvDownload } from './OrdersCsvDownload';
import { OrderStatusBadge, STATUS_LABEL } from './order-status';
import './orders.css';
import { useLookingAtOrders } from '../new-orders';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | null): value is ShippingStatus =>
  value !== null && (SHIPPING_STATUSES as readonly string[]).includes(value);

type FinancialStatus = (typeof FINANCIAL_STATUS_TEXTS)[number];
const isFinancialStatus = (value: string | null): value is FinancialStatus =>
  value !== null && (FINANCIAL_STATUS_TEXTS as readonly string[]).includes(value);

/**
 * The filters live in the address (`?status=enviado&page=2`), so that going back returns to the same
 * list and a link from elsewhere in the back-office can open it filtered. Whatever is not valid there
 * is left out rather than sent.
 */
function readFilters(params: URLSearchParams): OrdersFilters {
  const status = params.get('status');
  const financial = params.get('financial_status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const search = (params.get('search') ?? '').trim().slice(0, MAX_ORDER_SEARCH_LENGTH);
  const page = Number(params.get('page'));
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(isFinancialStatus(financial) ? { financial_status: financial } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(search ? { search } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toSearch(filters: OrdersFilters): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'financial_status', 'from', 'to', 'search'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/admin/pedidos`: every order, newest first, with filters and pages. */
export function OrdersPage() {
  usePageTitle('Pedidos');
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const filters = readFilters(searchParams);
  const orders = useOrders(filters);
  const { refetch } = orders;
  useLookingAtOrders(() => void refetch());
  const titleId = useId();
  const show = (next: OrdersFilters) => navigate(`/pedidos${toSearch(next)}`);
  // The file holds every customer's name and e-mail: the owners' (staff see each order's customer here).
  const owner = useIsOwner();
  // Said above the list, which may no longer hold the order cancelled from it.
  const [cancelled, setCancelled] = useState<string | null>(null);

  return (
    <section aria-labelledby={titleId}>
      <OrdersTabs />
      <header className="admin-order-header">
        <h1 id={titleId}>Pedidos</h1>
        <Link href="/empaque" className="button button-secondary">
          Lista de surtido
        </Link>
      </header>
      <Filters filters={filters} onApply={(next) => show({ ...next, page: 1 })} />
      {cancelled ? (
        <p className="admin-orders-cancelled" role="status">
          {cancelled}
        </p>
      ) : null}
      <Results
        waiting={filters.status === 'Pendiente de pago'}
        onCancelled={setCancelled}
        orders={orders.data}
        error={orders.isError ? orders.error : null}
        loading={orders.isPlaceholderData}
        onRetry={() => void orders.refetch()}
        onPage={(page) => show({ ...filters, page })}
      />
      {owner ? <OrdersCsvDownload /> : null}
    </section>
  );
}

function Filters({
  filters,
  onApply,
}: {
  filters: OrdersFilters;
  onApply: (filters: OrdersFilters) => void;
}) {
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [financial, setFinancial] = useState<string>(filters.financial_status ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [search, setSearch] = useState(filters.search ?? '');
  // A new address (the back button, a link) shows what it says; set while rendering, as React advises
  // for state that follows a prop, so the form keeps its focus.
  const shown = toSearch({ ...filters, page: 1 });
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setStatus(filters.status ?? '');
    setFinancial(filters.financial_status ?? '');
    setFrom(filters.from ?? '');
    setTo(filters.to ?? '');
    setSearch(filters.search ?? '');
  }
  const ids = { status: useId(), financial: useId(), search: useId() };

  const apply = (changes: { status?: string; financial?: string; from?: string; to?: string } = {}) => {
    const next = { status, financial, from, to, search, ...changes };
    onApply({
      ...(isStatus(next.status) ? { status: next.status } : {}),
      ...(isFinancialStatus(next.financial) ? { financial_status: next.financial } : {}),
      ...(DAY.test(next.from) ? { from: next.from } : {}),
      ...(DAY.test(next.to) ? { to: next.to } : {}),
      ...(next.search.trim() ? { search: next.search.trim() } : {}),
      page: 1,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form role="search" aria-label="Filtrar pedidos" className="admin-orders-filters" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={ids.status}>Estado</label>
        <select
          id={ids.status}
          value={status}
          onChange={(event) => {
            // A choice in a list is complete at once: the list follows it without a click more.
            setStatus(event.currentTarget.value);
            apply({ status: event.currentTarget.value });
          }}
        >
          <option value="">Todos</option>
          {SHIPPING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.financial}>Pago</label>
        <select
          id={ids.financial}
          value={financial}
          onChange={(event) => {
            setFinancial(event.currentTarget.value);
            apply({ financial: event.currentTarget.value });
          }}
        >
          <option value="">Todos</option>
          {FINANCIAL_STATUS_TEXTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <div className="admin-field admin-field-search">
        <label htmlFor={ids.search}>Buscar</label>
        <input
          id={ids.search}
          type="search"
          value={search}
          maxLength={MAX_ORDER_SEARCH_LENGTH}
          placeholder="Número, cliente, correo o producto"
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      <FilterActions className="admin-orders-filter-actions" clearHref="/pedidos" />
    </form>
  );
}

function Results({
  waiting,
  orders,
  error,
  loading,
  onRetry,
  onPage,
  onCancelled,
}: {
  /** The list of orders waiting for their money: how long each has waited, what it holds, 'Cancelar'. */
  waiting: boolean;
  onCancelled: (message: string) => void;
  orders: AdminOrdersResponse | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
}) {
  if (error) {
    // A refused filter (a date range backwards) comes with the server's sentence; anything else may pass.
    const refused = error instanceof ApiError && error.status === 400;
    return (
      <AdminLoadError
        message={
          refused ? reasonOr(error, 'No pudimos cargar los pedidos.') : 'No pudimos cargar los pedidos.'
        }
        onRetry={refused ? undefined : onRetry}
      />
    );
  }
  if (!orders) return <p role="status">Cargando pedidos...</p>;
  if (orders.orders.length === 0) {
    return <p role="status">No hay pedidos con estos filtros.</p>;
  }
  const { page, totalPages, total } = orders.pagination;
  return (
    <>
      <p role="status" className="visually-hidden">
        {loading ? 'Cargando pedidos...' : `${total} ${total === 1 ? 'pedido' : 'pedidos'}`}
      </p>
      {waiting ? (
        <p className="admin-orders-hint">
          Cada pedido pendiente de pago aparta sus piezas hasta que llega el dinero o vence el plazo. Si un
          cliente no va a pagar, cancélalo para liberarlas.
        </p>
      ) : null}

      <div className="admin-orders-scroll" tabIndex={0} role="region" aria-label="Lista de pedidos">
        <table className="admin-table admin-table-cards" aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">Pedido</th>
              <th scope="col">Fecha</th>
              <th scope="col">Cliente</th>
              <th scope="col" className="admin-number">
                Total
              </th>
              <th scope="col">Estado</th>
              <th scope="col">Pago</th>
              {waiting ? (
                <>
                  <th scope="col">Esperando</th>
                  <th scope="col" className="admin-number">
                    Piezas apartadas
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Acciones</span>
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {orders.orders.map((order) => (
              <tr key={order.bill_id}>
                <td>
                  <Link href={`/pedidos/${order.bill_id}`}>Pedido {order.bill_id}</Link>
                  <span className="admin-orders-customer">{order.reference}</span>
                </td>
                <td data-label="Fecha">
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                </td>
                <td data-label="Cliente">
                  {order.customer_name}
                  <span className="admin-orders-customer">{order.customer_email}</span>
                </td>
                <td className="admin-number" data-label="Total">
                  {formatMoney(order.total_amount)}
                </td>
                <td data-label="Estado">
                  <OrderStatusBadge status={order.shipping_status} />
                  {order.fulfilment === 'pickup' ? (
                    <span className="admin-orders-customer">Recoger en tienda</span>
                  ) : null}
                </td>
                <td data-label="Pago">{order.financial_status ?? '—'}</td>
                {waiting ? (
                  <>
                    <td data-label="Esperando">
                      <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
                        {formatAge(order.created_at)}
                      </time>
                    </td>
                    <td className="admin-number" data-label="Piezas apartadas">
                      {order.units}
                    </td>
                    <td>
                      {order.shipping_status === 'Pendiente de pago' ? (
                        <CancelUnpaidButton
                          orderId={order.bill_id}
                          units={order.units}
                          label={
                            <>
                              Cancelar <span className="visually-hidden">el pedido {order.bill_id}</span>
                            </>
                          }
                          onDone={onCancelled}
                        />
                      ) : null}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPager label="Páginas de pedidos" page={page} totalPages={totalPages} onPage={onPage} />
    </>
  );
}
