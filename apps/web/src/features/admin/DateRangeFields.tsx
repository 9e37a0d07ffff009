import { useId } from 'react';

/**
 * 'Desde' and 'Hasta' of a back-office filter, as two date fields that keep each other in order: the
 * first cannot pass the second, so a range is never backwards before the server sees it.
 */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const ids = { from: useId(), to: useId() };
  return (
    <>
      <div className="admin-field">
        <label htmlFor={ids.from}>Desde</label>
        <input
          id={ids.from}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onFrom(event.currentTarget.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.to}>Hasta</label>
        <input
          id={ids.to}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onTo(event.currentTarget.value)}
        />
      </div>
    </>
  );
}
