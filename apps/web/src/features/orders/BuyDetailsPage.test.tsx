import type { Bill, CurrentUser } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates';
import { bill, billDetail } from '../../test/orders';
import { SHOPPER } from '../../test/fixtures';
import { openOrderPage } from '../../test/order-page';

const DISCOUNTED: Bill = bill({
  bill_details: [
    billDetail({ quantity: 2, price: 2499, discount_amount: 374.85 }),
    billDetail({
      product_id: 9,
      variant_id: 1000090,
      product_name: 'Cinto piteado Nocona',
      color_name: 'Negro',
      size_name: '32',
      price: 899,
      images: [],
    }),
  ],
  summary: { subtotal: 5897, total_discount: 749.7, discounted_amount: 5147.3, total_amount: 5346.3 },
  total_amount: 5346.3,
});

const open = (id: string, answer: () => Response, user: CurrentUser | null = SHOPPER) =>
  openOrderPage({ id, answer }, { user });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BuyDetailsPage', () => {
  it('names the carrier chosen at checkout and the days it was promised', async () => {
    open('12', () =>
      Response.json({
        ...DISCOUNTED,
        shipping_choice: {
          carrier: 'Estafeta',
          service: 'Terrestre',
          arrives_from: '2026-12-04',
          arrives_to: '2026-12-08',
          arrives_text: 'Llega entre el vie 4 y el mar 8 de dic',
        },
      }),
    );
    const carrier = await screen.findByText('Paquetería');
    expect(carrier.nextElementSibling?.textContent).toBe('Estafeta Terrestre');
    expect(screen.getByText('Entrega prometida').nextElementSibling?.textContent).toBe(
      'Llega entre el vie 4 y el mar 8 de dic',
    );
  });

  it('names no carrier for an order sent at the shop’s rate', async () => {
    open('12', () => Response.json(DISCOUNTED));
    expect(await screen.findByRole('heading', { name: 'Pedido #12', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Paquetería')).toBeNull();
  });

  it('shows the order, its card, and the items with discounted prices struck through', async () => {
    const fetchMock = open('12', () => Response.json(DISCOUNTED));
    expect(await screen.findByRole('heading', { name: 'Pedido #12', level: 1 })).toBeTruthy();
    // The order is asked for by its number; the page's other parts make calls of their own, in any order.
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://tienda'));
    expect(calls.filter((url) => url.pathname === '/api/bills').map((url) => url.search)).toEqual([
      '?bill_id=12',
    ]);
    expect(screen.getByText('NW-000012')).toBeTruthy();
    expect(screen.getByText(formatDateTime(DISCOUNTED.created_at))).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();

    const items = within(screen.getByRole('region', { name: 'Productos' })).getAllByRole('listitem');
    const boot = within(items[0]!);
    expect(boot.getByRole('heading', { name: 'Bota vaquera Ariat' })).toBeTruthy();
    expect(boot.getByText(/Color: Café · Talla: 27 · Cantidad: 2/)).toBeTruthy();
    expect(boot.getByText('$2,499.00', { exact: false }).closest('del')).toBeTruthy();
    expect(boot.getByText('$2,124.15', { exact: false }).closest('del')).toBeNull();
    expect(boot.getByRole('img').getAttribute('src')).toBe('/api/product/image/bota-7-cafe-1.webp?w=160');
    expect(boot.getByRole('img').getAttribute('alt')).toBe('Bota vaquera Ariat, color Café');
    expect(boot.getByRole('link', { name: /Ver en tienda/ }).getAttribute('href')).toBe('/product/7/1000003');

    const belt = within(items[1]!);
    expect(belt.queryByRole('deletion')).toBeNull();
    expect(belt.getByText('$899.00')).toBeTruthy();
    expect(belt.getByRole('img').getAttribute('src')).toBe('/placeholder.svg');

    const receipt = within(screen.getByRole('region', { name: 'Recibo' }));
    expect(receipt.getByText('$199.00')).toBeTruthy();
    expect(receipt.getByText('$5,897.00')).toBeTruthy();
    expect(receipt.getByText('−$749.70')).toBeTruthy();
    expect(receipt.getByText('$5,346.30')).toBeTruthy();
  });

  it('says Pendiente without a tracking number and keeps Rastrear paquete disabled until it ships', async () => {
    open('12', () => Response.json(DISCOUNTED));
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Pendiente')).toBeTruthy();
    expect(shipping.getByText('En proceso')).toBeTruthy();
    expect(shipping.getByRole('button', { name: 'Rastrear paquete' })).toHaveProperty('disabled', true);
  });

  it('links Rastrear paquete to the carrier once shipped, with its tracking number', async () => {
    open('12', () =>
      Response.json(
        bill({
          shipping_status: 'enviado',
          shipping_carrier: 'Estafeta',
          shipping_tracking_number: '7701234567',
          tracking_url: 'https://rastreo.test/7701234567',
        }),
      ),
    );
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('7701234567')).toBeTruthy();
    expect(shipping.getByText('Estafeta')).toBeTruthy();
    const track = shipping.getByRole('link', { name: /Rastrear paquete/ });
    expect(track.getAttribute('href')).toBe('https://rastreo.test/7701234567');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps Rastrear paquete working once the order is delivered', async () => {
    open('12', () =>
      Response.json(
        bill({
          shipping_status: 'entregado',
          shipping_carrier: 'Estafeta',
          shipping_tracking_number: '7701234567',
          tracking_url: 'https://rastreo.test/7701234567',
        }),
      ),
    );
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Entregado')).toBeTruthy();
    expect(shipping.getByRole('link', { name: /Rastrear paquete/ }).getAttribute('href')).toBe(
      'https://rastreo.test/7701234567',
    );
  });

  it('shows the steps the carrier told, each with its day and hour in Mexico City, the rest pending', async () => {
    open('12', () =>
      Response.json(
        bill({
          shipping_status: 'enviado',
          shipping_carrier: 'Estafeta',
          shipping_tracking_number: '7701234567',
          tracking_url: 'https://rastreo.test/7701234567',
          tracking_steps: [
            { name: 'En camino', at: '2026-12-02T16:00:00.000Z' },
            { name: 'En reparto', at: '2026-12-03T15:30:00.000Z' },
            { name: 'Entregado', at: null },
          ],
        }),
      ),
    );
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    const steps = within(shipping.getByRole('list', { name: 'Dónde va tu paquete' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'En caminomié 2 de dic, 10:00 a.m.',
      'En repartojue 3 de dic, 9:30 a.m.',
      'EntregadoPendiente',
    ]);
    expect(steps[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-02T16:00:00.000Z');
  });

  it('shows no parcel steps for a tracking number typed by staff', async () => {
    open('12', () =>
      Response.json(
        bill({ shipping_status: 'enviado', shipping_carrier: 'DHL', shipping_tracking_number: '7701234567' }),
      ),
    );
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.queryByRole('list', { name: 'Dónde va tu paquete' })).toBeNull();
  });

  it('says a cancelled order without a refund was never charged, without a tracking number to wait for', async () => {
    open('12', () => Response.json(bill({ shipping_status: 'cancelado' })));
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Cancelado')).toBeTruthy();
    expect(shipping.getByText(/Este pedido se canceló antes de pagarse: no se te cobró nada/)).toBeTruthy();
    expect(shipping.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(shipping.queryByText('Pendiente')).toBeNull();
    expect(shipping.queryByRole('button', { name: 'Rastrear paquete' })).toBeNull();
    expect(shipping.getByRole('link', { name: /Solicitar Informes/ })).toBeTruthy();
  });

  it('opens a WhatsApp chat about the order with the name, the user id and the order number', async () => {
    open('12', () => Response.json(DISCOUNTED));
    const link = await screen.findByRole('link', { name: /Solicitar Informes/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/526141234567');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('Rosa Domínguez');
    expect(text).toContain('41');
    expect(text).toContain('#12');
    expect(text).toContain('NW-000012');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says the order was not found for an unknown or foreign order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open('99', () => Response.json({ error: 'Compra no encontrada' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'No encontramos esta compra' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mis compras' }).getAttribute('href')).toBe('/profile#orders');
  });

  it('does not ask the server for an id that cannot be an order', async () => {
    const fetchMock = open('abc', () => Response.json(DISCOUNTED));
    expect(await screen.findByRole('heading', { name: 'No encontramos esta compra' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual(['/api/auth/me']);
  });

  it('asks a guest to sign in', async () => {
    const fetchMock = open('12', () => Response.json(DISCOUNTED), null);
    expect(await screen.findByText('Inicia sesión para ver los detalles de tu compra.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth/login');
    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual(['/api/auth/me']);
  });
});

describe('Escribir reseña on the order page', () => {
  it('is offered for each product of a delivered order, and not before', async () => {
    open('12', () => Response.json({ ...DISCOUNTED, bill_id: 12, shipping_status: 'entregado' }));
    const products = await screen.findByRole('region', { name: 'Productos' });
    const links = await within(products).findAllByRole('link', { name: /^Escribir reseña/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/resenas/escribir/12/${DISCOUNTED.bill_details[0]!.product_id}`,
      '/resenas/escribir/12/9',
    ]);
  });

  it('is not offered while the order is on its way', async () => {
    open('12', () => Response.json({ ...DISCOUNTED, bill_id: 12, shipping_status: 'enviado' }));
    const products = await screen.findByRole('region', { name: 'Productos' });
    expect(await within(products).findAllByRole('link', { name: /^Ver en tienda/ })).toHaveLength(2);
    expect(within(products).queryByRole('link', { name: /^Escribir reseña/ })).toBeNull();
  });
});
