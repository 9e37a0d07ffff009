import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import type { Category, ListingFilters, ListingSort } from '@store/contract';

export const PRICE_SLIDER_MAX = 5000;
export const PRICE_SLIDER_DEFAULT = 3000;

const SORTS: { value: ListingSort; label: string }[] = [
  { value: '', label: 'Más relevantes' },
  { value: 'asc', label: 'Menor precio' },
  { value: 'desc', label: 'Mayor precio' },
];

const capitalised = (name: string) =>
  name.charAt(0).toLocaleUpperCase('es-MX') + name.slice(1).toLocaleLowerCase('es-MX');

/** The keys that move a range input. */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Categories, price and order. The price applies when the slider is let go (mouse, touch or a key),
 * not on every step of a drag, so the list is not fetched twenty times.
 */
export function FilterPanel({
  categories,
  filters,
  onChange,
  onClear,
}: {
  categories: Category[] | undefined;
  filters: ListingFilters;
  onChange: (changes: Partial<ListingFilters>) => void;
  onClear: () => void;
}) {
  const applied = filters.maxPrice <= PRICE_SLIDER_MAX ? filters.maxPrice : PRICE_SLIDER_DEFAULT;
  // The slider's position while dragging; when the applied price changes (a new address, 'Limpiar
  // Filtros') the slider follows it, because the draft was for the old one.
  const [draft, setDraft] = useState({ base: applied, value: applied });
  const price = draft.base === applied ? draft.value : applied;
  const setPrice = (value: number) => setDraft({ base: applied, value });
  const applyPrice = () => {
    // The drag is over: the slider follows the address again, even when the address later returns to
    // the price this drag started from ('Limpiar Filtros' back to the default, say).
    setDraft({ base: price, value: price });
    if (price !== filters.maxPrice) onChange({ maxPrice: price });
  };

  return (
    <div className="filter-panel">
      <fieldset>
        <legend>Filtrar por categorías</legend>
        {categories && categories.length > 0 ? (
          <ul className="filter-categories">
            {categories.map((category) => {
              const checked = filters.categoryIds.includes(category.category_id);
              return (
                <li key={category.category_id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        onChange({
                          categoryIds: checked
                            ? filters.categoryIds.filter((id) => id !== category.category_id)
                            : [...filters.categoryIds, category.category_id],
                        })
                      }
                    />
                    {capitalised(category.name)}
                  </label>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="filter-placeholder" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="skeleton filter-placeholder-line" />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>Rango de precio</legend>
        <label className="filter-price">
          <span>
            Hasta <strong>{formatMoney(price)}</strong>
          </span>
          <input
            type="range"
            min={0}
            max={PRICE_SLIDER_MAX}
            step={50}
            value={price}
            aria-valuetext={`Hasta ${formatMoney(price)}`}
            onChange={(event) => setPrice(Number(event.target.value))}
            onMouseUp={applyPrice}
            onTouchEnd={applyPrice}
            onKeyUp={(event) => {
              // Only the keys that move the slider apply it: the Tab that lands on it must not.
              if (SLIDER_KEYS.has(event.key)) applyPrice();
            }}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Ordenar por</legend>
        {SORTS.map((sort) => (
          <label key={sort.value || 'relevance'} className="filter-sort">
            <input
              type="radio"
              name="sort"
              value={sort.value}
              checked={filters.sort === sort.value}
              onChange={() => onChange({ sort: sort.value })}
            />
            {sort.label}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button-secondary filter-clear" onClick={onClear}>
        Limpiar Filtros
      </button>
    </div>
  );
}
