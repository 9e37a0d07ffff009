import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favorites } from '../../lib/favorites/favorites-store';
import { renderPage, stubApi } from '../../test/page';
import { favoritesCount, FavoritesPage } from './FavoritesPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FavoritesPage', () => {
  it('counts articles in Spanish', () => {
    expect(favoritesCount(0)).toBe('0 Artículos');
    expect(favoritesCount(1)).toBe('1 Artículo');
    expect(favoritesCount(3)).toBe('3 Artículos');
  });

  it('says it is empty, then shows the saved products with their hearts and stars', async () => {
    // The cards ask the stars of every product shown at once.
    stubApi({ 'GET /api/reviews/ratings': () => Response.json([{ product_id: 9, average: 4.5, count: 2 }]) });
    renderPage(<FavoritesPage />, { at: '/favorites' });
    expect(screen.getByText('Tus favoritos está vacío')).toBeTruthy();
    act(() =>
      favorites.add({
        product_id: 9,
        variant_id: 1000090,
        product_name: 'Cinto piteado Nocona',
        main_image: null,
        final_price: 809.1,
        original_price: 899,
        type: 'sale',
        isNew: false,
      }),
    );
    expect(screen.getByText('1 Artículo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cinto piteado Nocona' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar de favoritos: Cinto piteado Nocona' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: '4.5 de 5 estrellas' })).toBeTruthy();
    act(() => favorites.remove(9));
  });
});
