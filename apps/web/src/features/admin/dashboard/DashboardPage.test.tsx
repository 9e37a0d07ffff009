import type { DashboardResponse, SalesDay, TeamRole } from '@store/contract/admin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { renderPage, stubApi } from '../../../test/page';
import { DashboardPage } from './DashboardPage';

// jsdom has no canvas: uPlot is replaced by a stand-in that keeps what the page handed it to draw. What
// the chart looks like is the journey's (e2e/dashboard.test.ts), which also takes its screenshots.
const charts = vi.hoisted(() => ({ drawn: [] as { data: unknown[][]; destroyed: boolean }[] }));
vi.mock('uplot', () => {
  class StandInPlot {
    static paths = { bars: () => () => null };
    private readonly chart: { data: unknown[][]; destroyed: boolean };
    constructor(_options: unknown, data: unknown[][], target: HTMLElement) {
      this.chart = { data, destroyed: false };
      charts.drawn.push(this.chart);
      target.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {
      this.chart.destroyed = true;
    }
  }
  return { default: StandInPlot };
});

/** 30 days up to 23 November 2026, without sales but for the ones given. */
function thirtyDays(sold: Record<string, { orders: number; sales: number }> = {}): SalesDay[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10);
    const figures = sold[day] ?? { orders: 0, sales: 0 };
    return { day, ...figures, gross_sales: figures.sales, refunds: 0 };
  });
}

const DASHBOARD: DashboardResponse = {
  today: { orders: 3, sales: 7497.5, gross_sales: 7797.5, refunds: 300 },
  awaiting_shipment: 5,
  to_prepare_for_pickup: 2,
  awaiting_payment: 2,
  returns: { requested: 1, to_receive: 0, to_refund: 4 },
  invoices_requested_today: 3,
  invoices_failed: 1,
  emails_failed: 4,
  unplaced_transfers: [],
  last_days: {
    days: thirtyDays({
      '2026-10-25': { orders: 1, sales: 1200 },
      '2026-11-20': { orders: 2, sales: 3100.25 },
      '2026-11-23': { orders: 3, sales: 7497.5 },
    }),
    top_by_units: [
      { product_id: 7, product_name: 'Sombrero Stetson', units: 4, sales: 5200 },
      { product_id: 12, product_name: 'Bota vaquera Ariat', units: 2, sales: 6597.75 },
    ],
    top_by_sales: [
      { product_id: 12, product_name: 'Bota vaquera Ariat', units: 2, sales: 6597.75 },
      { product_id: 7, product_name: 'Sombrero Stetson', units: 4, sales: 5200 },
    ],
    payment_methods: [
      { method: 'card', orders: 3, sales: 5898.75 },
      { method: 'msi', orders: 1, sales: 2999 },
      { method: 'oxxo', orders: 2, sales: 2900 },
      { method: 'spei', orders: 0, sales: 0 },
    ],
    cart_reminders: { sent: 4, recovered: 1, recovered_sales: 1299 },
  },
  low_stock: {
    threshold: 3,
    total: 37,
    variants: [
      {
        product_id: 12,
        variant_id: 100_040,
        product_name: 'Bota vaquera Ariat',
        color: 'Café',
        size: '26.5',
        sku: 'NW-3-12-1-265',
        stock: 0,
        units_sold: 6,
      },
      {
        product_id: 7,
        variant_id: 100_051,
        product_name: 'Sombrero Stetson',
        color: 'Negro',
        size: '57',
        sku: 'NW-19-7-1-57',
        stock: 2,
        units_sold: 9,
      },
    ],
  },
};

const show = (role: TeamRole = 'owner') =>
  renderPage(
    <Router base="/admin">
      <DashboardPage />
    </Router>,
    { at: '/admin', role },
  );

