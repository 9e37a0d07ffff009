import type { Bill, CurrentUser } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates';
import { bill, oxxoInstructions, pendingBill, speiInstructions } from '../../test/orders';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { OrderHistory } from './OrderHistory';

const serve = (bills: () => Response, user: CurrentUser | null = SHOPPER) =>
  stubApi({
    'GET /api/auth/me': () =>
      user ? Response.json(user) : Response.json({ error: 'Inicia sesión para continuar.' }, { status: 401 }),
    'GET /api/bills/list': bills,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Compras tab', () => {
  it('shows a card per order with date, total, status and address, and tracking whenever there is a tracking number', async () => {
    const bills: Bill[] = [
      bill({
        bill_id: 14,
        shipping_status: 'enviado',
        shipping_tracking_number: '7701234567',
        tracking_url: 'https://rastreo.test/7701234567',
      }),
      bill({ bill_id: 13, shipping_status: 'enviado' }),
      bill({ bill_id: 12, total_amount: 1234.5 }),
      bill({ bill_id: 11, shipping_status: 'entregado' }),
      bill({
        bill_id: 10,
        shipping_status: 'entregado',
        shipping_tracking_number: '7709876543',
        tracking_url: 'https://rastreo.test/7709876543',
      }),
    ];
    serve(() => Response.json(bills));
    renderPage(<OrderHistory />);

    const card = within(await screen.findByRole('article', { name: 'Pedido #14' }));
    expect(card.getByText('Enviado').className).toContain('shipping-status-shipped');
    expect(card.getByText(formatDateTime('2026-03-05T23:05:00.000Z'))).toBeTruthy();
    expect(card.getByText('Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chihuahua')).toBeTruthy();
    const track = card.getByRole('link', { name: /Rastrear paquete/ });
    expect(track.getAttribute('href')).toBe('https://rastreo.test/7701234567');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card.getByRole('link', { name: /Detalles de compra/ }).getAttribute('href')).toBe(
      '/BuyDetails/14',
    );

    // Shipped, but the carrier's page is not known yet.
    const withoutUrl = within(screen.getByRole('article', { name: 'Pedido #13' }));
    expect(withoutUrl.getByRole('button', { name: 'Rastrear paquete' })).toHaveProperty('disabled', true);

    const inProgress = within(screen.getByRole('article', { name: 'Pedido #12' }));
    expect(inProgress.getByText('En proceso').className).toContain('shipping-status-progress');
    expect(inProgress.getByText('$1,234.50')).toBeTruthy();
    expect(inProgress.queryByText(/Rastrear paquete/)).toBeNull();

    const delivered = within(screen.getByRole('article', { name: 'Pedido #11' }));
    expect(delivered.getByText('Entregado').className).toContain('shipping-status-delivered');
    expect(delivered.queryByText(/Rastrear paquete/)).toBeNull();

    // Delivered, with its tracking number: the carrier's page still says when and where it was left.
    const deliveredTracked = within(screen.getByRole('article', { name: 'Pedido #10' }));
    expect(deliveredTracked.getByRole('link', { name: /Rastrear paquete/ }).getAttribute('href')).toBe(
      'https://rastreo.test/7709876543',
    );
  });

  it('says a pick-up order is collected at the store, and has no package to track', async () => {
    serve(() =>
      Response.json([
        bill({
          bill_id: 20,
          shipping_status: 'Listo para recoger',
          fulfilment: 'pickup',
          shipping_address:
            'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
          shipping_cost: 0,
        }),
      ]),
    );
    renderPage(<OrderHistory />);
    const card = within(await screen.findByRole('article', { name: 'Pedido #20' }));
    expect(card.getByText('Listo para recoger').className).toContain('shipping-status-ready');
    expect(card.getByText('Entrega')).toBeTruthy();
    expect(card.getByText(/^Recoger en tienda: Norteño Western/)).toBeTruthy();
    expect(card.queryByText(/Rastrear paquete/)).toBeNull();
  });

  it('says in one line how much to pay, where and until when, with the way to the instructions', async () => {
    serve(() =>
      Response.json([
        pendingBill(oxxoInstructions(), { bill_id: 16 }),
        pendingBill(speiInstructions({ amount_remaining: 1698 }), { bill_id: 15 }),
        bill({
          bill_id: 14,
          shipping_status: 'Pago no recibido',
          payment: { method: 'oxxo', card_brand: null, installment_months: null },
        }),
      ]),
    );
    renderPage(<OrderHistory />);
    const deadline = 'sábado, 28 de noviembre de 2026, 23:59 (hora del centro de México)';

    const oxxo = within(await screen.findByRole('article', { name: 'Pedido #16' }));
    expect(oxxo.getByText('Pendiente de pago').className).toContain('shipping-status-awaiting');
    expect(oxxo.getByText(`Paga $2,698.00 en OXXO antes del ${deadline}.`, { exact: false })).toBeTruthy();
    expect(oxxo.getByRole('link', { name: /Ver cómo pagar/ }).getAttribute('href')).toBe('/BuyDetails/16');
    expect(oxxo.queryByText(/Rastrear paquete/)).toBeNull();

    // After a partial transfer, what is still missing.
    const spei = within(screen.getByRole('article', { name: 'Pedido #15' }));
    expect(spei.getByText(`Transfiere $1,698.00 antes del ${deadline}.`, { exact: false })).toBeTruthy();

    const lapsed = within(screen.getByRole('article', { name: 'Pedido #14' }));
    expect(lapsed.getByText('Pago no recibido').className).toContain('shipping-status-unpaid');
    expect(lapsed.getByText('Tu ficha venció sin pago; liberamos los productos.')).toBeTruthy();
    expect(lapsed.queryByRole('link', { name: /Ver cómo pagar/ })).toBeNull();
  });

  it('says there are no orders yet', async () => {
    serve(() => Response.json([]));
    renderPage(<OrderHistory />);
    expect(await screen.findByText('No hay pedidos registrados')).toBeTruthy();
  });

  it('shows a notice when the orders cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => Response.json({ error: 'caído' }, { status: 500 }));
    renderPage(<OrderHistory />);
    expect(await screen.findByText('Error al obtener las órdenes')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('does not ask for orders without a signed-in user', async () => {
    const fetchMock = serve(() => Response.json([]), null);
    renderPage(<OrderHistory />);
    await vi.waitFor(() => expect(sentTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(await screen.findByText('No hay pedidos registrados')).toBeTruthy();
    expect(sentTo(fetchMock, 'GET', '/api/bills/list')).toEqual([]);
  });
});
