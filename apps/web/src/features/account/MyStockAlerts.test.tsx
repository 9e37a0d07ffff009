import type { StockAlert } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { MyStockAlerts } from './MyStockAlerts';

const alert = (overrides: Partial<StockAlert>): StockAlert => ({
  stock_alert_id: 1,
  variant_id: 1_000_002,
  product_id: 5,
  product_name: 'Bota vaquera Ariat',
  color_name: 'Café',
  size_name: '27',
  image: 'p5-c1-1.webp',
  created_at: '2026-11-25T18:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('Mis avisos', () => {
  it('lists each awaited size with its picture and link, and removes one', async () => {
    let alerts = [
      alert({}),
      alert({
        stock_alert_id: 2,
        variant_id: 1_000_010,
        product_id: 7,
        product_name: 'Sombrero Stetson',
        color_name: 'Negro',
        size_name: '57',
        image: null,
      }),
    ];
    const fetchMock = stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/stock-alerts': () => Response.json(alerts),
      'DELETE /api/users/me/stock-alerts/2': () => {
        alerts = alerts.filter((entry) => entry.stock_alert_id !== 2);
        return Response.json({ message: 'Quitamos el aviso.' });
      },
    });
    renderPage(<MyStockAlerts />, { at: '/profile' });
    const section = await screen.findByRole('region', { name: 'Mis avisos' });
    const boot = await within(section).findByRole('link', { name: 'Bota vaquera Ariat' });
    expect(boot.getAttribute('href')).toBe('/product/5/1000002');
    expect(within(section).getByText('Café · Talla 27')).toBeTruthy();
    expect(within(section).getByText('Negro · Talla 57')).toBeTruthy();

    fireEvent.click(
      within(section).getByRole('button', { name: 'Quitar el aviso de Sombrero Stetson, Negro, talla 57' }),
    );
    await waitFor(() => expect(within(section).queryByText('Sombrero Stetson')).toBeNull());
    expect(sentTo(fetchMock, 'DELETE', '/api/users/me/stock-alerts/2')).toHaveLength(1);
    expect(within(section).getByText('Bota vaquera Ariat')).toBeTruthy();
  });

  it('says what to do when no size is awaited', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/stock-alerts': () => Response.json([]),
    });
    renderPage(<MyStockAlerts />, { at: '/profile' });
    await screen.findByText(/No esperas ninguna talla/);
  });
});