beforeEach(() => {
  charts.drawn.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  // Unmounted first: a chart whose effect is still to run must not find ResizeObserver gone.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office home', () => {
  it("shows today's orders and sales, saying they carry shipping, and the orders to ship", async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();

    const today = await screen.findByText('Pedidos de hoy');
    expect(today.nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Ventas de hoy, con envío').nextElementSibling?.textContent).toBe('$7,497.50');
    expect(screen.getByText('Ventas brutas de hoy, con envío').nextElementSibling?.textContent).toBe(
      '$7,797.50',
    );
    expect(screen.getByText('Reembolsos de hoy, con envío').nextElementSibling?.textContent).toBe('$300.00');
    expect(screen.getByText('Por enviar').nextElementSibling?.textContent).toBe('5');
  });

  it('lists the sizes most urgent to restock as the server ranked them, with what each sold, and Ver todas', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();

    const lowStock = within(await screen.findByRole('region', { name: 'Existencias bajas' }));
    const table = within(lowStock.getByRole('table'));
    // By their names as a screen reader says them (a phone shows 'Quedan' for 'Existencias').
    const headers = table.getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    for (const name of ['Producto', 'Existencias', 'Vendidas en 30 días']) {
      expect(table.getByRole('columnheader', { name })).toBeTruthy();
    }
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bota vaquera AriatCafé · Talla 26.5 · NW-3-12-1-265', 'Agotado', '6'],
      ['Sombrero StetsonNegro · Talla 57 · NW-19-7-1-57', '2', '9'],
    ]);
    expect(table.getByRole('link', { name: 'Bota vaquera Ariat' }).getAttribute('href')).toBe(
      '/admin/productos/12',
    );
    expect(table.getByRole('link', { name: 'Sombrero Stetson' }).getAttribute('href')).toBe(
      '/admin/productos/7',
    );
    // The full list opens with the same threshold.
    expect(lowStock.getByRole('link', { name: 'Ver todas (37)' }).getAttribute('href')).toBe(
      '/admin/existencias?threshold=3',
    );
  });

  it('asks again with the threshold the owner types', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/dashboard': ({ url }) =>
        Response.json({
          ...DASHBOARD,
          low_stock: { threshold: Number(url.searchParams.get('threshold')), total: 0, variants: [] },
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

describe('what waits on the shop', () => {
  it('counts each thing to do and links it to the page where it is done', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();
    const toDo = within(await screen.findByRole('region', { name: 'Por atender' }));
    expect(
      toDo
        .getAllByRole('listitem')
        .map((item) => [
          item.querySelector('.admin-to-do-label')?.textContent,
          item.querySelector('.admin-to-do-value')?.textContent,
          item.querySelector('a')?.getAttribute('href') ?? null,
        ]),
    ).toEqual([
      ['Pagos pendientes (OXXO y SPEI)', '2', '/admin/pedidos?status=Pendiente%20de%20pago'],
      ['Por enviar', '5', '/admin/pedidos?status=En%20proceso'],
      ['Por preparar para recoger en tienda', '2', '/admin/empaque'],
      ['Devoluciones por revisar', '1', '/admin/devoluciones?status=solicitada'],
      ['Devoluciones por recibir', '0', '/admin/devoluciones?status=aprobada'],
      ['Devoluciones por reembolsar', '4', '/admin/devoluciones?status=recibida'],
      ['Facturas solicitadas hoy', '3', '/admin/facturas'],
      ['Facturas con error al timbrar', '1', '/admin/facturas'],
      ['Correos que no se pudieron enviar', '4', '/admin/mensajes?state=fallido'],
    ]);
  });

  it('does not send staff to the invoices, which are the owners’', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show('staff');
    const toDo = within(await screen.findByRole('region', { name: 'Por atender' }));
    expect(toDo.getByText('Por enviar')).toBeTruthy();
    expect(toDo.queryByText('Facturas solicitadas hoy')).toBeNull();
    expect(toDo.queryByText('Facturas con error al timbrar')).toBeNull();
    expect(toDo.getByText('Correos que no se pudieron enviar')).toBeTruthy();
  });
});

describe('the last 30 days', () => {
  it('draws the sales and orders of each day and gives the same figures as text, today first', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();
    const report = within(await screen.findByRole('region', { name: 'Últimos 30 días' }));
    expect(report.getByText('$11,797.75 con envío en 6 pedidos.')).toBeTruthy();

    // The chart was handed the 30 days in order: their places, pesos and orders.
    expect(charts.drawn).toHaveLength(1);
    const [places, sales, orders] = charts.drawn[0]!.data;
    expect(places).toEqual([...Array(30).keys()]);
    // Days without sales have no bar (and no dot).
    expect(sales).toEqual(
      Array.from({ length: 30 }, (_, i) => ({ 0: 1200, 26: 3100.25, 29: 7497.5 })[i] ?? null),
    );
    // Orders are dots: a day without orders has none.
    expect(orders!.filter((n) => n !== null)).toEqual([1, 2, 3]);

    // To a screen reader the canvas is an image with a summary, and the table that follows has every day.
    const chart = report.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfica de ventas con envío y pedidos por día de los últimos 30 días: $11,797.75 en 6 pedidos; hoy, $7,497.50 en 3.' +
        ' Las cifras de cada día están en la tabla que sigue.',
    );
    fireEvent.click(report.getByText('Ver las cifras de cada día'));
    const days = within(report.getByRole('table', { name: /por día/ }));
    expect(days.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Día',
      'Pedidos',
      'Ventas con envío',
    ]);
    const rows = days.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['Hoy, 23 nov', '3', '$7,497.50']);
    expect(cells(rows[1]!)).toEqual(['22 nov', '0', '$0.00']);
    expect(cells(rows[3]!)).toEqual(['20 nov', '2', '$3,100.25']);
    expect(cells(rows[29]!)).toEqual(['25 oct', '1', '$1,200.00']);
  });

  it('counts the cart reminders sent and the carts recovered, with their money', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();

    const reminders = await screen.findByRole('region', { name: 'Carritos recuperados' });
    expect(reminders.querySelector('p')?.textContent).toBe(
      '4 recordatorios enviados · 1 carrito recuperado · $1,299.00 con envío, neto de reembolsos',
    );
  });

  it('lists the top products by units and by pesos, each linked to its editor', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();
    const byUnits = within(await screen.findByRole('region', { name: 'Más vendidos por unidades' }));
    // A product's pesos are its lines': shipping is the order's, and the heading says so.
    expect(byUnits.getAllByRole('columnheader').at(-1)?.textContent).toBe('Importe sin envío');
    const rows = byUnits.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Sombrero Stetson', '4', '$5,200.00'],
      ['2', 'Bota vaquera Ariat', '2', '$6,597.75'],
    ]);
    expect(byUnits.getByRole('link', { name: 'Sombrero Stetson' }).getAttribute('href')).toBe(
      '/admin/productos/7',
    );
    const bySales = within(screen.getByRole('region', { name: 'Más vendidos por importe' }));
    expect(bySales.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Bota vaquera Ariat',
      'Sombrero Stetson',
    ]);
  });

  it('shows how shoppers paid: orders, pesos and share of each method', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();
    const methods = within(await screen.findByRole('region', { name: 'Formas de pago' }));
    expect(methods.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Forma de pago',
      'Pedidos',
      'Importe con envío',
      'Parte',
    ]);
    const rows = methods.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Tarjeta, un pago', '3', '$5,898.75', '50%'],
      ['Meses sin intereses', '1', '$2,999.00', '25%'],
      ['OXXO', '2', '$2,900.00', '25%'],
      ['SPEI', '0', '$0.00', '0%'],
    ]);
  });

  it('says so plainly in a shop without sales, with no chart and no empty lists', async () => {
    stubApi({
      'GET /api/admin/dashboard': () =>
        Response.json({
          ...DASHBOARD,
          today: { orders: 0, sales: 0, gross_sales: 0, refunds: 0 },
          last_days: {
            ...DASHBOARD.last_days,
            days: thirtyDays(),
            top_by_units: [],
            top_by_sales: [],
            payment_methods: DASHBOARD.last_days.payment_methods.map((m) => ({ ...m, orders: 0, sales: 0 })),
          },
        }),
    });
    show();
    expect(await screen.findByText('Aún no hay ventas en los últimos 30 días.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Formas de pago' })).toBeNull();
    expect(charts.drawn).toEqual([]);
  });
});

