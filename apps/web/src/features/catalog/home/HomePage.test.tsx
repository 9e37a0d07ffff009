import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { HomePage } from './HomePage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const promotion = (name: string) => ({
  id: 1,
  name,
  kind: 'second_half',
  percent_off: null,
  minimum_purchase: null,
  stackable: false,
  product_ids: null,
});

const LINES = [
  'Productos 100 % originales y nuevos',
  'Traídos de Estados Unidos',
  'Tienda física en Chihuahua',
];

function openHome(promotions: unknown[], lines: string[] = LINES) {
  stubApi({
    'GET /api/promotions/active': () => Response.json({ promotions }),
    'GET /api/strip': () => Response.json(lines),
    'GET /api/banners': () => Response.json([]),
    'GET /api/categories': () => Response.json([]),
  });
  renderPage(<HomePage />);
}

// The strip comes in its own chunk, after the rest of the home.
const strip = async () => within(await screen.findByRole('list', { name: 'Nuestra promesa' }));

describe("the home's strip", () => {
  it('promises no offer while no promotion runs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openHome([]);
    const line = await strip();
    expect(line.getByText('Tienda física en Chihuahua')).toBeTruthy();
    expect(line.queryByText(/mitad de precio/)).toBeNull();
  });

  it('names the promotions running now', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openHome([promotion('El segundo artículo a mitad de precio')]);
    expect(await (await strip()).findByText('El segundo artículo a mitad de precio')).toBeTruthy();
  });

  it("shows the owner's lines first, in their order, then the promotions running", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openHome([promotion('El segundo artículo a mitad de precio')], ['Envío a todo México', 'Hecho a mano']);
    const line = await strip();
    await line.findByText('El segundo artículo a mitad de precio');
    await line.findByText('Hecho a mano');
    expect(line.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Envío a todo México',
      'Hecho a mano',
      'El segundo artículo a mitad de precio',
    ]);
    expect(line.queryByText('Tienda física en Chihuahua')).toBeNull();
  });
});
