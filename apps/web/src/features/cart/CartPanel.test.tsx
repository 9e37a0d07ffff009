import type { ActivePromotion, CurrentUser, Location } from '@store/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../lib/cart/cart-line';
import { appliedCoupon } from '../../lib/cart/applied-coupon';
import { cart } from '../../lib/cart/cart-store';
import { bootLine, cartLine, SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi, type ApiRoutes } from '../../test/page';
import { CartPanel } from './CartPanel';

type Rate = { cost: number; free_from: number | null };

/** The delivery table as the server answers it, for the states these tests use. */
const DELIVERY: Record<string, { state: string; min_days: number; max_days: number }> = {
  Sonora: { state: 'Sonora', min_days: 2, max_days: 4 },
};

/** The text a field names as its description. */
const describedBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function renderPanel(
  serverLines: Omit<CartLine, 'quantity'>[],
  rate: Rate | null = { cost: 199, free_from: 3000 },
  {
    user = null,
    locations = [],
    promotions = [],
    options = () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }),
    coupons = () => Response.json({ error: 'Este cupón no existe' }, { status: 422 }),
  }: {
    user?: CurrentUser | null;
    locations?: Location[];
    promotions?: ActivePromotion[];
    /** The carriers' options for the saved postal code; by default they cannot be asked. */
    options?: ApiRoutes[string];
    /** The shop's answer to a code typed in the cart; by default, none exists. */
    coupons?: ApiRoutes[string];
  } = {},
) {
  const fetchMock = stubApi({
    'GET /api/auth/me': () =>
      user ? Response.json(user) : Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    'GET /api/locations': () => Response.json(locations),
    'GET /api/payments/delivery-estimate': ({ url }) => {
      const state = url.searchParams.get('state');
      return Response.json((state && DELIVERY[state]) ?? { state: null, min_days: 1, max_days: 6 });
    },
    'GET /api/products/cart': () => Response.json(serverLines),
    'GET /api/payments/shipping-rate': () =>
      rate ? Response.json(rate) : Response.json({ error: 'caído' }, { status: 500 }),
    'GET /api/payments/installment-plans': () => Response.json({ installment_months: [3, 6, 9, 12] }),
    'GET /api/promotions/active': () => Response.json({ promotions }),
    'POST /api/shipping/options': options,
    'POST /api/coupons/check': coupons,
  });
  renderPage(<CartPanel />);
  return fetchMock;
}
const ADDRESS: Location = {
  shipping_address_id: 1,
  state_name: 'Chihuahua',
  municipality_name: 'Hermosillo',
  postal_code: '83000',
  neighborhood_name: 'Centro',
  neighborhood_id: 7,
  street: 'Calle Serdán',
  exterior_number: '10',
  interior_number: null,
  reference: 'Portón verde',
  recipient_name: null,
  recipient_phone: null,
};
const withoutQuantity = ({ quantity: _quantity, ...rest }: CartLine) => rest;

beforeEach(() => {
  cart.empty();
  appliedCoupon.remove();
});
afterEach(() => {
  act(() => cart.toggle(false));
  vi.unstubAllGlobals();
});

