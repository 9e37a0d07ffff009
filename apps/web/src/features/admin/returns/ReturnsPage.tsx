import { RETURN_STATUSES, type ReturnStatus } from '@store/contract';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { useReturns } from './api';
import { RETURN_STATUS_LABEL } from '../return-words';
import { ReturnsTabs } from './ReturnsTabs';
import './returns.css';

const isStatus = (value: string | null): value is ReturnStatus =>
  value !== null && (RETURN_STATUSES as readonly string[]).includes(value);

/** `/admin/devoluciones`: the latest return requests, filtered by status in the address. */
export function ReturnsPage() {
  usePageTitle('Devoluciones');
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const returns = useReturns(status ? { status } : {});
  const titleId = useId();
  const statusId = useId();

  return (
    <section aria-labelledby={titleId}>
      <ReturnsTabs />
      <h1 id={titleId}>Devoluciones</h1>
      <form role="search" aria-label="Filtrar devoluciones" className="admin-orders-filters">
        <div className="admin-field">
          <label htmlFor={statusId}>Estado</label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) =>
              navigate(
                event.currentTarget.value
                  ? `/devoluciones?status=${event.currentTarget.value}`
                  : '/devoluciones',
              )
            }
          >
            <option value="">Todas</option>
            {RETURN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {RETURN_STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
      </form>
      {returns.isError ? (
        <AdminLoadError
          message="No pudimos cargar las devoluciones."
          onRetry={() => void returns.refetch()}
        />
      ) : !returns.data ? (
        <p role="status">Cargando devoluciones...</p>
      ) : returns.data.returns.length === 0 ? (
        <p role="status">No hay devoluciones{status ? ' con este estado' : ''}.</p>
      ) : (
        <div className="admin-orders-scroll" tabIndex={0} role="region" aria-label="Lista de devoluciones">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Devolución</th>
                <th scope="col">Fecha</th>
                <th scope="col">Cliente</th>
                <th scope="col" className="admin-number">
                  Piezas
                </th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {returns.data.returns.map((row) => (
                <tr key={row.return_id}>
                  <td>
                    <Link href={`/devoluciones/${row.return_id}`}>Devolución {row.return_id}</Link>
                    <span className="admin-orders-customer">Pedido {row.bill_id}</span>
                  </td>
                  <td>
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                  </td>
                  <td>
                    {row.customer_name}
                    <span className="admin-orders-customer">{row.customer_email}</span>
                  </td>
                  <td className="admin-number">{row.units}</td>
                  <td>
                    <span className={`admin-return-status admin-return-status-${row.status}`}>
                      {RETURN_STATUS_LABEL[row.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
