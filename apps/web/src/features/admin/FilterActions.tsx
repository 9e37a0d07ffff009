import { Link } from 'wouter';

/**
 * 'Filtrar' (the form's submit) and 'Limpiar' under a back-office filter. 'Limpiar' is a link where the
 * filters live in the address (going to it empties them) and a button where they live in the page.
 */
export function FilterActions({
  className = 'admin-filter-actions',
  ...clear
}: { className?: string } & ({ onClear: () => void } | { clearHref: string })) {
  return (
    <div className={className}>
      <button type="submit" className="button button-primary">
        Filtrar
      </button>
      {'clearHref' in clear ? (
        <Link href={clear.clearHref} className="button button-secondary">
          Limpiar
        </Link>
      ) : (
        <button type="button" className="button button-secondary" onClick={clear.onClear}>
          Limpiar
        </button>
      )}
    </div>
  );
}
