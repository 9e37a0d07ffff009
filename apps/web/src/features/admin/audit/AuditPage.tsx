import { AUDIT_KINDS, type AuditKind } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { DateRangeFields } from '../DateRangeFields';
import { FilterActions } from '../FilterActions';
import { useAudit, type AuditFilters } from './api/get-audit';
import './audit.css';

const isKind = (value: string): value is AuditKind => Object.hasOwn(AUDIT_KINDS, value);

/**
 * Every change staff made to prices, stock, orders and content: when, who, and what, as one sentence;
 * narrowed by who, what kind of change and which days, the server doing the filtering and the pages.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const audit = useAudit(filters);
  const data = audit.data;
  const filtered = Boolean(filters.actor || filters.kind || filters.from || filters.to);

  return (
    <section aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">Bitácora</h1>
      <Filters onApply={(next) => setFilters({ ...next, page: 1 })} />
      {audit.isError && !data ? (
        <AdminLoadError message="No pudimos cargar la bitácora." onRetry={() => void audit.refetch()} />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : data.pagination.total === 0 ? (
        <p role="status">
          {filtered ? 'Ningún cambio coincide con estos filtros.' : 'Todavía no hay cambios registrados.'}
        </p>
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
            page={filters.page}
            shownPage={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}

function Filters({ onApply }: { onApply: (filters: Omit<AuditFilters, 'page'>) => void }) {
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const ids = { actor: useId(), kind: useId() };

  const apply = (changes: { kind?: string } = {}) => {
    const next = { actor, kind, from, to, ...changes };
    onApply({
      ...(next.actor.trim() ? { actor: next.actor.trim() } : {}),
      ...(isKind(next.kind) ? { kind: next.kind } : {}),
      ...(next.from ? { from: next.from } : {}),
      ...(next.to ? { to: next.to } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const clear = () => {
    setActor('');
    setKind('');
    setFrom('');
    setTo('');
    onApply({});
  };

  return (
    <form role="search" aria-label="Filtrar la bitácora" className="admin-filters" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={ids.actor}>Quién</label>
        <input
          id={ids.actor}
          type="search"
          value={actor}
          maxLength={100}
          placeholder="Parte de su correo"
          onChange={(event) => setActor(event.currentTarget.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.kind}>Qué</label>
        <select
          id={ids.kind}
          value={kind}
          onChange={(event) => {
            // A choice in a list is complete at once: the list follows it without a click more.
            setKind(event.currentTarget.value);
            apply({ kind: event.currentTarget.value });
          }}
        >
          <option value="">Todos los cambios</option>
          {Object.entries(AUDIT_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <FilterActions onClear={clear} />
    </form>
  );
}
