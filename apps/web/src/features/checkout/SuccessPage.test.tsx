import type { CheckoutSessionState } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart } from '../../lib/cart/cart-store';
import { cartLine, SHOPPER } from '../../test/fixtures';
import { bill, oxxoInstructions, pendingBill, speiInstructions } from '../../test/orders';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { keepPolling, POLL_FOR_MS } from './api/get-checkout-session';
import { SuccessPage } from './SuccessPage';

/** The payment's answers, one per question; the last one repeats. */
function serveStates(...states: CheckoutSessionState[]) {
  let asked = 0;
  return stubApi({
    'GET /api/payments/checkout-session': () => Response.json(states[Math.min(asked++, states.length - 1)]),
  });
}

const pending: CheckoutSessionState = { status: 'pending', bill_id: null };

beforeEach(() => cart.replace([cartLine()]));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SuccessPage', () => {
  it('empties the cart and, without a session, just thanks and offers the two buttons', async () => {
    const fetchMock = serveStates(pending);
    renderPage(<SuccessPage />, { at: '/Success' });
    expect(screen.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeTruthy();
    expect(cart.get().lines).toEqual([]);
    expect(screen.getByRole('link', { name: 'MIS COMPRAS' }).getAttribute('href')).toBe('/profile#orders');
    expect(screen.getByRole('link', { name: 'CONTINUAR' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks every second while the payment is pending, then shows the order number and its link', async () => {
    // The clock runs as usual for the page, and jumps ahead at the end to show no question is left.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveStates(pending, pending, { status: 'paid', bill_id: 12 });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    await waitFor(() => expect(cart.get().lines).toEqual([]));
    expect(await screen.findByText('Confirmando tu pago...')).toBeTruthy();
    expect(await screen.findByText('#12', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los detalles del pedido #12' }).getAttribute('href')).toBe(
      '/BuyDetails/12',
    );
    const asked = fetchMock.mock.calls.map(([input]) => new URL(input, 'http://tienda').search);
    expect(asked).toEqual(Array(3).fill('?session_id=cs_test_a1'));
    // Once paid, it stops asking.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sentTo(fetchMock, 'GET', '/api/payments/checkout-session')).toHaveLength(3);
  });

  it('shows an order set aside for its OXXO voucher with how to pay it, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'GET /api/payments/checkout-session': () => Response.json({ status: 'pending', bill_id: 16 }),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/bills': () => Response.json(pendingBill(oxxoInstructions(), { bill_id: 16 })),
    });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Tu pedido #16 está apartado', level: 1 }),
    ).toBeTruthy();
    const pay = within(
      await screen.findByRole('region', {
        name: 'Págalo en OXXO antes del sábado, 28 de noviembre de 2026, 23:59 (hora del centro de México)',
      }),
    );
    expect(pay.getByText('Monto a pagar').nextElementSibling?.textContent).toBe('$2,698.00');
    expect(pay.getByRole('link', { name: /Ver e imprimir ficha/ })).toBeTruthy();
    expect(screen.getByText('También te enviamos estas instrucciones por correo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')).toBe('/BuyDetails/16');
    expect(cart.get().lines).toEqual([]);
    expect(fetchMock.mock.calls.map(([input]) => input)).toContain('/api/bills?bill_id=16');
    // A voucher is paid in hours or days: nothing to wait for here.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sentTo(fetchMock, 'GET', '/api/payments/checkout-session')).toHaveLength(1);
  });

  it('says to pay by transfer for SPEI', async () => {
    stubApi({
      'GET /api/payments/checkout-session': () => Response.json({ status: 'pending', bill_id: 17 }),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/bills': () => Response.json(pendingBill(speiInstructions(), { bill_id: 17 })),
    });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    expect(
      await screen.findByRole('region', { name: /^Págalo con tu transferencia antes del sábado/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar CLABE' })).toBeTruthy();
  });

  it('is told on the payment page once the transfer paid the order', async () => {
    stubApi({
      'GET /api/payments/checkout-session': () => Response.json({ status: 'pending', bill_id: 16 }),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/bills': () =>
        Response.json(
          bill({
            bill_id: 16,
            money: {
              ...bill().money,
              charged: 1298,
              net: 1298,
              overpayment: { received: 1500, overpaid: 202, returned: 0, returning: 0, held: 202 },
            },
          }),
        ),
    });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    expect(
      await screen.findByText('Recibimos $1,500.00; te sobran $202.00, que te devolveremos.'),
    ).toBeTruthy();
  });

  it('keeps the link to the order when the instructions cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/payments/checkout-session': () => Response.json({ status: 'pending', bill_id: 17 }),
      'GET /api/bills': () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }),
    });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    expect(await screen.findByText(/No pudimos cargar cómo pagarlo/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¡Listo! Tu pedido #17 está apartado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')).toBe('/BuyDetails/17');
  });

  it('says the payment did not go through when it expired or failed', async () => {
    serveStates({ status: 'expired', bill_id: null });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    expect(await screen.findByRole('heading', { name: 'El pago no se completó' })).toBeTruthy();
    expect(screen.getByText(/No se realizó ningún cargo/)).toBeTruthy();
  });

  it('refused for the order already waiting: says so, links to that order and keeps the cart for a card', async () => {
    serveStates({ status: 'refused', bill_id: 31 });
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    expect(
      await screen.findByRole('heading', { name: 'Ya tienes un pedido esperando tu pago', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText(/no se hizo ningún cargo/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mi pedido #31' }).getAttribute('href')).toBe(
      '/BuyDetails/31',
    );
    expect(screen.getByRole('link', { name: 'Volver a pagar' }).getAttribute('href')).toBe('/payment');
    expect(cart.get().lines).toHaveLength(1);
  });

  it('stops asking a minute after the page opened, or once the payment is no longer pending', () => {
    const openedAt = 1_000_000;
    expect(keepPolling(pending, openedAt + POLL_FOR_MS - 1, openedAt)).toBe(true);
    expect(keepPolling(pending, openedAt + POLL_FOR_MS, openedAt)).toBe(false);
    expect(keepPolling({ status: 'paid', bill_id: 1 }, openedAt, openedAt)).toBe(false);
    // Pending with its order: an OXXO voucher or a SPEI transfer, paid later.
    expect(keepPolling({ status: 'pending', bill_id: 16 }, openedAt, openedAt)).toBe(false);
    expect(keepPolling(undefined, openedAt, openedAt)).toBe(false);
  });

  it('shows the calm message when the payment cannot be asked about', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({});
    renderPage(<SuccessPage />, { at: '/Success?session_id=cs_test_a1' });
    await waitFor(() => expect(screen.getByText(/tu pedido aparecerá en Mis compras/)).toBeTruthy());
  });
});
