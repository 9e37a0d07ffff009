import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart } from '../../lib/cart/cart-store';
import { cartLine } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { CancelPage } from './CancelPage';

const LINE = cartLine();

afterEach(() => {
  cart.empty();
  vi.unstubAllGlobals();
});

describe('CancelPage', () => {
  it('says the payment was cancelled, gives the held units back and keeps the cart', async () => {
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