describe('SPEI transfers no order took', () => {
  it('lists each with its amount, date and shopper, and says what to do, under Por atender', async () => {
    stubApi({
      'GET /api/admin/dashboard': () =>
        Response.json({
          ...DASHBOARD,
          unplaced_transfers: [
            {
              amount: 350,
              received_at: '2026-11-22T18:30:00.000Z',
              customer: { name: 'Ana Domínguez', email: 'ana@correo.test' },
            },
            { amount: 1200.5, received_at: '2026-11-23T15:00:00.000Z', customer: null },
          ],
        } satisfies DashboardResponse),
    });
    show();
    const toDo = within(await screen.findByRole('region', { name: 'Por atender' }));
    const unplaced = within(toDo.getByRole('region', { name: 'Transferencias SPEI sin pedido' }));
    expect(unplaced.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `$350.00 · ${formatDateTime('2026-11-22T18:30:00.000Z')} · Ana Domínguez (ana@correo.test)`,
      `$1,200.50 · ${formatDateTime('2026-11-23T15:00:00.000Z')} · Cliente desconocido`,
    ]);
    expect(
      unplaced.getByText(/Pregúntale al cliente para qué era y devuélvesela desde el panel de Stripe/),
    ).toBeTruthy();
  });

  it('is not there when every transfer found its order', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => Response.json(DASHBOARD) });
    show();
    await screen.findByRole('region', { name: 'Por atender' });
    expect(screen.queryByRole('region', { name: 'Transferencias SPEI sin pedido' })).toBeNull();
  });
});
