import { ChevronLeftIcon, ChevronRightIcon } from '../../../lib/icons';
import { pageItems } from './pagination';

/** Previous, the page numbers with ellipses, next. Shown above and below the grid. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination-step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon />
        <span className="visually-hidden">Página anterior</span>
      </button>
      <ul>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination-page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination-ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination-step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <span className="visually-hidden">Página siguiente</span>
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
