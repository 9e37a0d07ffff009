import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { useAudit } from './api/get-audit';
import './audit.css';

/** Every change staff made to prices, stock, orders and content: when, who, and what, as one sentence. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const data = audit.data;

  return (
    <section aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">Bitácora</h1>
      {audit.isError && !data ? (
        <AdminLoadError message="No pudimos cargar la bitácora." onRetry={() => void audit.refetch()} />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : data.pagination.total === 0 ? (
        <p>Todavía no hay cambios registrados.</p>
      ) : (
        <>
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Cambios registrados">
            <table className="admin-table admin-table-cards" aria-busy={audit.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Quién</th>
                  <th scope="col">Qué cambió</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="admin-audit-date">{formatDateTime(entry.at)}</td>
                    <td data-label="Quién">{entry.actor}</td>
                    <td className="admin-audit-sentence" data-label="Qué cambió">
                      {entry.sentence}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager
            label="Páginas de la bitácora"
            page={page}
            shownPage={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
