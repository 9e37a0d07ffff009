import type { ProductDetail, StockAlert } from '@store/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { bootDetail, PRODUCT_ROUTE, productSize } from '../../../test/products';
import { ProductPage } from './ProductPage';

const PRODUCT = bootDetail([productSize(1_000_001, '26', 3), productSize(1_000_002, '27', 0)]);

const ALERT: StockAlert = {
  stock_alert_id: 9,
  variant_id: 1_000_002,
  product_id: 5,
  product_name: 'Bota vaquera Ariat',
  color_name: 'Café',
  size_name: '27',
  image: null,
  created_at: '2026-11-25T18:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Avísame cuando llegue', () => {
  it('is offered on a sold-out size, which can be chosen, and not on one in stock', async () => {
    stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000001', route: PRODUCT_ROUTE });
    await screen.findByText('3 unidades disponibles');
    expect(screen.queryByRole('button', { name: 'Avísame cuando llegue' })).toBeNull();

    const soldOut = screen.getByRole('button', { name: /27\s*Agotado/ });
    expect((soldOut as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(soldOut);
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000002'));
    await screen.findByRole('button', { name: 'Avísame cuando llegue' });
    const consent = screen.getByRole('link', { name: 'Aviso de privacidad' });
    expect(consent.getAttribute('href')).toBe('/aviso-de-privacidad');
  });

  it('sends a guest to sign in, to come back to the same product and size', async () => {
    stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000002', route: PRODUCT_ROUTE });
    const ask = await screen.findByRole('button', { name: 'Avísame cuando llegue' });
    await waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ask);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(window.history.state).toEqual({ from: '/product/5/1000002?avisame=1' });
  });

  it('asks for the alert a guest tapped for, once she is back signed in, and only once', async () => {
    let alerts: StockAlert[] = [];
    const fetchMock = stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/stock-alerts': () => Response.json(alerts),
      'POST /api/users/me/stock-alerts': () => {
        alerts = [ALERT];
        return Response.json(ALERT, { status: 201 });
      },
    });
    renderPage(<ProductPage />, { at: '/product/5/1000002?avisame=1', route: PRODUCT_ROUTE });
    await screen.findByText('Te avisaremos cuando llegue');
    await screen.findByText('Listo: te avisaremos por correo cuando llegue tu talla.');
    expect(sentTo(fetchMock, 'POST', '/api/users/me/stock-alerts')).toEqual([{ variant_id: 1_000_002 }]);
    // The address forgets the ask, so a reload or the back button does not ask again.
    expect(window.location.pathname + window.location.search).toBe('/product/5/1000002');
  });

  it('asks nothing again when the size was already awaited', async () => {
    const fetchMock = stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/stock-alerts': () => Response.json([ALERT]),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000002?avisame=1', route: PRODUCT_ROUTE });
    await screen.findByText('Te avisaremos cuando llegue');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(sentTo(fetchMock, 'POST', '/api/users/me/stock-alerts')).toEqual([]);
  });

  it('asks for a signed-in shopper, then says so and lets her cancel', async () => {
    let alerts: StockAlert[] = [];
    const fetchMock = stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/stock-alerts': () => Response.json(alerts),
      'POST /api/users/me/stock-alerts': () => {
        alerts = [ALERT];
        return Response.json(ALERT, { status: 201 });
      },
      'DELETE /api/users/me/stock-alerts/9': () => {
        alerts = [];
        return Response.json({ message: 'Quitamos el aviso.' });
      },
    });
    renderPage(<ProductPage />, { at: '/product/5/1000002', route: PRODUCT_ROUTE });
    const ask = await screen.findByRole('button', { name: 'Avísame cuando llegue' });
    await waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ask);
    await screen.findByText('Te avisaremos cuando llegue');
    expect(sentTo(fetchMock, 'POST', '/api/users/me/stock-alerts')).toEqual([{ variant_id: 1_000_002 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar aviso' }));
    await screen.findByRole('button', { name: 'Avísame cuando llegue' });
    expect(sentTo(fetchMock, 'DELETE', '/api/users/me/stock-alerts/9')).toHaveLength(1);
  });

  it('shows the server’s reason when the size came back meanwhile', async () => {
    stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/stock-alerts': () => Response.json([]),
      'POST /api/users/me/stock-alerts': () =>
        Response.json({ error: 'Esta talla está disponible: puedes comprarla ahora.' }, { status: 422 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000002', route: PRODUCT_ROUTE });
    const ask = await screen.findByRole('button', { name: 'Avísame cuando llegue' });
    await waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ask);
    await screen.findByText('Esta talla está disponible: puedes comprarla ahora.');
  });

  it('names the size sold out while others are not, and keeps the spec’s words when every size is', async () => {
    const allOut: ProductDetail = {
      ...PRODUCT,
      colors: PRODUCT.colors.map((color) => ({
        ...color,
        sizes: color.sizes.map((option) => ({ ...option, stock: 0 })),
      })),
    };
    let product = PRODUCT;
    stubApi({
      'GET /api/products/productItem/5': () => Response.json(product),
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000002', route: PRODUCT_ROUTE });
    expect((await screen.findByText('Agotado en talla 27')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avísame cuando llegue' })).toBeTruthy();
    expect(screen.queryByText('Este producto no está disponible actualmente')).toBeNull();
    cleanup();

    product = allOut;
    renderPage(<ProductPage />, { at: '/product/5/1000002', route: PRODUCT_ROUTE });
    await screen.findByText('Este producto no está disponible actualmente');
    expect(screen.queryByText(/Agotado en talla/)).toBeNull();
  });
});
