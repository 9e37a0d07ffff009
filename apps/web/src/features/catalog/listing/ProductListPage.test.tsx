import { screen } from '@testing-library/react';
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
