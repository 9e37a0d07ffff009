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
  size: undefined,
});

describe('FilterPanel', () => {
  it('applies the price when the slider is let go, and follows the address back to no limit after', () => {
    const onChange = vi.fn();
    const panel = (maxPrice: number) => (
      <FilterPanel categories={[]} filters={filters(maxPrice)} onChange={onChange} onClear={() => {}} />
    );
    const { rerender } = render(panel(NO_PRICE_LIMIT));
    const slider = screen.getByRole('slider');
    // Untouched, no price limit applies, and the panel says so rather than an amount.
    expect(slider).toHaveProperty('value', '5000');
    expect(slider.getAttribute('aria-valuetext')).toBe('Sin límite de precio');
    expect(screen.getByText('Sin límite de precio')).toBeTruthy();
    expect(screen.queryByText(/Hasta/)).toBeNull();

    fireEvent.change(slider, { target: { value: '2500' } });
    expect(screen.getByText('Hasta $2,500.00')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyUp(slider, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenCalledWith({ maxPrice: 2500 });
    rerender(panel(2500));
    expect(slider).toHaveProperty('value', '2500');
    expect(slider.getAttribute('aria-valuetext')).toBe('Hasta $2,500.00');

    // 'Limpiar Filtros' takes the price out of the address: the slider is back at its top, without limit.
    rerender(panel(NO_PRICE_LIMIT));
    expect(slider).toHaveProperty('value', '5000');
    expect(screen.getByText('Sin límite de precio')).toBeTruthy();
  });

  it('takes the limit away when the slider is let go at its top', () => {
    const onChange = vi.fn();
    render(<FilterPanel categories={[]} filters={filters(2500)} onChange={onChange} onClear={() => {}} />);
    const slider = screen.getByRole('slider');
    fireEvent.change(slider, { target: { value: '5000' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Sin límite de precio');
    fireEvent.keyUp(slider, { key: 'End' });
    expect(onChange).toHaveBeenCalledWith({ maxPrice: NO_PRICE_LIMIT });
  });

  it('names a limit from the address above the slider’s top as it is', () => {
    render(<FilterPanel categories={[]} filters={filters(8000)} onChange={vi.fn()} onClear={() => {}} />);
    expect(screen.getByRole('slider')).toHaveProperty('value', '5000');
    expect(screen.getByText('Hasta $8,000.00')).toBeTruthy();
  });

  it('puts price and order before the departments', () => {
    render(
      <FilterPanel
        categories={[{ category_id: 3, name: 'Botas', image: null }]}
        filters={filters(NO_PRICE_LIMIT)}
        onChange={vi.fn()}
        onClear={() => {}}
      />,
    );
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Rango de precio',
      'Ordenar por',
      'Para',
      'Filtrar por categorías',
    ]);
  });
});
