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

function openHome(promotions: unknown[]) {
  stubApi({
    'GET /api/promotions/active': () => Response.json({ promotions }),
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
});
