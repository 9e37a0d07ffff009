import type { ActivePromotion, CurrentUser, Location, ShippingOption } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  recipient_name: null,
  recipient_phone: null,
});
const HOME = address(5, 'Av. Independencia');
const WORK = address(9, 'Calle Libertad');

/** The carriers' options as the server quotes them: the cheapest first, the fastest marked. */
const carrierOption = (fields: Partial<ShippingOption> & Pick<ShippingOption, 'id' | 'price'>) => ({
  carrier: 'Estafeta',
  service: 'Terrestre',
  min_days: 2,
  max_days: 4,
  arrives_from: '2026-12-04',
  arrives_to: '2026-12-08',
  arrives_text: 'Llega entre el vie 4 y el mar 8 de dic',
  cheapest: false,
  fastest: false,
  ...fields,
});
const ESTAFETA = carrierOption({ id: 'estafeta-ground-18900', price: 189, cheapest: true });
const FEDEX = carrierOption({
  id: 'fedex-standard-23950',
  price: 239.5,
  carrier: 'FedEx',
  service: 'Estándar',
  arrives_text: 'Llega entre el jue 3 y el vie 4 de dic',
});
const DHL = carrierOption({
  id: 'dhl-express-34900',
  price: 349,
  carrier: 'DHL',
  service: 'Express',
  min_days: 1,
  max_days: 1,
  arrives_from: '2026-12-03',
  arrives_to: '2026-12-03',
  arrives_text: 'Llega el jue 3 de dic',
  fastest: true,
});
const quoted =
  (options = [ESTAFETA, FEDEX, DHL], note: string | null = null) =>
  () =>
    Response.json({ options, note });
