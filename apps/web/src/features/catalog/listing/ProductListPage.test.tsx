import { screen } from '@testing-library/react';
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
