import type { ActivePromotion, CurrentUser, Location } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart } from '../../lib/cart/cart-store';
import { bootLine, cartLine, SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi, type ApiRoutes } from '../../test/page';
import { PaymentPage } from './PaymentPage';

const address = (shipping_address_id: number, street: string): Location => ({
  shipping_address_id,
  state_name: 'Chihuahua',
  municipality_name: 'Chihuahua',
  postal_code: '31000',
  neighborhood_name: 'Zona Centro',
  neighborhood_id: 7,
  street,
  exterior_number: '1001',
  interior_number: null,
  reference: 'Portón café',
});
const HOME = address(5, 'Av. Independencia');
const WORK = address(9, 'Calle Libertad');

/**
 * The server as checkout sees it. The cart refresh answers each line as it is in the cart, with the
 * stock of `stock` where a test changed it.
 */
function serve({
  user = SHOPPER,
  locations = [HOME, WORK],
  stock = {},
  rate = { cost: 199, free_from: 3000 },
  promotions = [],
  store = () => Response.json(STORE),
  checkout = () =>
    Response.json({ sessionId: 'cs_test_1', url: 'https://pago.test/cs_test_1' }, { status: 201 }),
}: {
  user?: CurrentUser;
  locations?: Location[];
  stock?: Record<number, number>;
  rate?: { cost: number; free_from: number | null };
  promotions?: ActivePromotion[];
  store?: ApiRoutes[string];
  checkout?: ApiRoutes[string];
} = {}) {
  return stubApi({
    'GET /api/auth/me': () => Response.json(user),
    'GET /api/locations': () => Response.json(locations),
    'GET /api/payments/shipping-rate': () => Response.json(rate),
    'GET /api/payments/delivery-estimate': ({ url }) => {
      const state = url.searchParams.get('state');
      return Response.json(
        state === 'Chihuahua'
          ? { state, min_days: 1, max_days: 2 }
          : state === 'Sonora'
            ? { state, min_days: 2, max_days: 4 }
            : { state: null, min_days: 1, max_days: 6 },
      );
    },
    'GET /api/products/cart': () =>
      Response.json(
        cart.get().lines.map(({ quantity: _quantity, ...rest }) => ({
          ...rest,
          stock: stock[rest.variant_id] ?? rest.stock,
        })),
      ),
    'POST /api/payments/create-checkout-session': checkout,
    'GET /api/promotions/active': () => Response.json({ promotions }),
    'GET /api/payments/pickup-store': store,
  });
}

const STORE = {
  name: 'Norteño Western',
  address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
  hours: 'Lunes a sábado de 10:00 a 20:00; cerrado domingos y días festivos',
  map_url: 'https://www.google.com/maps/search/?api=1&query=Av.%20Independencia%201001',
  ready: 'Listo mañana a partir de las 10:00',
};

const continueButton = () => screen.getByRole('button', { name: /Continuar|Procesando/ });

beforeEach(() => cart.replace([bootLine(1000001, 2, 5, 20), bootLine(1000002, 1, 3)]));
afterEach(() => {
  cart.empty();
  vi.unstubAllGlobals();
});

