import type { DashboardResponse } from '@store/contract/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { DashboardPage } from './DashboardPage';

const DASHBOARD: DashboardResponse = {
  today: { orders: 3, sales: 7497.5 },
  awaiting_shipment: 5,
  low_stock: {
    threshold: 3,
    truncated: false,
    variants: [
      {
        product_id: 12,
        variant_id: 100_040,
        product_name: 'Bota vaquera Ariat',
        color: 'Café',
        size: '26.5',
        sku: 'NW-3-12-1-265',
        stock: 0,
      },
      {
        product_id: 7,
        variant_id: 100_051,
        product_name: 'Sombrero Stetson',
        color: 'Negro',
        size: '57',
        sku: 'NW-19-7-1-57',
        stock: 2,
      },
    ],
  },
};

const show = () =>
  renderPage(
    <Router base="/admin">
      <DashboardPage />
    </Router>,
    { at: '/admin' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office home', () => {
  it("shows today's orders and sales, the orders to ship and the low stock with links to each product", async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();

    const today = await screen.findByText('Pedidos de hoy');
    expect(today.nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Ventas de hoy').nextElementSibling?.textContent).toBe('$7,497.50');
    expect(screen.getByText('Por enviar').nextElementSibling?.textContent).toBe('5');

    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Producto',
      'Color',
      'Talla',
      'SKU',
      'Existencias',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bota vaquera Ariat', 'Café', '26.5', 'NW-3-12-1-265', 'Agotado']);
    expect(table.getByRole('link', { name: 'Bota vaquera Ariat' }).getAttribute('href')).toBe(
      '/admin/productos/12',
    );
    expect(table.getByRole('link', { name: 'Sombrero Stetson' }).getAttribute('href')).toBe(
      '/admin/productos/7',
    );
  });

  it('asks again with the threshold the owner types', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/dashboard': ({ url }) =>
        Response.json({
          ...DASHBOARD,
          low_stock: { threshold: Number(url.searchParams.get('threshold')), truncated: false, variants: [] },
        }),
    });
    show();
    expect(await screen.findByText('Ninguna variante tiene menos de 3 unidades.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Menos de/), { target: { value: '10' } });
    expect(await screen.findByText('Ninguna variante tiene menos de 10 unidades.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/admin/dashboard?threshold=3',
      '/api/admin/dashboard?threshold=10',
    ]);
  });

  it('says so when the summary cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/dashboard': () =>
        fail ? Response.json({ error: 'caído' }, { status: 500 }) : Response.json(DASHBOARD),
    });
    show();
    expect(screen.getByRole('status').textContent).toBe('Cargando...');
    // A server failure is tried once more, a second later, before the page gives up.
    expect(
      await screen.findByText('No pudimos cargar el resumen del día.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pedidos de hoy')).toBeTruthy();
  });
});
