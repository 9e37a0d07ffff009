import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../../lib/icons';

/** Wider than this the filters sit beside the grid (listing.css), so an open phone panel closes. */
const DESKTOP_QUERY = '(min-width: 861px)';

/** What the panel's button says: how many products the filters chosen give. */
export const showProductsLabel = (total: number | undefined) =>
  total === undefined ? 'Ver productos' : `Ver ${total} ${total === 1 ? 'producto' : 'productos'}`;

/**
 * The phone's filter panel while it is open: Escape closes it wherever focus is, and so does a window
 * grown to a desktop's width, where the panel is the sidebar again and must not keep the page locked.
 */
export function useFilterSheet(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : undefined;
    const onResize = () => {
      if (desktop?.matches) close.current();
    };
    desktop?.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener('change', onResize);
    };
  }, [open]);
}

/** The panel's title and close button, shown on phones only. */
export function FilterSheetHeader({ onClose }: { onClose: () => void }) {
  return (
    <div className="filter-sheet-header">
      <h2 id="listing-filters-title">Filtros</h2>
      <button type="button" className="filter-sheet-close" aria-label="Cerrar filtros" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The panel's sticky 'Ver N productos' button, shown on phones only; N is the list's count. */
export function FilterSheetFooter({ total, onClose }: { total: number | undefined; onClose: () => void }) {
  return (
    <div className="filter-sheet-footer">
      <button type="button" className="button button-primary" aria-live="polite" onClick={onClose}>
        {showProductsLabel(total)}
      </button>
    </div>
  );
}
