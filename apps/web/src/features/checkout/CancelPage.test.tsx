import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../lib/cart/cart-line';
import { cart } from '../../lib/cart/cart-store';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { CancelPage } from './CancelPage';

const LINE: CartLine = {
  product_id: 3,
  variant_id: 1000001,
  name: 'Bota',
  image: null,
  size_name: '27',
  color_name: 'Café',
  quantity: 1,
  stock: 3,
  price: 1000,
  final_price: 1000,
  discount_percentage: 0,
};

afterEach(() => {
  cart.empty();
  vi.unstubAllGlobals();
});

describe('CancelPage', () => {
  it("says the payment was cancelled in the spec's words, gives the held units back and keeps the cart", async () => {
    cart.replace([LINE]);
    const fetchMock = stubApi({
      'POST /api/payments/cancel': () => Response.json({ message: 'Pago cancelado' }),
    });
    renderPage(<CancelPage />, { at: '/cancel' });
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.getByText('Payment was not successful, please try again')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(sentTo(fetchMock, 'POST', '/api/payments/cancel')).toHaveLength(1));
    expect(cart.get().lines).toEqual([LINE]);
  });
});
