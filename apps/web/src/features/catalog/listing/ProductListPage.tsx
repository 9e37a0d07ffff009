import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ApiError, reasonOr } from '../../../lib/api';
import { useFocusTrap } from '../../../lib/focus-trap';
import { FilterIcon } from '../../../lib/icons';
import { MESSAGES } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { notifyError } from '../../../lib/toast';
import { useCategories } from '../api/get-categories';
import { useProductList } from '../api/get-product-list';
import { ProductCard, ProductCardSkeleton } from '../../../lib/product-card/ProductCard';
import { FilterPanel } from './FilterPanel';
import { FilterSheetFooter, FilterSheetHeader, useFilterSheet } from './FilterSheet';
import { listingHeading } from './listing-heading';
import {
  listingSizeSystem,
  listingSizeValue,
  readFilters,
  readListingSize,
  readPage,
  toListingRequest,
  type ListingFilters,
} from '@store/contract';
import { clearFilters, removeAllFilters, withFilters } from './listing-query';
import { ActiveFilters } from './ActiveFilters';
import { rememberedSize, rememberSize } from './my-size';
import { Pagination } from './Pagination';
import './listing.css';

/** The cards a phone shows before any scrolling (three rows of two): their pictures load at once. */
const FIRST_SCREEN_CARDS = 6;

/** Until the first answer says otherwise, the pager assumes ten pages, so it is drawn at once. */
const DEFAULT_TOTAL_PAGES = 10;

export function ProductListPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const department = useHistoryState<{ department?: string } | null>()?.department;
  const filters = readFilters(searchParams);
  const page = readPage(params.page);
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useProductList(
    toListingRequest(filters, page),
  );
  const categories = useCategories();
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = () => setPanelOpen(false);
  const sheet = useRef<HTMLElement>(null);
  const trapFocus = useFocusTrap(sheet, panelOpen);
  useFilterSheet(panelOpen, closePanel);
  const heading = listingHeading(filters, categories.data, department);
  usePageTitle(heading);

  useEffect(() => {
    // Too many searches in a row: the server's own sentence says how long to wait.
    if (isError)
      notifyError(
        error instanceof ApiError && error.status === 429
          ? reasonOr(error, MESSAGES.listFailed)
          : MESSAGES.listFailed,
      );
  }, [isError, error]);

  // A change of categories or order starts again at the top of the page.
  const orderKey = `${filters.categoryIds.join(',')}|${filters.sort}`;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [orderKey]);

  // 'Mi talla' for the visit: a listing sized in the system of the size the shopper chose opens with it.
  const sizeSystem = listingSizeSystem(filters.categoryIds);
  const mySize = sizeSystem && !filters.size ? rememberedSize(sizeSystem) : undefined;
  useEffect(() => {
    if (!sizeSystem || !mySize) return;
    const size = listingSizeValue({ system: sizeSystem, name: mySize });
    navigate(`/products/${page}?${withFilters(searchParams, { size }).toString()}`, { replace: true });
  }, [sizeSystem, mySize, page, searchParams, navigate]);

  const changeFilters = (changes: Partial<ListingFilters>) => {
    // Choosing a size remembers it; taking its chip away forgets it, or it would come straight back.
    if ('size' in changes && sizeSystem) rememberSize(sizeSystem, readListingSize(changes.size)?.name);
    navigate(`/products/1?${withFilters(searchParams, changes).toString()}`);
  };
  const removeAll = () => {
    if (sizeSystem) rememberSize(sizeSystem, undefined);
    navigate(`/products/1?${removeAllFilters(searchParams).toString()}`);
  };
  const changePage = (next: number) => {
    navigate(`/products/${next}?${searchParams.toString()}`);
    window.scrollTo({ top: 0 });
  };
  const totalPages = data?.pagination.totalPages ?? DEFAULT_TOTAL_PAGES;
  // Nothing to page through until an answer comes: the pager would promise pages that may not exist.
  const failed = isError && !data;

  return (
    <div className="listing">
      <div className="listing-header">
        <h1>{heading}</h1>
        <button
          type="button"
          className="button button-secondary listing-filter-toggle"
          aria-expanded={panelOpen}
          aria-controls="listing-filters"
          onClick={() => setPanelOpen((open) => !open)}
        >
          <FilterIcon />
          Filtros
        </button>
      </div>
      <div className="listing-body">
        {/* On a phone the panel opens over the page as a dialog (the toggle shows only there); the list
            behind follows each choice, and 'Ver N productos' says what it holds and closes the panel. */}
        <aside
          id="listing-filters"
          ref={sheet}
          className={panelOpen ? 'listing-filters listing-filters-open' : 'listing-filters'}
          {...(panelOpen
            ? {
                role: 'dialog',
                'aria-modal': true,
                'aria-labelledby': 'listing-filters-title',
                onKeyDown: trapFocus,
              }
            : {})}
        >
          <FilterSheetHeader onClose={closePanel} />
          <FilterPanel
            categories={categories.data}
            filters={filters}
            onChange={changeFilters}
            onClear={() => navigate(`/products/1?${clearFilters(searchParams).toString()}`)}
          />
          <FilterSheetFooter
            total={isPending || isPlaceholderData || failed ? undefined : data?.pagination.total}
            onClose={closePanel}
          />
        </aside>
        <section
          className="listing-results"
          aria-labelledby="listing-results-title"
          aria-busy={isPending || isPlaceholderData}
        >
          {/* The cards' names are level-3 headings: this keeps the outline h1 → h2 → h3. */}
          <h2 id="listing-results-title" className="visually-hidden">
            Productos
          </h2>
          <ActiveFilters
            filters={filters}
            categories={categories.data}
            onChange={changeFilters}
            onRemoveAll={removeAll}
          />
          {!failed && (
            <Pagination page={page} totalPages={totalPages} onChange={changePage} label="Páginas (arriba)" />
          )}
          {failed ? (
            <div className="listing-empty">
              <p>No pudimos mostrar los productos.</p>
              <button type="button" className="button button-secondary" onClick={() => void refetch()}>
                Reintentar
              </button>
            </div>
          ) : data && data.products.length === 0 ? (
            <p className="listing-empty">
              No encontramos productos con estos filtros. Prueba con otros o límpialos.
            </p>
          ) : (
            <div className="listing-grid">
              {isPending || !data
                ? Array.from({ length: 8 }, (_, index) => <ProductCardSkeleton key={index} />)
                : data.products.map((item, index) => (
                    <ProductCard key={item.product_id} item={item} eager={index < FIRST_SCREEN_CARDS} />
                  ))}
            </div>
          )}
          {!failed && (
            <Pagination page={page} totalPages={totalPages} onChange={changePage} label="Páginas (abajo)" />
          )}
        </section>
      </div>
    </div>
  );
}
