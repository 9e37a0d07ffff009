import type { AdminOrderRow, AdminOrdersResponse, TeamRole } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { OXXO_ORDER } from '../../../test/admin-orders';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { OrdersPage } from './OrdersPage';

const row = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  bill_id: 12,
  reference: 'NW-7K3M9Q2X',
  created_at: '2026-03-05T23:05:00.000Z',
  units: 2,
  customer_name: 'Ana Domínguez',
  customer_email: 'ana@correo.test',
  total_amount: 4498.2,
  shipping_status: 'En proceso',
  fulfilment: 'delivery',
  financial_status: 'Pagado',
  ...overrides,
});

const page = (orders: AdminOrderRow[], pageNumber = 1, totalPages = 1): AdminOrdersResponse => ({
  orders,
  pagination: { page: pageNumber, limit: 20, total: orders.length + (totalPages - 1) * 20, totalPages },
});

/** The list at `at`, answering each call with `answer` of its query parameters. */
function open(at: string, answer: (query: URLSearchParams) => Response, role: TeamRole = 'owner') {
  const fetchMock = stubApi({ 'GET /api/admin/orders': ({ url }) => answer(url.searchParams) });
  renderPage(
    <Router base="/admin">
      <Route path="/pedidos" component={OrdersPage} />
    </Router>,
    { at, role },
  );
  return fetchMock;
}

