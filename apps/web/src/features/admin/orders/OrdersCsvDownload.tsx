import { ORDERS_EXPORT_PATH, ordersExportRangeError } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { shopDayKey } from '../../../lib/dates';

/** This month so far where the shop is: its first day and today, in Mexico City. */
export function monthSoFar(now: Date = new Date()): { from: string; to: string } {
  const today = shopDayKey(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * 'Descargar CSV': the orders of two days and those between, for the accountant. A plain GET form, so
 * the browser downloads the server's file itself (with the session cookie, no script in between); only
 * a range the server would refuse is stopped here, with the same sentence, next to the dates.
 */
export function OrdersCsvDownload({ now }: { now?: Date }) {
  const [range, setRange] = useState(() => monthSoFar(now));
  const [error, setError] = useState('');
  const ids = { title: useId(), from: useId(), to: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    const problem = ordersExportRangeError(range.from, range.to);
    setError(problem ?? '');
    if (problem) event.preventDefault();
  };
  const change = (field: 'from' | 'to', value: string) => {
    setRange((current) => ({ ...current, [field]: value }));
    setError('');
  };
  const invalid = error ? true : undefined;
  const describedBy = error ? ids.error : undefined;

  return (
    <form
      className="admin-orders-export"
      method="get"
      action={ORDERS_EXPORT_PATH}
      aria-labelledby={ids.title}
      noValidate
      onSubmit={submit}
    >
      <h2 id={ids.title}>Descargar pedidos en CSV</h2>
      <div className="admin-field">
        <label htmlFor={ids.from}>Primer día</label>
        <input
          id={ids.from}
          name="from"
          type="date"
          required
          value={range.from}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => change('from', event.currentTarget.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.to}>Último día</label>
        <input
          id={ids.to}
          name="to"
          type="date"
          required
          value={range.to}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => change('to', event.currentTarget.value)}
        />
      </div>
      <div className="admin-orders-filter-actions">
        <button type="submit" className="button button-secondary">
          Descargar CSV
        </button>
      </div>
      {error ? (
        <p id={ids.error} className="admin-error admin-orders-export-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="admin-orders-export-note">
          Todos los pedidos de esos días (también los cancelados), con hora de la Ciudad de México.
        </p>
      )}
    </form>
  );
}
