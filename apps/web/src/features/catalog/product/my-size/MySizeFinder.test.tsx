import type { ProductFit } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measurements } from '../../../../lib/measurements/measurements-store';
import { SHOPPER } from '../../../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../../../test/page';
import { bootDetail, PRODUCT_ROUTE, productSize } from '../../../../test/products';
import { ProductPage } from '../ProductPage';

const BOOT = bootDetail([
  productSize(1_000_001, '26', 3),
  productSize(1_000_002, '27', 5),
  productSize(1_000_003, '27.5', 2),
]);
const HAT = bootDetail([productSize(1_000_011, '57', 1), productSize(1_000_012, '58', 4)], {
  product_name: 'Sombrero Stetson',
  department_id: 19,
  department_name: 'Sombreros',
  size_system: 'hat',
});

const fit = (verdict: ProductFit['verdict'], chica = 0): ProductFit => ({
  chica,
  justa: 0,
  grande: 0,
  total: chica,
  verdict,
});
const GUEST = () => Response.json({ error: 'Inicia sesión' }, { status: 401 });

function open(at: string, { product = BOOT, answers = fit(null), state = null as unknown } = {}) {
  const fetchMock = stubApi({
    'GET /api/products/productItem/5': () => Response.json(product),
    'GET /api/products/5/fit': () => Response.json(answers),
    'GET /api/auth/me': GUEST,
  });
  renderPage(<ProductPage />, { at, route: PRODUCT_ROUTE, state });
  return fetchMock;
}

const finder = async () => within(await screen.findByRole('region', { name: '¿Cuál es mi talla?' }));

/** The field, marked invalid, with `sentence` under it. */
function expectError(field: HTMLElement, sentence: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(sentence);
}

afterEach(() => {
  measurements.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("'¿Cuál es mi talla?' on a boot page", () => {
  it('reads the foot’s length, says in Spanish under the field what is wrong, and chooses the size the guide gives', async () => {
    open('/product/5/1000001');
    const region = await finder();
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: '¿Cuál es mi talla?' }));
    expect(region.getByText('Cómo medir tu pie')).toBeTruthy();
    const field = region.getByLabelText('Largo de tu pie (cm)');
    for (const [typed, sentence] of [
      ['veintisiete', 'Escribe el largo de tu pie en centímetros, solo con números: por ejemplo, 26.5.'],
      ['0', 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      ['-27', 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      ['80', 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
    ]) {
      await user.clear(field);
      await user.type(field, typed!);
      await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
      expectError(field, sentence!);
      expect(document.activeElement).toBe(field);
    }
    expect(measurements.get().foot_cm).toBeNull();

    await user.clear(field);
    await user.type(field, '26,8');
    await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
    const answer = region.getByRole('status');
    expect(answer.textContent).toContain('Según la guía de tallas, te recomendamos 27.');
    expect(answer.textContent).toContain('Quedan 5 en color Café.');
    expect(answer.textContent).toContain('Con tu pie de 26.8 cm.');
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000002'));
    expect(JSON.parse(window.localStorage.getItem('mis-medidas') ?? '{}')).toEqual({
      foot_cm: 26.8,
      head_cm: null,
    });
  });

  it('takes the usual size in a brand the shopper knows, by the guide’s rule', async () => {
    open('/product/5/1000001');
    const region = await finder();
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: '¿Cuál es mi talla?' }));
    await user.click(region.getByRole('radio', { name: 'Mi talla en una marca que conozco' }));
    await user.selectOptions(region.getByLabelText('Escala'), 'us-hombre');
    const field = region.getByLabelText('Tu talla de siempre');
    await user.type(field, 'nueve');
    await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
    expectError(field, 'Escribe tu talla solo con números: por ejemplo, 9 o 9.5.');
    await user.clear(field);
    await user.type(field, '9');
    await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
    expect(region.getByRole('status').textContent).toContain('te recomendamos 27.');
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000002'));
  });

  it('opens in the size the buyers’ answers correct, with its stock, unless the link names a size chosen before', async () => {
    measurements.set('foot_cm', 27);
    open('/product/5/1000001', { answers: fit('chica', 5) });
    const region = await finder();
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toContain(
        'Quienes la compraron dicen que queda chica: te recomendamos 27.5.',
      ),
    );
    expect(region.getByRole('status').textContent).toContain('Quedan 2 en color Café.');
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000003'));
  });

  it('keeps the size of a link from the cart, an order or an alert, and offers the recommended one', async () => {
    measurements.set('foot_cm', 27);
    open('/product/5/1000001', { state: { keepSize: true } });
    const region = await finder();
    await waitFor(() => expect(region.getByRole('status').textContent).toContain('te recomendamos 27.'));
    expect(window.location.pathname).toBe('/product/5/1000001');
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: 'Elegir talla 27' }));
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000002'));
  });

  it("starts from the listing's 'Mi talla' of the visit when nothing was measured", async () => {
    window.sessionStorage.setItem('mi-talla', JSON.stringify({ boot_mx: '27' }));
    open('/product/5/1000001');
    const region = await finder();
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toContain('Con tu talla 27 de esta visita.'),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000002'));
  });

  it('signed in, reads the measurement kept in the account and keeps a new one there', async () => {
    const fetchMock = stubApi({
      'GET /api/products/productItem/5': () => Response.json(BOOT),
      'GET /api/products/5/fit': () => Response.json(fit(null)),
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/measurements': () => Response.json({ foot_cm: 27, head_cm: null }),
      'PUT /api/users/me/measurements': ({ body }) => Response.json(body),
      'GET /api/locations': () => Response.json([]),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000001', route: PRODUCT_ROUTE });
    const region = await finder();
    await waitFor(() => expect(region.getByRole('status').textContent).toContain('Con tu pie de 27 cm.'));
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: 'Cambiar mi medida' }));
    const field = region.getByLabelText('Largo de tu pie (cm)');
    await user.clear(field);
    await user.type(field, '25.9');
    await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'PUT', '/api/users/me/measurements')).toEqual([
        { foot_cm: 25.9, head_cm: null },
      ]),
    );
    expect(region.getByRole('status').textContent).toContain('te recomendamos 26.');
  });
});

describe("'¿Cuál es mi talla?' on a hat page", () => {
  it('asks for the head’s circumference', async () => {
    open('/product/5/1000011', { product: HAT });
    const region = await finder();
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: '¿Cuál es mi talla?' }));
    expect(region.queryByRole('radio')).toBeNull();
    expect(region.getByText('Cómo medir tu cabeza')).toBeTruthy();
    const field = region.getByLabelText('Contorno de tu cabeza (cm)');
    await user.type(field, '90');
    await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
    expectError(field, 'El contorno de una cabeza va de 40 a 70 cm: revisa tu medida.');
    await user.clear(field);
    await user.type(field, '57.4');
    await user.click(region.getByRole('button', { name: 'Ver mi talla' }));
    expect(region.getByRole('status').textContent).toContain('te recomendamos 58.');
    await waitFor(() => expect(window.location.pathname).toBe('/product/5/1000012'));
  });
});