describe('CartPanel', () => {
  it('shows what a promotion running now saves, by name, before paying', async () => {
    // Two pairs at $1,000 and one at $800: the second $1,000 pair is halved, the $800 one pays in full.
    const lines = [bootLine(1000001, 2, 5), bootLine(1000002, 1, 5, 20)];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity), undefined, {
      promotions: [
        {
          id: 1,
          name: 'Segundo par al 50 %',
          kind: 'second_half',
          percent_off: null,
          minimum_purchase: null,
          stackable: false,
          product_ids: [3],
        },
      ],
    });
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog', { name: 'Productos en tu carrito' });
    await waitFor(() => expect(dialog.textContent).toContain('Segundo par al 50 %−$500.00'));
    expect(dialog.textContent).toContain('Productos$2,800.00');
    // $2,300 of goods, below the $3,000 of free shipping: $199 more.
    expect(dialog.textContent).toContain('Total IVA incluido$2,499.00');
  });

  it("says under '¿Tienes un cupón?' why a code gives nothing, and shows a valid one's saving as a line", async () => {
    const lines = [bootLine(1000001, 2, 5)];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity), undefined, {
      coupons: ({ body }) => {
        const { code } = body as { code: string };
        if (code === 'VAQUERO10') {
          return Response.json({
            coupon: {
              code,
              kind: 'percent',
              percent_off: 10,
              amount_off: null,
              minimum_purchase: null,
              product_ids: null,
            },
          });
        }
        if (code === 'GRANDE') {
          return Response.json({
            coupon: {
              code,
              kind: 'amount',
              percent_off: null,
              amount_off: 300,
              minimum_purchase: 5000,
              product_ids: null,
            },
          });
        }
        const refusals: Record<string, [number, string]> = {
          VIEJO: [422, 'Este cupón ya venció'],
          AGOTADO: [409, 'Este cupón ya se agotó'],
        };
        const [status, error] = refusals[code] ?? [422, 'Este cupón no existe'];
        return Response.json({ error, field: 'coupon_code' }, { status });
      },
    });
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog', { name: 'Productos en tu carrito' });
    const field = within(dialog).getByLabelText('¿Tienes un cupón?');
    const apply = async (code: string) => {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Revisando…' })).toBeNull());
    };
    for (const [code, refusal] of [
      ['nada', 'Este cupón no existe'],
      ['viejo', 'Este cupón ya venció'],
      ['agotado', 'Este cupón ya se agotó'],
    ] as const) {
      await apply(code);
      await waitFor(() => expect(describedBy(field)).toBe(refusal));
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }

    // Typed in any case, the code's saving is a line of the totals: 10 % of $2,000.
    await apply(' vaquero10 ');
    await waitFor(() => expect(dialog.textContent).toContain('Cupón VAQUERO10−$200.00'));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(dialog.textContent).toContain('Total IVA incluido$1,999.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar el cupón VAQUERO10' }));
    expect(dialog.textContent).not.toContain('Cupón VAQUERO10');

    // One the cart does not reach says so, and saves nothing.
    await apply('grande');
    await waitFor(() => expect(describedBy(field)).toBe('Este cupón pide una compra mínima de $5,000.00'));
    expect(dialog.textContent).not.toContain('Cupón GRANDE−');
  });

  it('says the cart is empty', async () => {
    renderPanel([]);
    act(() => cart.toggle(true));
    expect(await screen.findByRole('dialog', { name: 'Tu carrito está vacío' })).toBeTruthy();
  });

  it('shows each line with its size, quantity x price, discount, stock notes and the total', async () => {
    const lines = [bootLine(1000001, 2, 5, 20), bootLine(1000002, 1, 0), bootLine(1000003, 3, 2)];
    cart.replace(lines);
    // The server still reports the same stock, so the lines stay as they are (no cap on sold-out lines).
    renderPanel([
      withoutQuantity(lines[0]!),
      withoutQuantity(lines[1]!),
      { ...withoutQuantity(lines[2]!), stock: 2 },
    ]);
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog', { name: 'Productos en tu carrito' });
    expect(dialog.textContent).toContain('Talla: 27.5');
    expect(dialog.textContent).toContain('2 x $800.00');
    expect(dialog.textContent).toContain('20% OFF');
    expect(dialog.textContent).toContain('Agotado');
    await screen.findByText(/Reduciendo cantidad de Bota 1000003 a 2 unidades \(stock disponible\)/);
    // $4,600 of goods reach the $3,000 of free shipping.
    expect(await screen.findByText('Envío gratis')).toBeTruthy();
    expect(dialog.textContent).toContain('Productos$4,600.00');
    expect(dialog.textContent).toContain('Total IVA incluido$4,600.00');
    expect(dialog.textContent).not.toContain('Te faltan');
    // The longest plan the shop offers that the total reaches.
    expect(await screen.findByText('Hasta 12 meses sin intereses de $383.33')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByText('Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.');
    expect(cart.get().open).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Bota 1000002, talla 27.5' }));
    expect(cart.get().lines.map((entry) => entry.variant_id)).toEqual([1000001, 1000003]);
  });

  it('shows each line’s colour and size, and steps its quantity from 1 to its stock (never past 99)', async () => {
    const lines = [bootLine(1000001, 2, 3), cartLine({ variant_id: 1000005, name: 'Sombrero', stock: 500 })];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity));
    act(() => cart.toggle(true));
    const boot = await screen.findByRole('group', { name: 'Cantidad de Bota 1000001, talla 27.5' });
    const link = screen.getByRole('link', { name: /Bota 1000001/ });
    expect(link.textContent).toContain('Color: Café');
    expect(link.textContent).toContain('Talla: 27.5');
    const count = within(boot).getByRole('spinbutton', { name: 'Piezas de Bota 1000001, talla 27.5' });
    expect((count as HTMLInputElement).value).toBe('2');

    const more = within(boot).getByRole('button', { name: 'Agregar una pieza de Bota 1000001, talla 27.5' });
    fireEvent.click(more);
    expect(cart.get().lines[0]?.quantity).toBe(3);
    // Three in stock: '+' stops there.
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      within(boot).getByRole('button', { name: 'Quitar una pieza de Bota 1000001, talla 27.5' }),
    );
    fireEvent.click(
      within(boot).getByRole('button', { name: 'Quitar una pieza de Bota 1000001, talla 27.5' }),
    );
    expect(cart.get().lines[0]?.quantity).toBe(1);

    // A typed number is kept within 1 and the most the line can hold: stock 500, but 99 per order line.
    const hat = screen.getByRole('spinbutton', { name: 'Piezas de Sombrero, talla 27' });
    fireEvent.change(hat, { target: { value: '250' } });
    fireEvent.keyDown(hat, { key: 'Enter' });
    expect(cart.get().lines[1]?.quantity).toBe(99);
    expect(describedBy(hat)).toBe('Puedes llevar hasta 99 piezas de esta talla por pedido');
    expect(
      (screen.getByRole('button', { name: 'Agregar una pieza de Sombrero, talla 27' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // 0 asks first; 'Conservar' keeps the line as it was.
    fireEvent.change(hat, { target: { value: '0' } });
    fireEvent.blur(hat);
    const ask = await screen.findByRole('dialog', { name: '¿Quitar este producto del carrito?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Conservar 99 piezas' }));
    expect(cart.get().lines[1]?.quantity).toBe(99);
    expect(screen.queryByRole('dialog', { name: '¿Quitar este producto del carrito?' })).toBeNull();
    fireEvent.change(hat, { target: { value: '0' } });
    fireEvent.keyDown(hat, { key: 'Enter' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Quitar este producto del carrito?' })).getByRole(
        'button',
        { name: 'Sí, quitarlo' },
      ),
    );
    await waitFor(() => expect(cart.get().lines.map((entry) => entry.variant_id)).toEqual([1000001]));

    // '−' at one piece takes the line out.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Bota 1000001, talla 27.5 del carrito' }));
    expect(cart.get().lines).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Tu carrito está vacío' })).toBeTruthy();
  });

  it("says 'Solo hay 15 disponibles' under a quantity typed past the stock, and sets 15", async () => {
    const lines = [cartLine({ variant_id: 1000005, name: 'Sombrero', stock: 15, quantity: 2 })];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity));
    act(() => cart.toggle(true));
    const hat = await screen.findByRole('spinbutton', { name: 'Piezas de Sombrero, talla 27' });
    fireEvent.change(hat, { target: { value: '9999' } });
    fireEvent.blur(hat);
    expect(cart.get().lines[0]?.quantity).toBe(15);
    expect((hat as HTMLInputElement).value).toBe('15');
    expect(describedBy(hat)).toBe('Solo hay 15 disponibles');
    // The next step clears it.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar una pieza de Sombrero, talla 27' }));
    expect(hat.getAttribute('aria-describedby')).toBeNull();
  });

  it('asks before emptying the cart: Cancelar, Escape, or emptying it', async () => {
    const lines = [bootLine(1000001, 2, 5), bootLine(1000002, 1, 5)];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity));
    act(() => cart.toggle(true));
    await screen.findByRole('dialog', { name: 'Productos en tu carrito' });

    fireEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    let question = screen.getByRole('dialog', { name: '¿Vaciar tu carrito?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: '¿Vaciar tu carrito?' })).toBeNull();
    expect(cart.get().lines).toHaveLength(2);

    // Escape closes the question only; the cart stays open with its lines.
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    question = screen.getByRole('dialog', { name: '¿Vaciar tu carrito?' });
    fireEvent.keyDown(within(question).getByRole('button', { name: 'Sí, vaciar carrito' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('dialog', { name: '¿Vaciar tu carrito?' })).toBeNull();
    expect(cart.get().open).toBe(true);
    expect(cart.get().lines).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    question = screen.getByRole('dialog', { name: '¿Vaciar tu carrito?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Sí, vaciar carrito' }));
    await waitFor(() => expect(cart.get().lines).toEqual([]));
    expect(await screen.findByRole('dialog', { name: 'Tu carrito está vacío' })).toBeTruthy();
  });

  it('shows 40 % off several units, and the total, to the centavo the server charges', async () => {
    const lines = [
      cartLine({ price: 2649, final_price: 1589.4, discount_percentage: 40, quantity: 3, stock: 5 }),
      cartLine({
        variant_id: 1000002,
        price: 349.5,
        final_price: 297.07,
        discount_percentage: 15,
        quantity: 2,
      }),
    ];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity), { cost: 199, free_from: 6000 });
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog', { name: 'Productos en tu carrito' });
    expect(dialog.textContent).toContain('3 x $1,589.40');
    expect(dialog.textContent).toContain('2 x $297.07');
    expect(dialog.textContent).toContain('Productos$5,362.34');
    // Below the free-shipping amount: the rate, what is missing, and the total with shipping.
    expect(await screen.findByText('Te faltan $637.66 para el envío gratis.')).toBeTruthy();
    expect(dialog.textContent).toContain('Envío$199.00');
    expect(dialog.textContent).toContain('Total IVA incluido$5,561.34');
  });

  it('tells a guest the delivery time over the country, since it depends on the state', async () => {
    const lines = [bootLine(1000001, 1, 5)];
    cart.replace(lines);
    renderPanel(lines.map(withoutQuantity));
    act(() => cart.toggle(true));
    expect(await screen.findByText('Entrega estimada: de 1 a 6 días hábiles, según tu estado.')).toBeTruthy();
  });

  it('estimates shipping and the arrival from the cheapest carrier to the first saved postal code', async () => {
    const lines = [bootLine(1000001, 1, 5)];
    cart.replace(lines);
    const cheapest = {
      id: 'estafeta-ground-18900',
      carrier: 'Estafeta',
      service: 'Terrestre',
      price: 189,
      min_days: 2,
      max_days: 4,
      arrives_from: '2026-12-04',
      arrives_to: '2026-12-08',
      arrives_text: 'Llega entre el vie 4 y el mar 8 de dic',
      cheapest: true,
      fastest: false,
    };
    const fastest = {
      ...cheapest,
      id: 'dhl-express-34900',
      carrier: 'DHL',
      price: 349,
      cheapest: false,
      fastest: true,
    };
    const fetchMock = renderPanel(lines.map(withoutQuantity), undefined, {
      user: SHOPPER,
      locations: [ADDRESS, { ...ADDRESS, shipping_address_id: 9, postal_code: '97000' }],
      options: () => Response.json({ options: [cheapest, fastest], note: null }),
    });
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog', { name: 'Productos en tu carrito' });
    expect(await screen.findByText('Llega a 83000 entre el vie 4 y el mar 8 de dic')).toBeTruthy();
    expect(screen.getByText('Envío a 83000').nextElementSibling?.textContent).toBe('$189.00');
    expect(dialog.textContent).toContain('Total IVA incluido$1,189.00');
    expect(sentTo(fetchMock, 'POST', '/api/shipping/options')).toEqual([
      { postal_code: '83000', lines: [{ variant_id: 1000001, quantity: 1 }] },
    ]);
  });

  it('tells a signed-in shopper when it arrives at their first saved address when the carriers cannot be asked', async () => {
    const lines = [bootLine(1000001, 1, 5)];
    cart.replace(lines);
    const home = { ...ADDRESS, shipping_address_id: 5, state_name: 'Sonora' };
    const other = { ...ADDRESS, shipping_address_id: 9, state_name: 'Yucatán' };
    const fetchMock = renderPanel(lines.map(withoutQuantity), undefined, {
      user: SHOPPER,
      locations: [home, other],
    });
    act(() => cart.toggle(true));
    expect(await screen.findByText('Llega en 2 a 4 días hábiles a Sonora.')).toBeTruthy();
    // Asked once, for the first address, never first for the country while the addresses load.
    expect(sentTo(fetchMock, 'GET', '/api/payments/delivery-estimate')).toHaveLength(1);
  });

  it('says shipping is worked out at checkout when the rate cannot be read, and totals the goods alone', async () => {
    const lines = [bootLine(1000001, 1, 5)];
    cart.replace(lines);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(lines.map(withoutQuantity), null);
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog', { name: 'Productos en tu carrito' });
    expect(await screen.findByText('Se calcula al pagar')).toBeTruthy();
    expect(dialog.textContent).toContain('Total (sin envío) IVA incluido$1,000.00');
  });

  it('shows a line that sold out since it was added as Agotado, with a notice naming it, and blocks Pagar', async () => {
    const lines = [bootLine(1000001, 2, 5), bootLine(1000002, 1, 3)];
    cart.replace(lines);
    renderPanel([withoutQuantity(lines[0]!), { ...withoutQuantity(lines[1]!), stock: 0 }]);
    act(() => cart.toggle(true));
    expect(await screen.findByText('Bota 1000002 se agotó.')).toBeTruthy();
    const soldOutLine = screen.getByRole('link', { name: /Bota 1000002/ });
    expect(soldOutLine.textContent).toContain('1 x $1,000.00');
    expect(soldOutLine.textContent).toContain('Agotado');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByText('Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.');
    expect(cart.get().open).toBe(true);
  });

  it('shows "(Solo n disponibles)" and lowers the quantity on Pagar without going on', async () => {
    cart.replace([bootLine(1000004, 4, 2)]);
    renderPanel([]);
    // A failed refresh keeps the cart as it was.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'caído' }, { status: 500 })),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => cart.toggle(true));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByText('(Solo 2 disponibles)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByText('Hemos ajustado algunas cantidades según el stock disponible');
    expect(cart.get().lines[0]?.quantity).toBe(2);
    expect(cart.get().open).toBe(true);
  });

  it('opened without signal keeps its lines, and asks their stock again when the signal returns', async () => {
    const line = bootLine(1000004, 3, 4);
    cart.replace([line]);
    const fetchMock = renderPanel([{ ...withoutQuantity(line), stock: 1 }]);
    const answer = fetchMock.getMockImplementation();
    let signal = false;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (!signal && input.includes('/api/products/cart')) throw new TypeError('Failed to fetch');
      return answer!(input, init);
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => cart.toggle(true));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(cart.get().lines[0]?.quantity).toBe(3);

    signal = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Only one unit is left: the cart says so and keeps that one.
    await waitFor(() => expect(cart.get().lines[0]?.quantity).toBe(1));
    expect(sentTo(fetchMock, 'GET', '/api/products/cart')).toHaveLength(2);
    // Closed, it asks no more.
    act(() => cart.toggle(false));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sentTo(fetchMock, 'GET', '/api/products/cart')).toHaveLength(2);
  });

  it('closes on a click outside it', async () => {
    renderPanel([]);
    act(() => cart.toggle(true));
    await screen.findByRole('dialog');
    fireEvent.mouseDown(document.querySelector('.cart-overlay') as Element);
    expect(cart.get().open).toBe(false);
  });

  it('closes on Escape', async () => {
    renderPanel([]);
    act(() => cart.toggle(true));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(cart.get().open).toBe(false);
  });
});
