import type { AdminProductsResponse, CatalogOptions } from '@store/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { ProductsPage } from './ProductsPage';

const OPTIONS: CatalogOptions = {
  categories: [{ category_id: 3, name: 'Botas' }],
  brands: [],
  size_systems: [],
};

const row = (product_id: number, name: string, hidden = false, draft = false) => ({
  product_id,
  name,
  brand_name: 'Ariat',
  category_id: 3,
  category_name: 'Botas',
  target_audience: 'hombre' as const,
  is_new: false,
  hidden,
  draft,
  main_image: null,
  variants_count: 6,
  total_stock: 12,
  min_price: 1899.5,
  max_price: 2499,
});

const page = (products: AdminProductsResponse['products']): AdminProductsResponse => ({
  products,
  pagination: { page: 1, total: products.length, totalPages: 1 },
});

const show = () =>
  renderPage(
    <Router base="/admin">
      <ProductsPage />
    </Router>,
    { at: '/admin/productos' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office product list', () => {
  it('lists products with their price range, stock and state, linked to the editor', async () => {
    stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products': () =>
        Response.json(
          page([row(3, 'Bota nueva', true, true), row(2, 'Bota Ariat'), row(1, 'Bota vieja', true)]),
        ),
    });
    show();
    const table = within(await screen.findByRole('table'));
    const [, draft, first, second] = table.getAllByRole('row');
    expect(draft!.textContent).toContain('Borrador');
    expect(draft!.textContent).not.toContain('Oculto');
    expect(within(first!).getByRole('link', { name: 'Bota Ariat' }).getAttribute('href')).toBe(
      '/admin/productos/2',
    );
    expect(first!.textContent).toContain('$1,899.50 a $2,499.00');
    expect(first!.textContent).toContain('6 variantes');
    expect(first!.textContent).toContain('En la tienda');
    expect(second!.textContent).toContain('Oculto');
    expect(screen.getByRole('link', { name: 'Nuevo producto' }).getAttribute('href')).toBe(
      '/admin/productos/nuevo',
    );
    expect(screen.getByRole('link', { name: 'Actualizar desde CSV' }).getAttribute('href')).toBe(
      '/admin/productos/actualizar',
    );
  });

  it('searches and filters through the server, and says when nothing matches', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products': ({ url }) =>
        Response.json(url.searchParams.has('search') ? page([]) : page([row(2, 'Bota Ariat')])),
    });
    show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'true' } });
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'sombrero' } });
    expect(await screen.findByText('Ningún producto coincide con la búsqueda.')).toBeTruthy();
    await waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://tienda');
      expect(Object.fromEntries(last.searchParams)).toEqual({
        page: '1',
        search: 'sombrero',
        hidden: 'true',
      });
    });
  });

  it('offers to try again when the list cannot load', async () => {
    stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products': () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }),
    });
    show();
    // One more try after a server failure, a second later, before saying so.
    expect(await screen.findByText('No pudimos cargar los productos.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