/** The query strings of the list calls made so far. */
/** The list's queries, in order (the new-orders count asks apart). */
const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://tienda'))
    .filter((url) => url.pathname === '/api/admin/orders')
    .map((url) => url.search);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office’s order list', () => {
  it('shows the orders with a link to each, their customer, total and status', async () => {
    open('/admin/pedidos', () =>
      Response.json(
        page([
          row(),
          row({ bill_id: 11, reference: 'NW-AAAA2222', shipping_status: 'enviado', total_amount: 599 }),
        ]),
      ),
    );
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Pedido',
      'Fecha',
      'Cliente',
      'Total',
      'Estado',
      'Pago',
    ]);
    expect(
      within(table.getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Pedido 12NW-7K3M9Q2X',
      formatDateTime('2026-03-05T23:05:00.000Z'),
      'Ana Domínguezana@correo.test',
      '$4,498.20',
      'En proceso',
      'Pagado',
    ]);
    expect(table.getByRole('link', { name: 'Pedido 12' }).getAttribute('href')).toBe('/admin/pedidos/12');
    expect(table.getByRole('link', { name: 'Pedido 11' }).getAttribute('href')).toBe('/admin/pedidos/11');
    expect(table.getByText('Enviado')).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', true);
  });

  it('offers the orders CSV, with every customer’s name and e-mail, to an owner and not to staff', async () => {
    open('/admin/pedidos', () => Response.json(page([row()])));
    await screen.findByRole('table');
    expect(screen.getByRole('form', { name: 'Descargar pedidos en CSV' })).toBeTruthy();
  });

  it('shows staff the orders and their customers, without the orders CSV', async () => {
    open('/admin/pedidos', () => Response.json(page([row()])), 'staff');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('ana@correo.test')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Descargar pedidos en CSV' })).toBeNull();
  });

  it('filters by status at once, and by dates and search on Filtrar, starting again at page 1', async () => {
    const fetchMock = open('/admin/pedidos?page=2', (query) =>
      Response.json(page([row()], Number(query.get('page') ?? 1), 3)),
    );
    const user = userEvent.setup();
    await screen.findByText('Página 2 de 3');
    expect(asked(fetchMock)).toEqual(['?page=2']);

    await user.selectOptions(screen.getByLabelText('Estado'), 'enviado');
    await screen.findByText('Página 1 de 3');
    expect(asked(fetchMock).at(-1)).toBe('?status=enviado&page=1');
    expect(window.location.search).toBe('?status=enviado');

    await user.type(screen.getByLabelText('Desde'), '2026-03-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-03-05');
    await user.type(screen.getByLabelText('Buscar'), '  Ana ');
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
    expect(asked(fetchMock).at(-1)).toBe('?status=enviado&from=2026-03-01&to=2026-03-05&search=Ana&page=1');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await vi.waitFor(() =>
      expect(asked(fetchMock).at(-1)).toBe('?status=enviado&from=2026-03-01&to=2026-03-05&search=Ana&page=2'),
    );
    expect(screen.getByLabelText('Buscar')).toHaveProperty('value', 'Ana');

    await user.click(screen.getByRole('link', { name: 'Limpiar' }));
    await vi.waitFor(() => expect(asked(fetchMock).at(-1)).toBe('?page=1'));
    expect(screen.getByLabelText('Estado')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Buscar')).toHaveProperty('value', '');
  });

  it('offers every status, those of orders waiting for their money or at the store’s counter included', async () => {
    const fetchMock = open('/admin/pedidos', () =>
      Response.json(page([row({ shipping_status: 'Pendiente de pago' })])),
    );
    expect((await screen.findByText('Pendiente de pago', { selector: '.admin-status' })).className).toContain(
      'admin-status-awaiting',
    );
    const options = within(screen.getByLabelText('Estado')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Todos',
      'Pendiente de pago',
      'En proceso',
      'Enviado',
      'Listo para recoger',
      'Entregado',
      'Cancelado',
      'Pago no recibido',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Pago no recibido');
    await vi.waitFor(() => expect(asked(fetchMock).at(-1)).toBe('?status=Pago+no+recibido&page=1'));
  });

  it('shows the orders waiting for their money with how long they waited and the units they hold, to cancel', async () => {
    let cancelled = false;
    const waiting = row({
      shipping_status: 'Pendiente de pago',
      units: 3,
      created_at: new Date(Date.now() - (2 * 24 + 5) * 60 * 60_000).toISOString(),
    });
    const fetchMock = stubApi({
      'GET /api/admin/orders': () => Response.json(page(cancelled ? [] : [waiting])),
      'POST /api/admin/orders/12/cancel-unpaid': () => {
        cancelled = true;
        return Response.json({ ...OXXO_ORDER, shipping_status: 'cancelado' });
      },
    });
    renderPage(
      <Router base="/admin">
        <Route path="/pedidos" component={OrdersPage} />
      </Router>,
      { at: '/admin/pedidos?status=Pendiente%20de%20pago' },
    );
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Pedido',
      'Fecha',
      'Cliente',
      'Total',
      'Estado',
      'Pago',
      'Esperando',
      'Piezas apartadas',
      'Acciones',
    ]);
    const cells = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[6]?.textContent).toBe('hace 2 días');
    expect(cells[7]?.textContent).toBe('3');

    const user = userEvent.setup();
    await user.click(table.getByRole('button', { name: 'Cancelar el pedido 12' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar el pedido 12?' }));
    expect(dialog.getByText(/3 piezas apartadas regresarán al inventario/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar el pedido' }));
    expect(await screen.findByText('Pedido 12 cancelado; sus piezas regresaron al inventario.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel-unpaid')).toEqual([{}]);
    // Asked again, the list no longer holds it.
    expect(await screen.findByText('No hay pedidos con estos filtros.')).toBeTruthy();
  });

  it('says when no order matches, with the filters of the address in the form', async () => {
    open('/admin/pedidos?search=nadie', () => Response.json(page([])));
    expect(await screen.findByText('No hay pedidos con estos filtros.')).toBeTruthy();
    expect(screen.getByLabelText('Buscar')).toHaveProperty('value', 'nadie');
  });

  it('shows the server’s sentence for a refused filter', async () => {
    open('/admin/pedidos?from=2026-03-05&to=2026-03-01', () =>
      Response.json({ error: 'La fecha Desde debe ser anterior o igual a la fecha Hasta.' }, { status: 400 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La fecha Desde debe ser anterior o igual a la fecha Hasta.',
    );
  });
});
