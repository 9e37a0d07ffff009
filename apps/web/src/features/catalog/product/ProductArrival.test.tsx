import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedAddress, SHOPPER } from '../../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { bootDetail, PRODUCT_ROUTE, productSize } from '../../../test/products';
import { ProductPage } from './ProductPage';

const PRODUCT = bootDetail([productSize(1_000_001, '26', 3)]);

const HOME = savedAddress();

const option = (id: string, price: number, arrives_text: string, cheapest: boolean) => ({
  id,
  carrier: 'Estafeta',
  service: 'Terrestre',
  price,
  min_days: 2,
  max_days: 4,
  arrives_from: '2026-12-02',
  arrives_to: '2026-12-04',
  arrives_text,
  cheapest,
  fastest: !cheapest,
});

afterEach(() => vi.unstubAllGlobals());

describe('the arrival date on the product page', () => {
  it('says when the chosen size arrives at the saved postal code by the cheapest carrier, after the page shows', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/locations': () => Response.json([HOME]),
      'POST /api/shipping/options': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000001', route: PRODUCT_ROUTE });
    // The product is shown without waiting for the carriers.
    expect(await screen.findByRole('heading', { name: 'Bota vaquera Ariat' })).toBeTruthy();
    await waitFor(() => expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toHaveLength(1));
    expect(screen.queryByText(/^Llega a/)).toBeNull();
    answer(
      Response.json({
        options: [
          option('estafeta-ground-0', 0, 'Llega entre el mar 2 y el jue 4 de dic', true),
          option('dhl-express-34900', 349, 'Llega el mar 2 de dic', false),
        ],
        note: null,
      }),
    );
    expect(await screen.findByText('Llega a 31000 entre el mar 2 y el jue 4 de dic')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toEqual([
      { postal_code: '31000', lines: [{ variant_id: 1_000_001, quantity: 1 }] },
    ]);
  });

  it('says nothing, and asks nothing, without a saved postal code', async () => {
    const fetchMock = stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000001', route: PRODUCT_ROUTE });
    expect(await screen.findByText('3 unidades disponibles')).toBeTruthy();
    expect(screen.queryByText(/^Llega/)).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toEqual([]);
  });
});
