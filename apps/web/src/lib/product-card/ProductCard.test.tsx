import type { ListItem } from '@store/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '../query';
import { stubApi, visit } from '../../test/page';
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

afterEach(() => vi.unstubAllGlobals());

// The cards of one moment ask the buyers' stars in one call; by default no product has reviews.
const renderCard = (card: ListItem, path = '/') => {
  visit(path);
  return render(
    <QueryClientProvider client={new QueryClient({ retry: false })}>
      <ProductCard item={card} />
    </QueryClientProvider>,
  );
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

  it('shows the buyers’ stars and how many reviewed it, asking once for every card on the page', async () => {
    const fetchMock = stubApi({
      'GET /api/reviews/ratings': ({ url }) =>
        Response.json(
          url.searchParams
            .getAll('product_id')
            .filter((id) => id === '12')
            .map(() => ({ product_id: 12, average: 4.5, count: 3 })),
        ),
    });
    visit('/');
    render(
      <QueryClientProvider client={new QueryClient({ retry: false })}>
        <ProductCard item={item} />
        <ProductCard item={{ ...item, product_id: 13, product_name: 'Sombrero sin reseñas' }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('img', { name: '4.5 de 5 estrellas' })).toBeTruthy();
    expect(document.querySelector('.product-card-rating-count')?.textContent).toBe('3 reseñas');
    expect(document.querySelectorAll('.product-card-rating')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://tienda').search).toBe(
      '?product_id=12&product_id=13',
    );
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
