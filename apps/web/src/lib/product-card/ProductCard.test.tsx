import type { ListItem } from '@store/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visit } from '../../test/page';
import { showsFavoriteHeart } from './FavoriteHeart';
import { ProductCard } from './ProductCard';
import { priceDisplay } from './price-display';

const item: ListItem = {
  product_id: 12,
  variant_id: 1000345,
  product_name: 'Bota vaquera Ariat punta rodeo',
  main_image: 'bota-12-cafe-1.webp',
  final_price: 2124.15,
  original_price: 2499,
  type: 'sale',
  isNew: true,
};

const renderCard = (card: ListItem, path = '/') => {
  visit(path);
  return render(<ProductCard item={card} />);
};

describe('ProductCard', () => {
  it('links to the variant and shows both prices, the sale one highlighted, and New Season', () => {
    renderCard(item);
    expect(screen.getByRole('link')).toHaveProperty('pathname', '/product/12/1000345');
    expect(screen.getByText('New Season')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bota vaquera Ariat punta rodeo' })).toBeTruthy();
    expect(document.querySelector('.product-card-sale')?.textContent).toBe('Precio de oferta: $2,124.15');
    expect(document.querySelector('.product-card-original')?.textContent).toBe('Antes: $2,499.00');
  });

  it('shows only the final price when nothing is discounted, and no tag when not new', () => {
    renderCard({ ...item, final_price: 2499, type: 'regular', isNew: false });
    expect(screen.queryByText('New Season')).toBeNull();
    expect(document.querySelector('.product-card-original')).toBeNull();
    expect(document.querySelector('.product-card-price')?.textContent).toBe('$2,499.00');
  });

  it('shows the favourites heart only where the path mentions products or favourites', async () => {
    renderCard(item, '/');
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
    cleanup();
    renderCard(item, '/products/1');
    const heart = screen.getByRole('button', { name: 'Agregar a favoritos: Bota vaquera Ariat punta rodeo' });
    fireEvent.click(heart);
    expect(JSON.parse(window.localStorage.getItem('favorites') ?? '[]')).toEqual([{ ...item, id: 12 }]);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(JSON.parse(window.localStorage.getItem('favorites') ?? '[]')).toEqual([]);
    expect(showsFavoriteHeart('/favorites')).toBe(true);
    expect(showsFavoriteHeart('/product/3/1000004')).toBe(true);
    expect(showsFavoriteHeart('/about_us')).toBe(false);
  });

  it('decides the prices shown by the final price against the original', () => {
    expect(priceDisplay({ final_price: 100, original_price: 100, type: 'regular' })).toEqual({
      final: 100,
      original: undefined,
      highlighted: false,
    });
    expect(priceDisplay({ final_price: 80, original_price: 100, type: 'sale' })).toEqual({
      final: 80,
      original: 100,
      highlighted: true,
    });
  });
});
