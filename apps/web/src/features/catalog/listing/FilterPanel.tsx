import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import {
  NO_PRICE_LIMIT,
  TARGET_AUDIENCES,
  listingSizeSystem,
  listingSizeValue,
  readListingSize,
  type Category,
  type ListingFilters,
  type ListingSort,
} from '@store/contract';
import { listingSizeChoices } from '../product/size-guide/size-charts';
import { AUDIENCE_NAMES } from './listing-heading';

/** The slider's top: there it means no limit at all, not 'up to $5,000'. */
export const PRICE_SLIDER_MAX = 5000;
export const NO_PRICE_LIMIT_TEXT = 'Sin límite de precio';

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
 * 'Mi talla' where the departments chosen share a size system, then price, order, audience and discounts
 * and categories (the short controls first: on a phone the 21 departments would push them off the
 * screen). The price applies when the slider is let go (mouse, touch or a key), not on every step
 * of a drag, so the list is not fetched twenty times. Until the shopper moves it, or when it is at its top,
 * no price limit applies and the panel says so.
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
  const limited = filters.maxPrice < NO_PRICE_LIMIT;
  const applied = limited ? Math.min(filters.maxPrice, PRICE_SLIDER_MAX) : PRICE_SLIDER_MAX;
  // The slider's position while dragging; when the applied price changes (a new address, 'Limpiar
  // Filtros') the slider follows it, because the draft was for the old one.
  const [draft, setDraft] = useState({ base: applied, value: applied });
  const price = draft.base === applied ? draft.value : applied;
  const setPrice = (value: number) => setDraft({ base: applied, value });
  // Where the slider rests, the address's limit (which may be above the slider's top); once moved, the
  // slider's own, none at the top.
  const limit =
    price === applied
      ? limited
        ? filters.maxPrice
        : undefined
      : price < PRICE_SLIDER_MAX
        ? price
        : undefined;
  const priceText = limit === undefined ? NO_PRICE_LIMIT_TEXT : `Hasta ${formatMoney(limit)}`;
  const applyPrice = () => {
    // The drag is over: the slider follows the address again, even when the address later returns to
    // the price this drag started from ('Limpiar Filtros' back to no limit, say).
    setDraft({ base: price, value: price });
    const next = price < PRICE_SLIDER_MAX ? price : NO_PRICE_LIMIT;
    if (next !== filters.maxPrice) onChange({ maxPrice: next });
  };

  const sizeSystem = listingSizeSystem(filters.categoryIds);

  return (
    <div className="filter-panel">
      {sizeSystem ? (
        <fieldset>
          <legend>Mi talla</legend>
          <select
            className="filter-size"
            aria-label="Mi talla"
            aria-describedby="filter-size-hint"
            value={readListingSize(filters.size)?.name ?? ''}
            onChange={(event) =>
              onChange({
                size: event.target.value
                  ? listingSizeValue({ system: sizeSystem, name: event.target.value })
                  : undefined,
              })
            }
          >
            <option value="">Todas las tallas</option>
            {listingSizeChoices(sizeSystem, filters.targetAudience).map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.label}
              </option>
            ))}
          </select>
          <p id="filter-size-hint" className="filter-hint">
            Solo productos con existencias en tu talla.
          </p>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>Rango de precio</legend>
        <label className="filter-price">
          <strong>{priceText}</strong>
          <input
            type="range"
            min={0}
            max={PRICE_SLIDER_MAX}
            step={50}
            value={price}
            aria-valuetext={priceText}
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
      <fieldset>
        <legend>Para</legend>
        {[undefined, ...TARGET_AUDIENCES].map((audience) => (
          <label key={audience ?? 'all'} className="filter-sort">
            <input
              type="radio"
              name="target_audience"
              checked={filters.targetAudience === audience}
              onChange={() => onChange({ targetAudience: audience })}
            />
            {audience ? AUDIENCE_NAMES[audience] : 'Todos'}
          </label>
        ))}
        <label className="filter-sort">
          <input
            type="checkbox"
            checked={filters.discount}
            onChange={() => onChange({ discount: !filters.discount })}
          />
          Solo con descuento
        </label>
      </fieldset>
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
      <button type="button" className="button button-secondary filter-clear" onClick={onClear}>
        Limpiar Filtros
      </button>
    </div>
  );
}
