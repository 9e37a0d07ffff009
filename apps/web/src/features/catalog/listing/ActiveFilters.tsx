import { NO_PRICE_LIMIT, readListingSize, type Category, type ListingFilters } from '@store/contract';
import { formatMoney } from '../../../lib/format';
import { AUDIENCE_NAMES } from './listing-heading';

type Chip = { key: string; label: string; remove: Partial<ListingFilters> };

/** The filters the address applies, each as a chip that takes it away. */
function chipsOf(filters: ListingFilters, categories: Category[] | undefined): Chip[] {
  const chips: Chip[] = [];
  for (const id of filters.categoryIds) {
    const name = categories?.find((category) => category.category_id === id)?.name;
    if (name)
      chips.push({
        key: `category-${id}`,
        label: name,
        remove: { categoryIds: filters.categoryIds.filter((other) => other !== id) },
      });
  }
  const size = readListingSize(filters.size);
  if (size)
    chips.push({
      key: 'size',
      label: `Talla ${size.name} ${size.system === 'hat' ? 'cm' : 'MX'}`,
      remove: { size: undefined },
    });
  if (filters.targetAudience)
    chips.push({
      key: 'audience',
      label: AUDIENCE_NAMES[filters.targetAudience],
      remove: { targetAudience: undefined },
    });
  if (filters.discount) chips.push({ key: 'discount', label: 'Con descuento', remove: { discount: false } });
  if (filters.maxPrice < NO_PRICE_LIMIT)
    chips.push({
      key: 'price',
      label: `Hasta ${formatMoney(filters.maxPrice)}`,
      remove: { maxPrice: NO_PRICE_LIMIT },
    });
  if (filters.name.trim())
    chips.push({ key: 'name', label: `«${filters.name.trim()}»`, remove: { name: '' } });
  return chips;
}

/** Above the results: what narrows them, each removable, and 'Quitar filtros' for all at once. */
export function ActiveFilters({
  filters,
  categories,
  onChange,
  onRemoveAll,
}: {
  filters: ListingFilters;
  categories: Category[] | undefined;
  onChange: (changes: Partial<ListingFilters>) => void;
  onRemoveAll: () => void;
}) {
  const chips = chipsOf(filters, categories);
  // A department alone is the page itself (its title says it), not a filter to take away: and the first
  // screen drawn before the script has no chips, so the cards would jump down under one.
  const onlyTheDepartment = chips.length === 1 && chips[0]?.key.startsWith('category-');
  if (chips.length === 0 || onlyTheDepartment) return null;
  return (
    <div className="active-filters" role="group" aria-label="Filtros aplicados">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="active-filter"
              aria-label={`Quitar filtro ${chip.label}`}
              onClick={() => onChange(chip.remove)}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="active-filters-clear" onClick={onRemoveAll}>
        Quitar filtros
      </button>
    </div>
  );
}
