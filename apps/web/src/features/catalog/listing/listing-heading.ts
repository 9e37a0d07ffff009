import type { Category, ListingFilters } from '@store/contract';

/** How the shop names each audience on screen. */
export const AUDIENCE_NAMES = { hombre: 'Hombre', mujer: 'Mujer', niños: 'Niños' } as const;

/**
 * What the page is showing, as its heading: the selected categories (or the department name the home
 * strip passed while the categories load), a search, the discounts, an audience, or everything.
 */
export function listingHeading(
  filters: ListingFilters,
  categories: Category[] | undefined,
  department?: string,
): string {
  if (filters.categoryIds.length > 0) {
    const names = filters.categoryIds
      .map((id) => categories?.find((category) => category.category_id === id)?.name)
      .filter((name): name is string => Boolean(name));
    if (names.length > 0) return names.join(', ');
    if (department) return department;
    // Until the names arrive: a word as short as a department's, so the page does not jump when it changes.
    if (!categories) return 'Productos';
  }
  if (filters.name.trim()) return `Resultados para «${filters.name.trim()}»`;
  if (filters.discount) return 'Descuentos';
  if (filters.targetAudience) return AUDIENCE_NAMES[filters.targetAudience];
  return 'Todos los productos';
}
