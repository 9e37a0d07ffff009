import type { RestockListResponse, RestockVariant } from '@store/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { LowStockPage } from './LowStockPage';

const size = (
  variant_id: number,
  product_name: string,
  stock: number,
  units_sold: number,
): RestockVariant => ({
  product_id: variant_id % 100,
  variant_id,
  product_name,
  color: 'Café',
  size: '27',
  sku: `NW-${variant_id}`,
  stock,
  units_sold,
});

const answer = (
  variants: RestockVariant[],
  pagination = { page: 1, total: variants.length, totalPages: 1 },
  threshold = 3,
): RestockListResponse => ({ threshold, variants, pagination });

const show = (at = '/admin/existencias?threshold=5') =>
  renderPage(
    <Router base="/admin">
      <LowStockPage />
    </Router>,
    { at },
  );

/** The query of the last call to the list, as the server read it. */
const lastQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://tienda').searchParams);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Ver todas' of the low stock", () => {
  it("opens with the home's threshold and lists every size with its stock and sales, linked to its product", async () => {
    const fetchMock = stubApi({
      'GET /api/admin/low-stock': () =>
        Response.json(answer([size(101, 'Bota Ariat', 0, 4), size(102, 'Cinto Nocona', 2, 0)], undefined, 5)),
    });
    show();
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bota AriatCafé · Talla 27 · NW-101', 'Agotado', '4'],
      ['Cinto NoconaCafé · Talla 27 · NW-102', '2', '0'],
    ]);
    expect(table.getByRole('link', { name: 'Bota Ariat' }).getAttribute('href')).toBe('/admin/productos/1');
    expect(screen.getByText('2 tallas')).toBeTruthy();
    expect(screen.getByText('Tallas de productos a la venta con menos de 5 unidades.')).toBeTruthy();
    expect(lastQuery(fetchMock)).toEqual({ threshold: '5', sort: 'stock', page: '1' });
  });

  it('searches by product or SKU and sorts by sales through the server, and says when nothing matches', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/low-stock': ({ url }) =>
        Response.json(url.searchParams.has('search') ? answer([]) : answer([size(101, 'Bota Ariat', 0, 4)])),
    });
    show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Ordenar'), { target: { value: 'sales' } });
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ threshold: '5', sort: 'sales', page: '1' }));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'sombrero' } });
    expect(
      await screen.findByText('Ninguna talla con existencias bajas coincide con la búsqueda.'),
    ).toBeTruthy();
    expect(lastQuery(fetchMock)).toEqual({ threshold: '5', sort: 'sales', page: '1', search: 'sombrero' });
  });

  it('goes through the pages', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/low-stock': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return Response.json(
          answer([size(100 + page, `Talla de la página ${page}`, 1, 0)], { page, total: 120, totalPages: 3 }),
        );
      },
    });
    show();
    expect(await screen.findByText('Talla de la página 1')).toBeTruthy();
    expect(screen.getByText('120 tallas')).toBeTruthy();
    const pager = within(screen.getByRole('navigation', { name: 'Páginas de existencias bajas' }));
    fireEvent.click(pager.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Talla de la página 2')).toBeTruthy();
    expect(pager.getByText('Página 2 de 3')).toBeTruthy();
    expect(lastQuery(fetchMock).page).toBe('2');
  });

  it('offers to try again when the list cannot load', async () => {
    stubApi({
      'GET /api/admin/low-stock': () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }),
    });
    show();
    expect(
      await screen.findByText('No pudimos cargar las existencias bajas.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
