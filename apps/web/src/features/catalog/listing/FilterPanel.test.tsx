import { NO_PRICE_LIMIT } from '@store/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';
import type { ListingFilters } from '@store/contract';

const filters = (maxPrice: number): ListingFilters => ({
  categoryIds: [],
  sort: '',
  name: '',
  maxPrice,
  discount: false,
  targetAudience: undefined,
});

describe('FilterPanel', () => {
  it('applies the price when the slider is let go, and follows the address back to the default after', () => {
    const onChange = vi.fn();
    const panel = (maxPrice: number) => (
      <FilterPanel categories={[]} filters={filters(maxPrice)} onChange={onChange} onClear={() => {}} />
    );
    const { rerender } = render(panel(NO_PRICE_LIMIT));
    const slider = screen.getByRole('slider');
    expect(slider).toHaveProperty('value', '3000');

    fireEvent.change(slider, { target: { value: '2500' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyUp(slider, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenCalledWith({ maxPrice: 2500 });
    rerender(panel(2500));
    expect(slider).toHaveProperty('value', '2500');

    // 'Limpiar Filtros' takes the price out of the address: the slider shows the default again.
    rerender(panel(NO_PRICE_LIMIT));
    expect(slider).toHaveProperty('value', '3000');
  });
});