/** The carriers could not be asked: the page offers the shop's flat rate instead. */
const quoteFails = () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 });

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
  options = quoted(),
  checkout = () =>
    Response.json({ sessionId: 'cs_test_1', url: 'https://pago.test/cs_test_1' }, { status: 201 }),
  extra = {},
}: {
  user?: CurrentUser;
  locations?: Location[];
  stock?: Record<number, number>;
  rate?: { cost: number; free_from: number | null };
  promotions?: ActivePromotion[];
  store?: ApiRoutes[string];
  options?: ApiRoutes[string];
  checkout?: ApiRoutes[string];
  /** More calls the page makes, as a test answers them. */
  extra?: ApiRoutes;
} = {}) {
  return stubApi({
    ...extra,
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
    'POST /api/shipping/options': options,
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
  it('says when the order arrives at the chosen address, and asks again for another when the shopper picks it', async () => {
    const sonora = { ...address(9, 'Calle Serdán'), state_name: 'Sonora', postal_code: '83000' };
    const fetchMock = serve({
      locations: [HOME, sonora],
      options: ({ body }) =>
        (body as { postal_code: string }).postal_code === '83000'
          ? quoted([
              {
                ...ESTAFETA,
                id: 'estafeta-ground-24900',
                price: 249,
                arrives_text: 'Llega entre el lun 7 y el mié 9 de dic',
              },
            ])()
          : quoted()(),
    });
    renderPage(<PaymentPage />);
    const choice = within(await screen.findByRole('region', { name: 'Entrega' }));
    expect(await choice.findByText('Llega entre el vie 4 y el mar 8 de dic')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Ubicación #2/ }));
    expect(await choice.findByText('Llega entre el lun 7 y el mié 9 de dic')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toEqual([
      {
        postal_code: '31000',
        lines: [
          { variant_id: 1000001, quantity: 2 },
          { variant_id: 1000002, quantity: 1 },
        ],
      },
      {
        postal_code: '83000',
        lines: [
          { variant_id: 1000001, quantity: 2 },
          { variant_id: 1000002, quantity: 1 },
        ],
      },
    ]);
  });

  it('asks for an address before quoting, while there is none', async () => {
    const fetchMock = serve({ locations: [] });
    renderPage(<PaymentPage />);
    expect(
      await screen.findByText('Elige o agrega una dirección para ver las opciones de envío.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toEqual([]);
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
    // 2 × $1,000 + $1,000 listed, $400 off, and the cheapest carrier's $189 until another is chosen.
    await summary.findByText('$189.00');
    expect(summary.getByText('Envío (Estafeta)')).toBeTruthy();
    expect(summary.getByText('$3,000.00')).toBeTruthy();
    expect(summary.getByText('−$400.00')).toBeTruthy();
    expect(summary.getByText('$2,789.00')).toBeTruthy();
    expect(screen.getByText('Verifica tus datos: después de la compra no podrás cambiarlos.')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('shows the flat rate free as Gratis from the free-shipping amount, when the carriers cannot be asked', async () => {
    cart.replace([bootLine(1000001, 3, 5)]);
    serve({ options: quoteFails });
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
      // The carriers cannot be asked: the shop's flat rate, free from `freeFrom`.
      serve({ rate: { cost: 199, free_from: freeFrom }, options: quoteFails });
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
    // The line before and after the promotion, then the total with the cheapest carrier's $189.
    expect(summary.getAllByText('$3,000.00').length).toBeGreaterThanOrEqual(2);
    expect(summary.getAllByText('$2,500.00')).toHaveLength(1);
    expect(await summary.findByText('$2,689.00')).toBeTruthy();
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
    // A delivery goes once the carriers' options are in.
    await screen.findByRole('radio', { name: /Estafeta/ });
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
    fireEvent.click(await screen.findByRole('radio', { name: /DHL/ }));
    const button = continueButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pago.test/cs_test_1'));

    const bodies = sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      shipping_address: 9,
      shipping_option: 'dhl-express-34900',
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
    // A delivery goes once the carriers' options are in.
    await screen.findByRole('radio', { name: /Estafeta/ });
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
    // A delivery goes once the carriers' options are in.
    await screen.findByRole('radio', { name: /Estafeta/ });
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
    // A delivery goes once the carriers' options are in.
    await screen.findByRole('radio', { name: /Estafeta/ });
    fireEvent.click(continueButton());
    expect(
      await screen.findByText('Ocurrió un error al procesar la compra. Por favor, intente nuevamente.'),
    ).toBeTruthy();
  });

  it('offers Recoger en tienda, free, with the store, its hours, a map and when it is ready; choosing it drops the shipping', async () => {
    serve();
    renderPage(<PaymentPage />);
    const choice = within(await screen.findByRole('region', { name: 'Entrega' }));
    const delivery = await choice.findByRole('radio', { name: /Estafeta/ });
    const pickup = choice.getByRole('radio', { name: /Recoger en tienda/ });
    expect(delivery).toHaveProperty('checked', true);
    expect(await choice.findByText(`${STORE.name}, ${STORE.address}`)).toBeTruthy();
    expect(choice.getByText(STORE.hours)).toBeTruthy();
    expect(choice.getByText('Listo mañana a partir de las 10:00')).toBeTruthy();
    const map = choice.getByRole('link', { name: /Ver la tienda en el mapa/ });
    expect(map.getAttribute('href')).toBe(STORE.map_url);
    expect(map.getAttribute('target')).toBe('_blank');
    // The cheapest carrier takes this cart ($2,600 after discounts) for $189.
    expect(pickup.closest('label')?.textContent).toContain('Gratis');
    expect(delivery.closest('label')?.textContent).toContain('$189.00');
    const summary = within(screen.getByRole('region', { name: 'Resumen del pedido' }));
    expect(summary.getByText('$2,789.00')).toBeTruthy();

    fireEvent.click(pickup);
    expect(summary.queryByText(/Envío \(/)).toBeNull();
    expect(summary.getByText('Recoger en tienda').nextElementSibling?.textContent).toBe('Gratis');
    expect(summary.getByText('$2,600.00', { selector: 'dd' })).toBeTruthy();
    expect(summary.queryByText(/Envío gratis en compras desde/)).toBeNull();

    fireEvent.click(delivery);
    expect(summary.getByText('Envío (Estafeta)')).toBeTruthy();
    expect(summary.getByText('$2,789.00')).toBeTruthy();
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

  it('offers the carriers’ options as one radio group with prices, dates and the cheapest and fastest marked', async () => {
    serve();
    renderPage(<PaymentPage />);
    const group = await screen.findByRole('group', { name: '¿Cómo quieres recibir tu pedido?' });
    await within(group).findByRole('radio', { name: /Estafeta/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Estafeta TerrestreLlega entre el vie 4 y el mar 8 de dicMás económico$189.00',
      'FedEx EstándarLlega entre el jue 3 y el vie 4 de dic$239.50',
      'DHL ExpressLlega el jue 3 de dicMás rápido$349.00',
      expect.stringContaining('Recoger en tienda'),
    ]);
    // The cheapest is chosen until the shopper picks another.
    expect(radios[0]).toHaveProperty('checked', true);
  });

  it('moves between the options with the arrow keys, and the summary follows', async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks; the group's name needs none.
    vi.stubGlobal('CSS', { escape: (name: string) => name });
    const user = userEvent.setup();
    serve();
    renderPage(<PaymentPage />);
    const cheapest = await screen.findByRole('radio', { name: /Estafeta/ });
    const summary = within(screen.getByRole('region', { name: 'Resumen del pedido' }));
    await user.click(cheapest);
    await user.keyboard('{ArrowDown}');
    const fedex = screen.getByRole('radio', { name: /FedEx/ });
    expect(fedex).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(fedex);
    expect(summary.getByText('Envío (FedEx)').nextElementSibling?.textContent).toBe('$239.50');
    expect(summary.getByText(/^Envío gratis en/).textContent).toBe(
      'Envío gratis en la opción más económica en compras desde $3,000.00.',
    );
    expect(summary.getByText('$2,839.50')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /DHL/ })).toHaveProperty('checked', true);
    expect(summary.getByText('$2,949.00')).toBeTruthy();
  });

  it('says it is quoting while the carriers answer, and keeps Continuar for a delivery until they do', async () => {
    // The carriers answer when the test says so: every quote asked until then, and any asked after. The
    // page may ask twice (as its address is settled); answering only the first left a busy machine's run
    // waiting for the second forever.
    const waiting: (() => void)[] = [];
    let carriersAnswer = false;
    serve({
      options: () =>
        carriersAnswer
          ? quoted()()
          : new Promise<Response>((resolve) => waiting.push(() => resolve(quoted()()))),
    });
    renderPage(<PaymentPage />);
    expect(await screen.findByText('Cotizando envíos a C.P. 31000…')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    carriersAnswer = true;
    for (const answer of waiting) answer();
    expect(await screen.findByRole('radio', { name: /Estafeta/ })).toHaveProperty('checked', true);
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('shows the shop’s rate and its note when no carrier answered in time', async () => {
    const note = 'Las paqueterías no respondieron a tiempo: te mostramos la tarifa de envío de la tienda.';
    const flat = carrierOption({
      id: 'tarifa-fija-19900',
      price: 199,
      carrier: 'Envío estándar',
      service: 'Tarifa de la tienda',
      cheapest: true,
      fastest: true,
    });
    serve({ options: quoted([flat], note) });
    renderPage(<PaymentPage />);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Envío estándar/ })).toHaveProperty('checked', true);
  });

  it('offers the shop’s flat rate when the carriers cannot be asked, sends it as standard, and quotes again on request', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let failing = true;
    const fetchMock = serve({ options: () => (failing ? quoteFails() : quoted()()) });
    renderPage(<PaymentPage />);
    const flat = await screen.findByRole('radio', { name: /Envío estándar/ });
    expect(flat.closest('label')?.textContent).toContain(
      'No pudimos cotizar con las paqueterías: te cobramos la tarifa de envío de la tienda.',
    );
    expect(flat.closest('label')?.textContent).toContain('$199.00');
    fireEvent.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session')[0]).toMatchObject({
      shipping_option: 'standard',
    });
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Volver a cotizar' }));
    expect(await screen.findByRole('radio', { name: /Estafeta/ })).toBeTruthy();
  });

  it('says when no carrier reaches the address, and still offers Recoger en tienda', async () => {
    const refusal = 'Ninguna paquetería entrega en el código postal 31000. Revísalo o escribe otro.';
    serve({ options: () => Response.json({ error: refusal }, { status: 422 }) });
    renderPage(<PaymentPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${refusal} También puedes recoger en tienda.`);
    expect(continueButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /Recoger en tienda/ }));
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('on a changed price, says so and shows the option at its new price, still chosen', async () => {
    const changed = 'El costo de envío cambió a $259.00. Revisa y vuelve a intentarlo.';
    let price = 239.5;
    const fetchMock = serve({
      options: () => quoted([ESTAFETA, { ...FEDEX, id: `fedex-standard-${price * 100}`, price }, DHL])(),
      checkout: () => Response.json({ error: changed }, { status: 409 }),
    });
    renderPage(<PaymentPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /FedEx/ }));
    price = 259;
    fireEvent.click(continueButton());
    expect(await screen.findByText(changed)).toBeTruthy();
    await waitFor(() => expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toHaveLength(2));
    const fedex = await screen.findByRole('radio', { name: /FedEx.*\$259\.00/ });
    expect(fedex).toHaveProperty('checked', true);
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

describe("'Avisarme por WhatsApp'", () => {
  const OFF = { available: true, enabled: false, phone: null, text: null, given_at: null };
  const whatsapp: ApiRoutes = {
    'GET /api/users/me/whatsapp': () => Response.json(OFF),
    'PUT /api/users/me/whatsapp': ({ body }) =>
      Response.json({
        available: true,
        enabled: true,
        phone: '6145550101',
        text: `Avisarme por WhatsApp al +52 614 555 0101 (${JSON.stringify(body)})`,
        given_at: '2026-12-03T17:00:00.000Z',
      }),
  };

  it('is off until ticked, with the profile’s number; a wrong number stops the payment under the field', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve({ extra: whatsapp });
    renderPage(<PaymentPage />);
    const box = await screen.findByRole('checkbox', { name: 'Avisarme por WhatsApp al' });
    expect(box).toHaveProperty('checked', false);
    const number = screen.getByRole('textbox', { name: /^Celular para WhatsApp/ });
    expect(number).toHaveProperty('value', '614 123 4567');
    await screen.findByRole('radio', { name: /Estafeta/ });

    const user = userEvent.setup();
    await user.click(box);
    await user.clear(number);
    await user.type(number, '123 45');
    await user.click(continueButton());
    expect(
      await screen.findByText('Escribe un celular de México de 10 dígitos, como 614 123 4567.'),
    ).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/whatsapp')).toEqual([]);
    expect(sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session')).toEqual([]);

    await user.clear(number);
    await user.type(number, '614 555 0101');
    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pago.test/cs_test_1'));
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/whatsapp')).toEqual([
      { phone: '614 555 0101', where: 'pago' },
    ]);
    expect(sentTo(fetchMock, 'POST', '/api/payments/create-checkout-session')).toHaveLength(1);
  });

  it('left unticked, asks nothing of WhatsApp and pays', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve({ extra: whatsapp });
    renderPage(<PaymentPage />);
    await screen.findByRole('checkbox', { name: 'Avisarme por WhatsApp al' });
    await screen.findByRole('radio', { name: /Estafeta/ });
    fireEvent.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pago.test/cs_test_1'));
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/whatsapp')).toEqual([]);
    expect(sentTo(fetchMock, 'DELETE', '/api/users/me/whatsapp')).toEqual([]);
  });

  it('is not offered while the shop has no WhatsApp', async () => {
    serve({ extra: { 'GET /api/users/me/whatsapp': () => Response.json({ ...OFF, available: false }) } });
    renderPage(<PaymentPage />);
    await screen.findByRole('radio', { name: /Estafeta/ });
    expect(screen.queryByRole('checkbox', { name: 'Avisarme por WhatsApp al' })).toBeNull();
  });
});
