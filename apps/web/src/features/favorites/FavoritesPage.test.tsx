import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favorites } from '../../lib/favorites/favorites-store';
import { visit } from '../../test/page';
import { favoritesCount, FavoritesPage } from './FavoritesPage';

describe('FavoritesPage', () => {
  it('counts articles in Spanish', () => {
    expect(favoritesCount(0)).toBe('0 Artículos');
    expect(favoritesCount(1)).toBe('1 Artículo');
    expect(favoritesCount(3)).toBe('3 Artículos');
  });

  it('says it is empty, then shows the saved products with their hearts', () => {
    visit('/favorites');
    const { rerender } = render(<FavoritesPage />);
    expect(screen.getByText('Tus favoritos está vacío')).toBeTruthy();
    favorites.add({
      product_id: 9,
      variant_id: 1000090,
      product_name: 'Cinto piteado Nocona',
      main_image: null,
      final_price: 809.1,
      original_price: 899,
      type: 'sale',
      isNew: false,
    });
    rerender(<FavoritesPage />);
    expect(screen.getByText('1 Artículo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cinto piteado Nocona' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar de favoritos: Cinto piteado Nocona' })).toBeTruthy();
    favorites.remove(9);
  });
});
