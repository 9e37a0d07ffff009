import type { HomeContent } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ContentPage } from './ContentPage';

const HOME: HomeContent = {
  banners: [],
  rows: { bestSelling: [], accesories: [], getRecommended: [] },
  strip: ['Productos 100 % originales y nuevos', 'Traídos de Estados Unidos', 'Tienda física en Chihuahua'],
};

const running = (name: string) => ({
  id: 1,
  name,
  kind: 'second_half',
  percent_off: null,
  minimum_purchase: null,
  stackable: false,
  product_ids: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openStrip(routes: Parameters<typeof stubApi>[0] = {}, promotions: unknown[] = []) {
  const fetchMock = stubApi({
    'GET /api/admin/home': () => Response.json(HOME),
    'GET /api/promotions/active': () => Response.json({ promotions }),
    ...routes,
  });
  renderPage(<ContentPage />);
  const strip = within(await screen.findByRole('form', { name: 'Franja de promesas' }));
  return { fetchMock, strip };
}

const lines = (strip: { getAllByRole: (role: 'textbox') => HTMLElement[] }) =>
  strip.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value);

describe("'Franja de promesas' in the home editor", () => {
  it('moves, writes, removes and adds lines from the keyboard, and saves them in order', async () => {
    const { fetchMock, strip } = await openStrip({
      'PUT /api/admin/home/strip': () => Response.json({ message: 'Franja guardada.' }),
    });
    expect(lines(strip)).toEqual(HOME.strip);
    expect(strip.getByRole('button', { name: 'Subir la frase 1' })).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    // 'Bajar' from the keyboard; the focus follows the line, so it can be pressed again.
    strip.getByRole('button', { name: 'Bajar la frase 1' }).focus();
    await user.keyboard('{Enter}');
    expect(lines(strip)).toEqual([HOME.strip[1], HOME.strip[0], HOME.strip[2]]);
    expect(document.activeElement).toBe(strip.getByRole('button', { name: 'Bajar la frase 2' }));
    await user.keyboard('{Enter}');
    expect(lines(strip)).toEqual([HOME.strip[1], HOME.strip[2], HOME.strip[0]]);
    // At the bottom 'Bajar' is off: the focus moved to its 'Subir'.
    expect(document.activeElement).toBe(strip.getByRole('button', { name: 'Subir la frase 3' }));

    await user.click(strip.getByRole('button', { name: 'Quitar la frase 1' }));
    await user.click(strip.getByRole('button', { name: 'Agregar una frase' }));
    expect(document.activeElement).toBe(strip.getByLabelText('Frase 3'));
    await user.keyboard('Envío a todo México');
    await user.clear(strip.getByLabelText('Frase 1'));
    await user.type(strip.getByLabelText('Frase 1'), 'Tienda en Chihuahua desde 1998');
    await user.click(strip.getByRole('button', { name: 'Guardar' }));

    // The section starts again from what the shop now shows, saying it was saved.
    const saved = within(await screen.findByRole('form', { name: 'Franja de promesas' }));
    expect(await saved.findByText('Franja guardada.')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT', '/api/admin/home/strip')).toEqual([
      { lines: ['Tienda en Chihuahua desde 1998', HOME.strip[0], 'Envío a todo México'] },
    ]);
  });

  it('says what is wrong under the line, before sending: empty, too long, repeated', async () => {
    const { fetchMock, strip } = await openStrip();
    const user = userEvent.setup();
    await user.click(strip.getByRole('button', { name: 'Agregar una frase' }));
    await user.clear(strip.getByLabelText('Frase 2'));
    await user.type(strip.getByLabelText('Frase 2'), 'tienda física en  chihuahua');
    await user.click(strip.getByRole('button', { name: 'Guardar' }));

    const empty = strip.getByLabelText('Frase 4');
    expect(empty.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(empty.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Escribe la frase o quítala: una frase vacía no se muestra.',
    );
    const repeated = strip.getByLabelText('Frase 3');
    expect(document.getElementById(repeated.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Esa frase ya está en la franja.',
    );
    // The first line in error has the focus.
    expect(document.activeElement).toBe(repeated);
    expect(strip.getByLabelText('Frase 1').getAttribute('aria-invalid')).toBeNull();
    // A field takes no more than 80 characters.
    expect(strip.getByLabelText('Frase 1').getAttribute('maxlength')).toBe('80');
    expect(sentTo(fetchMock, 'PUT', '/api/admin/home/strip')).toEqual([]);
  });

  it('offers no seventh line', async () => {
    const { strip } = await openStrip();
    const user = userEvent.setup();
    for (let added = 0; added < 3; added += 1) {
      await user.click(strip.getByRole('button', { name: 'Agregar una frase' }));
    }
    expect(strip.getAllByRole('textbox')).toHaveLength(6);
    expect(strip.getByRole('button', { name: 'Agregar una frase' })).toHaveProperty('disabled', true);
    expect(strip.getByText('La franja ya tiene 6 frases, el máximo.')).toBeTruthy();
  });

  it('shows the server’s refusal of the lines under the list', async () => {
    const { strip } = await openStrip({
      'PUT /api/admin/home/strip': () =>
        Response.json({ error: 'Esa frase ya está en la franja.', field: 'lines' }, { status: 422 }),
    });
    await userEvent.click(strip.getByRole('button', { name: 'Guardar' }));
    const list = strip.getByRole('list', { name: '' });
    expect(await strip.findByText('Esa frase ya está en la franja.')).toBeTruthy();
    expect(document.getElementById(list.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Esa frase ya está en la franja.',
    );
  });

  it('shows the promotions running now, added by the shop, with no field to type them', async () => {
    const { strip } = await openStrip({}, [running('El segundo artículo a mitad de precio')]);
    const region = within(strip.getByRole('region', { name: 'Promociones que corren ahora' }));
    expect(await region.findByText('El segundo artículo a mitad de precio')).toBeTruthy();
    expect(region.getByText(/Se agregan solas al final de la franja mientras corren/)).toBeTruthy();
    expect(region.queryByRole('textbox')).toBeNull();
  });

  it('says when no promotion runs', async () => {
    const { strip } = await openStrip();
    expect(await strip.findByText('Ninguna promoción corre ahora.')).toBeTruthy();
  });
});
