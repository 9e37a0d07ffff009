/**
 * "Anterior", "Página X de Y", "Siguiente" under a back-office list. The buttons step from `page`, the
 * page the list asked for; the line shows `shownPage`, the page of the rows on screen, which stays
 * behind while the next one loads.
 */
export function AdminPager({
  label,
  page,
  shownPage = page,
  totalPages,
  onPage,
}: {
  /** What the pages are of, for screen readers: "Páginas de pedidos". */
  label: string;
  page: number;
  shownPage?: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <p>
        Página {shownPage} de {totalPages}
      </p>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
      </button>
    </nav>
  );
}