describe('PaymentPage', () => {
  it('says when the order arrives at the chosen address, and at another when the shopper picks it', async () => {
    serve({ locations: [HOME, { ...address(9, 'Calle Serdán'), state_name: 'Sonora' }] });
    renderPage(<PaymentPage />);
    expect(await screen.findByText('Llega en 1 a 2 días hábiles a Chihuahua.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Ubicación #2/ }));
    expect(await screen.findByText('Llega en 2 a 4 días hábiles a Sonora.')).toBeTruthy();
  });

  it('gives the country’s delivery range while there is no address', async () => {
    serve({ locations: [] });
    renderPage(<PaymentPage />);
    expect(await screen.findByText('Entrega estimada: de 1 a 6 días hábiles, según tu estado.')).toBeTruthy();
  });

  it('shows the contact, the addresses with the first chosen and its map, the summary and the warning', async () => {
    serve();
    renderPage(<PaymentPage />);
    expect(await screen.findByRole('heading', { name: 'Pago', level: 1 })).toBeTruthy();
    expect(screen.getByText('Rosa Domínguez')).toBeTruthy();
    expect(screen.getByText('+52 614 123 4567')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar teléfono' })).toBeTruthy();

    const first = await screen.findByRole('radio', { name: /Ubicación #1/ });
    expect(first).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Ubicación #2/ })).toHaveProperty('checked', false);
    const map = screen.getByTitle(/Mapa de la dirección de envío: Av. Independencia 1001/);
    expect(map.getAttribute('src')).toContain('z=14');
    expect(map.getAttribute('src')).toContain(encodeURIComponent('Av. Independencia 1001'));
    expect(map.getAttribute('loading')).toBe('lazy');

    fireEvent.click(screen.getByRole('radio', { name: /Ubicación #2/ }));
    expect(screen.getByTitle(/Calle Libertad 1001/).getAttribute('src')).toContain(
      encodeURIComponent('Calle Libertad 1001'),
    );

    const summary = within(screen.getByRole('region', { name: 'Resumen del pedido' }));
    // 2 × $1,000 + $1,000 listed, $400 off, $199 shipping below the $3,000 free-shipping line.
    await summary.findByText('$199.00');
    expect(summary.getByText('$3,000.00')).toBeTruthy();
    expect(summary.getByText('−$400.00')).toBeTruthy();
    expect(summary.getByText('$2,799.00')).toBeTruthy();
    expect(screen.getByText('Verifica tus datos: después de la compra no podrás cambiarlos.')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('shows free shipping as Gratis from the free-shipping amount', async () => {
    cart.replace([bootLine(1000001, 3, 5)]);
    serve();
    renderPage(<PaymentPage />);
    const summary = within(await screen.findByRole('region', { name: 'Resumen del pedido' }));
    expect(await summary.findByText('Gratis')).toBeTruthy();
    // The line, the subtotal and the total.
    expect(summary.getAllByText('$3,000.00')).toHaveLength(3);
  });

  it.each([
    { freeFrom: 5362.34, shipping: 'Gratis', total: '$5,362.34' },
    { freeFrom: 5362.35, shipping: '$199.00', total: '$5,561.34' },
  ])(
    'adds 40 % off several units to the centavo; shipping is $shipping when free from $freeFrom pesos',
    async ({ freeFrom, shipping, total }) => {
      cart.replace([
        cartLine({ price: 2649, final_price: 1589.4, discount_percentage: 40, quantity: 3, stock: 5 }),
        cartLine({
          variant_id: 1000002,
          price: 349.5,
          final_price: 297.07,
          discount_percentage: 15,
          quantity: 2,
        }),
      ]);
      serve({ rate: { cost: 199, free_from: freeFrom } });
      renderPage(<PaymentPage />);
      const summary = within(await screen.findByRole('region', { name: 'Resumen del pedido' }));
      expect(await summary.findByText(shipping)).toBeTruthy();
      // The lines, then the list prices, the discount and what is paid.
      expect(summary.getByText('$4,768.20')).toBeTruthy();
      expect(summary.getByText('$594.14')).toBeTruthy();
      expect(summary.getByText('$8,646.00')).toBeTruthy();
      expect(summary.getByText('−$3,283.66')).toBeTruthy();
      expect(summary.getByText(total)).toBeTruthy();
    },
  );

  it('shows the promotion running now by name before paying, and its lines after it', async () => {
    // Three pairs at $1,000: the second is halved, the third pays in full.
    cart.replace([bootLine(1000001, 3, 5)]);
    serve({
      promotions: [
        {
          id: 1,
          name: 'Segundo par al 50 %',
          kind: 'second_half',
          percent_off: null,
          minimum_purchase: null,
          stackable: false,
          product_ids: null,
        },
      ],
    });
    renderPage(<PaymentPage />);
    const summary = within(await screen.findByRole('region', { name: 'Resumen del pedido' }));
    expect(await summary.findByText('Segundo par al 50 %')).toBeTruthy();
    expect(summary.getByText('−$500.00')).toBeTruthy();
    // The line before and after the promotion, then the total: $2,500 is below the $3,000 of free shipping.
    expect(summary.getAllByText('$3,000.00').length).toBeGreaterThanOrEqual(2);
    expect(summary.getAllByText('$2,500.00')).toHaveLength(1);
    expect(summary.getByText('$2,699.00')).toBeTruthy();
  });

  it('keeps Continuar disabled without a phone, and opens the profile dialog to add one', async () => {
    serve({ user: { ...SHOPPER, phone_number: null } });
    renderPage(<PaymentPage />);
    await screen.findByRole('radio', { name: /Ubicación #1/ });
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Agrega tu teléfono para continuar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar teléfono' }));
    expect(screen.getByRole('dialog', { name: 'Editar Perfil' })).toBeTruthy();
  });

  it('keeps Continuar disabled without an address, and opens the address dialog to add one', async () => {
    serve({ locations: [] });
    renderPage(<PaymentPage />);
    expect(await screen.findByText('No hay direcciones guardadas')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar una dirección' }));
    expect(screen.getByRole('dialog', { name: 'Nueva Dirección' })).toBeTruthy();
  });

  it('blocks a cart with a sold-out product with the 5 s warning, and sends nothing', async () => {
    cart.replace([bootLine(1000001, 1, 0), bootLine(1000002, 1, 3)]);
    const fetchMock = serve();
    renderPage(<PaymentPage />);
    await screen.findByRole('radio', { name: /Ubicación #1/ });
    fireEvent.click(continueButton());
    expect(
      await screen.findByText('Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session')).toEqual([]);
  });

  it('sends the cart lines and the chosen address, then goes to the hosted checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve();
    renderPage(<PaymentPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /Ubicación #2/ }));
    const button = continueButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pago.test/cs_test_1'));

    const bodies = sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      shipping_address: 9,
      shipping_option: 'standard',
      products: [
        { variant_id: 1000001, quantity: 2 },
        { variant_id: 1000002, quantity: 1 },
      ],
    });
    // Until the payment succeeds the cart stays, and the button stays busy while the browser leaves.
    expect(cart.get().lines).toHaveLength(2);
    expect(button).toHaveProperty('disabled', true);
  });

  it('says beside the button when the cart is over the units one order may take, with the WhatsApp link', async () => {
    const limit =
      'En línea vendemos hasta 10 piezas de cada talla y 30 en total por pedido. Para comprar más, escríbenos por WhatsApp al +52 614 123 4567 o a ventas@nortenowestern.mx y te atendemos.';
    serve({ checkout: () => Response.json({ error: limit, field: 'products' }, { status: 422 }) });
    renderPage(<PaymentPage />);
    await screen.findByRole('radio', { name: /Ubicación #1/ });
    fireEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(limit);
    const whatsapp = within(alert).getByRole('link', { name: /Escribir por WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/526141234567\?text=/);
    // Nothing was sent to pay: the cart stays as it is, for the shopper to lower the quantities.
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    expect(cart.get().lines).toHaveLength(2);
  });

  it("shows the server's reason and, on a stock conflict, refreshes the cart with the new stock", async () => {
    const stock: Record<number, number> = {};
    const fetchMock = serve({
      stock,
      checkout: () =>
        Response.json({ error: 'No hay suficientes unidades de Bota 1000002.' }, { status: 409 }),
    });
    renderPage(<PaymentPage />);
    await screen.findByRole('radio', { name: /Ubicación #1/ });
    await waitFor(() => expect(sentTo(fetchMock, 'GET', '/api/products/cart')).toHaveLength(1));
    // Meanwhile somebody bought the last units of the second boot.
    stock[1000002] = 0;
    fireEvent.click(continueButton());
    expect(await screen.findByText('No hay suficientes unidades de Bota 1000002.')).toBeTruthy();
    await waitFor(() => expect(cart.get().lines[1]?.stock).toBe(0));
    expect(screen.getByText('Agotado')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('shows its own message when the server gives no reason', async () => {
    serve({ checkout: () => new Response('Bad gateway', { status: 502 }) });
    renderPage(<PaymentPage />);
    await screen.findByRole('radio', { name: /Ubicación #1/ });
    fireEvent.click(continueButton());
    expect(
      await screen.findByText('Ocurrió un error al procesar la compra. Por favor, intente nuevamente.'),
    ).toBeTruthy();
  });

  it('offers Recoger en tienda, free, with the store, its hours, a map and when it is ready; choosing it drops the address and the shipping', async () => {
    serve();
    renderPage(<PaymentPage />);
    const choice = within(await screen.findByRole('region', { name: 'Entrega' }));
    const delivery = choice.getByRole('radio', { name: /Envío a domicilio/ });
    const pickup = choice.getByRole('radio', { name: /Recoger en tienda/ });
    expect(delivery).toHaveProperty('checked', true);
    expect(await choice.findByText(`${STORE.name}, ${STORE.address}`)).toBeTruthy();
    expect(choice.getByText(STORE.hours)).toBeTruthy();
    expect(choice.getByText('Listo mañana a partir de las 10:00')).toBeTruthy();
    const map = choice.getByRole('link', { name: /Ver la tienda en el mapa/ });
    expect(map.getAttribute('href')).toBe(STORE.map_url);
    expect(map.getAttribute('target')).toBe('_blank');
    // Delivery of this cart ($2,600 after discounts) costs $199 below the $3,000 of free shipping.
    expect(pickup.closest('label')?.textContent).toContain('Gratis');
    expect(delivery.closest('label')?.textContent).toContain('$199.00');
    const summary = within(screen.getByRole('region', { name: 'Resumen del pedido' }));
    expect(summary.getByText('$2,799.00')).toBeTruthy();

    fireEvent.click(pickup);
    expect(screen.queryByRole('region', { name: 'Dirección de envío' })).toBeNull();
    expect(screen.queryByTitle(/Mapa de la dirección de envío/)).toBeNull();
    expect(summary.getByText('Recoger en tienda').nextElementSibling?.textContent).toBe('Gratis');
    expect(summary.getByText('$2,600.00', { selector: 'dd' })).toBeTruthy();
    expect(summary.queryByText(/Envío gratis en compras desde/)).toBeNull();

    fireEvent.click(delivery);
    expect(await screen.findByRole('region', { name: 'Dirección de envío' })).toBeTruthy();
    expect(summary.getByText('$2,799.00')).toBeTruthy();
  });

  it('sends a pick-up with no address, for a shopper who has none, then goes to the hosted checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve({ locations: [] });
    renderPage(<PaymentPage />);
    expect(await screen.findByText('No hay direcciones guardadas')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /Recoger en tienda/ }));
    expect(continueButton()).toHaveProperty('disabled', false);
    fireEvent.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pago.test/cs_test_1'));
    const [body] = sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session');
    expect(body).toMatchObject({ shipping_option: 'pickup' });
    expect(body).not.toHaveProperty('shipping_address');
  });

  it('still asks for a phone to pick up at the store', async () => {
    serve({ user: { ...SHOPPER, phone_number: null }, locations: [] });
    renderPage(<PaymentPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /Recoger en tienda/ }));
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Agrega tu teléfono para continuar.')).toBeTruthy();
  });

  it('keeps Recoger en tienda on offer when the store’s details do not load, with a way to retry', async () => {
    let failing = true;
    serve({
      store: () =>
        failing ? Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }) : Response.json(STORE),
    });
    renderPage(<PaymentPage />);
    const choice = within(await screen.findByRole('region', { name: 'Entrega' }));
    expect(await choice.findByText('No pudimos cargar los datos de la tienda.')).toBeTruthy();
    expect(choice.getByRole('radio', { name: /Recoger en tienda/ })).toHaveProperty('disabled', false);
    failing = false;
    fireEvent.click(choice.getByRole('button', { name: 'Reintentar' }));
    expect(await choice.findByText('Listo mañana a partir de las 10:00')).toBeTruthy();
  });

  it('offers to keep shopping when the cart is empty', async () => {
    cart.empty();
    serve();
    renderPage(<PaymentPage />);
    expect(await screen.findByText('Tu carrito está vacío.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe('/products/1');
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });
});
