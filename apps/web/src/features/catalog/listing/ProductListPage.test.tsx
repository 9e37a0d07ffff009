import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { ProductListPage } from './ProductListPage';

afterEach(() => vi.unstubAllGlobals());

const TOO_MANY = 'Demasiadas solicitudes seguidas. Vuelve a intentarlo en 1 minuto.';

describe('a listing the server does not answer', () => {
  it('tells a shopper who searched too often how long to wait, in the server’s words', async () => {
    stubApi({
      'GET /api/categories': () => Response.json([]),
      'GET /api/products/list': () => Response.json({ error: TOO_MANY }, { status: 429 }),
    });
    renderPage(<ProductListPage />, { at: '/products?name=botas' });
    expect(await screen.findByText(TOO_MANY)).toBeTruthy();
    expect(screen.getByText('No pudimos mostrar los productos.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Páginas/ })).toBeNull();
  });

  it('shows the products when the shopper tries again and the server answers', async () => {
    let refuse = true;
    stubApi({
      'GET /api/categories': () => Response.json([]),
      'GET /api/products/list': () =>
        refuse
          ? Response.json({ error: TOO_MANY }, { status: 429 })
          : Response.json({ products: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 1 } }),
    });
    renderPage(<ProductListPage />, { at: '/products?name=botas' });
    refuse = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('No encontramos productos con estos filtros. Prueba con otros o límpialos.'),
    ).toBeTruthy();
    expect(screen.queryByText('No pudimos mostrar los productos.')).toBeNull();
  });

  it('says the products could not be loaded when anything else fails', async () => {
    stubApi({
      'GET /api/categories': () => Response.json([]),
      'GET /api/products/list': () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }),
    });
    renderPage(<ProductListPage />, { at: '/products?name=botas' });
    expect(await screen.findByText('Error al cargar productos')).toBeTruthy();
  });
});

describe('the filter panel on a phone', () => {
  const item = (product_id: number) => ({
    product_id,
    variant_id: 1_000_000 + product_id,
    product_name: `Bota ${product_id}`,
    main_image: null,
    final_price: 2000,
    original_price: 2000,
    type: 'regular' as const,
    isNew: false,
  });

  it('opens over the page, keeps open while choosing, counts what the filters give and closes', async () => {
    // 120 products in all, 34 boots: the count comes from the list's own answer for the chosen filters.
    stubApi({
      'GET /api/categories': () =>
        Response.json([
          { category_id: 3, name: 'Botas', image: null },
          { category_id: 19, name: 'Sombreros', image: null },
        ]),
      'GET /api/products/list': ({ url }) => {
        const boots = url.searchParams.getAll('category_id').includes('3');
        const total = boots ? 34 : 120;
        return Response.json({
          products: [item(boots ? 1 : 2)],
          pagination: { page: 1, limit: 24, total, totalPages: Math.ceil(total / 24) },
        });
      },
    });
    renderPage(<ProductListPage />, { at: '/products/1', route: '/products/:page' });
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    await userEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(sheet).findByRole('button', { name: 'Ver 120 productos' })).toBeTruthy();
    expect(within(sheet).getByText('Sin límite de precio')).toBeTruthy();

    await userEvent.click(await within(sheet).findByRole('checkbox', { name: 'Botas' }));
    // The choice is made and the panel stays open for the next one, its button counting the boots.
    expect(await within(sheet).findByRole('button', { name: 'Ver 34 productos' })).toBeTruthy();
    expect(window.location.search).toBe('?category_id=3');
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBe(sheet);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Ver 34 productos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Escape and the close button close it too.
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar filtros' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
