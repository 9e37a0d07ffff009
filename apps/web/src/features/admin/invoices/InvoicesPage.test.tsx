import {
  SAT_PRODUCT_KEY_MESSAGE,
  SUBSTITUTION_MESSAGE,
  type AdminInvoice,
  type AdminInvoicesResponse,
  type DepartmentProductKey,
} from '@store/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { adminInvoice, COMPANY, INVOICE_UUID } from '../../../test/invoices';
import { renderPage, sentTo, stubApi, type ApiRoutes } from '../../../test/page';
import { InvoicesPage } from './InvoicesPage';

const SUBSTITUTE = '0f4e2d9c-1b3a-4c5d-8e7f-9a0b1c2d3e4f';
const CANCELLED_AT = '2026-11-24T17:00:00.000Z';

const GLOBAL: AdminInvoice = adminInvoice({
  invoice_id: 9,
  kind: 'global',
  uuid: '11111111-2222-3333-4444-555555555555',
  folio_number: 102,
  issued_at: '2026-11-25T16:00:00.000Z',
  rfc: 'XAXX010101000',
  legal_name: 'PUBLICO EN GENERAL',
  total: 3597,
  order_ids: [14, 15, 16, 17],
  requested_by: 'dueno@norteno.local',
  pdf_url: '/api/invoices/9/pdf',
  xml_url: '/api/invoices/9/xml',
});

const month = (
  invoices: AdminInvoice[],
  uninvoiced = { orders: 4, total: 3597 },
  name = '2026-11',
): AdminInvoicesResponse => ({ month: name, invoices, uninvoiced });

const DEPARTMENTS: DepartmentProductKey[] = [
  { category_id: 1, name: 'Botas', sat_product_key: '53111501' },
  { category_id: 2, name: 'Sombreros', sat_product_key: '53102503' },
];

/** /admin/facturas at `at`, answering the month's list with `list` and whatever else `routes` answer. */
function open(at: string, list: (query: URLSearchParams) => AdminInvoicesResponse, routes: ApiRoutes = {}) {
  const fetchMock = stubApi({
    'GET /api/admin/invoices': ({ url }) => Response.json(list(url.searchParams)),
    'GET /api/admin/departments/sat-product-keys': () => Response.json(DEPARTMENTS),
    ...routes,
  });
  renderPage(
    <Router base="/admin">
      <Route path="/facturas" component={InvoicesPage} />
    </Router>,
    { at },
  );
  return fetchMock;
}

const months = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://tienda'))
    .filter((url) => url.pathname === '/api/admin/invoices')
    .map((url) => url.searchParams.get('month'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office’s invoices', () => {
  it('opens on the current month in Mexico City and lists its invoices with their orders, receptor, state and files', async () => {
    // 03:00 on 1 December in UTC is still 30 November in Mexico City.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T03:00:00.000Z'));
    const fetchMock = open('/admin/facturas', () => month([GLOBAL, adminInvoice()]));
    const table = within(await screen.findByRole('table'));
    expect(months(fetchMock)).toEqual(['2026-11']);
    expect(screen.getByLabelText('Mes')).toHaveProperty('value', '2026-11');
    expect(screen.getByRole('heading', { name: 'Facturas de noviembre de 2026' })).toBeTruthy();
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fecha',
      'Folio',
      'Pedido(s)',
      'Receptor',
      'Total',
      'Estado',
      'Archivos',
      'Acciones',
    ]);
    const [globalRow, orderRow] = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    const order = orderRow!;
    expect(order.getByText(formatDateTime('2026-11-20T18:30:00.000Z'))).toBeTruthy();
    expect(order.getByText('F-101')).toBeTruthy();
    expect(order.getByText(INVOICE_UUID)).toBeTruthy();
    expect(order.getByRole('link', { name: 'Pedido 12' }).getAttribute('href')).toBe('/admin/pedidos/12');
    expect(order.getByText(COMPANY.rfc)).toBeTruthy();
    expect(order.getByText(COMPANY.legal_name)).toBeTruthy();
    expect(order.getByText('$2,698.00')).toBeTruthy();
    expect(order.getByText('Vigente')).toBeTruthy();
    const pdf = order.getByRole('link', { name: 'PDF de la factura F-101' });
    expect(pdf.getAttribute('href')).toBe('/api/invoices/7/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(order.getByRole('link', { name: 'XML de la factura F-101' }).getAttribute('href')).toBe(
      '/api/invoices/7/xml',
    );
    // A global invoice folds its many orders.
    const global = globalRow!;
    expect(global.getByText('Global')).toBeTruthy();
    expect(global.getByText('4 pedidos')).toBeTruthy();
    expect(global.getByRole('link', { name: 'Pedido 17', hidden: true }).getAttribute('href')).toBe(
      '/admin/pedidos/17',
    );
  });

  it('flags an invoice that still stands although its order was cancelled and refunded', async () => {
    const notice =
      'Factura por cancelar o con nota de crédito pendiente: el pedido #12 se canceló y se reembolsó. La tienda la cancela ante el SAT con el motivo 03 en unos minutos.';
    open('/admin/facturas', () => month([adminInvoice({ refund_notice: notice })]));
    const table = within(await screen.findByRole('table'));
    const [row] = table.getAllByRole('row').slice(1);
    expect(within(row!).getByText('Vigente')).toBeTruthy();
    expect(within(row!).getByText(notice)).toBeTruthy();
  });

  it('lists each credit note right under its invoice, with its amount, date, folio fiscal and files', async () => {
    const note = {
      credit_note_id: 3,
      status: 'vigente' as const,
      order_id: 12,
      uuid: '5b1d2e3f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      issued_at: '2026-11-24T17:05:00.000Z',
      total: 1000,
      note: null,
      pdf_url: '/api/admin/credit-notes/3/pdf',
      xml_url: '/api/admin/credit-notes/3/xml',
    };
    open('/admin/facturas', () => month([adminInvoice({ credit_notes: [note] }), GLOBAL]));
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(INVOICE_UUID)).toBeTruthy();
    const credit = within(rows[1]!);
    expect(credit.getByText('Nota de crédito')).toBeTruthy();
    expect(credit.getByText('de la factura F-101')).toBeTruthy();
    expect(credit.getByText(note.uuid)).toBeTruthy();
    expect(credit.getByText('−$1,000.00')).toBeTruthy();
    expect(credit.getByText(formatDateTime(note.issued_at))).toBeTruthy();
    expect(credit.getByText('Vigente')).toBeTruthy();
    expect(
      credit
        .getByRole('link', { name: 'PDF de la nota de crédito de la factura F-101' })
        .getAttribute('href'),
    ).toBe(note.pdf_url);
    expect(
      credit
        .getByRole('link', { name: 'XML de la nota de crédito de la factura F-101' })
        .getAttribute('href'),
    ).toBe(note.xml_url);
    // The global invoice follows, with no credit note of its own.
    expect(within(rows[2]!).getByText('Global')).toBeTruthy();
  });

  it('moves between months, and says when a month has no invoices', async () => {
    const fetchMock = open('/admin/facturas?month=2026-10', (query) =>
      query.get('month') === '2026-10'
        ? month([adminInvoice()], undefined, '2026-10')
        : month([], { orders: 0, total: 0 }, '2026-09'),
    );
    expect(await screen.findByRole('heading', { name: 'Facturas de octubre de 2026' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '← Mes anterior' }));
    expect(await screen.findByText('No hay facturas de este mes.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Facturas de septiembre de 2026' })).toBeTruthy();
    expect(screen.getByText('Todos los pedidos pagados en septiembre de 2026 tienen factura.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Emitir factura global' })).toHaveProperty('disabled', true);
    expect(months(fetchMock)).toEqual(['2026-10', '2026-09']);
    expect(window.location.search).toBe('?month=2026-09');
  });

  it('cancels an invoice with SAT’s motive 01 only with the folio fiscal of the one that replaces it', async () => {
    let invoice = adminInvoice();
    const fetchMock = open('/admin/facturas?month=2026-11', () => month([invoice]), {
      'POST /api/admin/invoices/7/cancel': () => {
        invoice = adminInvoice({
          status: 'cancelada',
          cancellation: {
            motive: '01',
            substitution: SUBSTITUTE,
            cancelled_at: CANCELLED_AT,
            cancelled_by: 'dueno@norteno.local',
          },
        });
        return Response.json(invoice);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar la factura F-101' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar esta factura?' }));
    expect(
      dialog.getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent ===
            `Factura F-101 a ${COMPANY.rfc} (${COMPANY.legal_name}) por $2,698.00. La cancelación se envía al SAT y no se puede deshacer.`,
      ),
    ).toBeTruthy();
    const motive = dialog.getByLabelText('Motivo de cancelación');
    expect(
      within(motive)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Elige el motivo',
      '01 · Comprobante emitido con errores con relación',
      '02 · Comprobante emitido con errores sin relación',
      '03 · No se llevó a cabo la operación',
      '04 · Operación nominativa relacionada en una factura global',
    ]);

    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar la factura' }));
    expect(dialog.getByText('Elige el motivo de cancelación (01 a 04).')).toBeTruthy();
    expect(motive.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(motive, '01');
    const uuid = dialog.getByLabelText('Folio fiscal (UUID) de la factura que la sustituye');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar la factura' }));
    expect(dialog.getByText(SUBSTITUTION_MESSAGE)).toBeTruthy();
    expect(uuid.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(uuid));
    await user.type(uuid, 'ABC-123');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar la factura' }));
    expect(dialog.getByText(SUBSTITUTION_MESSAGE)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/invoices/7/cancel')).toEqual([]);

    await user.clear(uuid);
    // Pasted, as an owner copies a folio fiscal; typed key by key it takes seconds on a busy machine.
    await user.click(uuid);
    await user.paste(` ${SUBSTITUTE} `);
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar la factura' }));
    expect(await screen.findByText('Se canceló la factura F-101.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/invoices/7/cancel')).toEqual([
      { motive: '01', substitution: SUBSTITUTE },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again after the cancel; on a busy machine the notice can come before the new rows.
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('Cancelada')).toBeTruthy());
    const row = within(screen.getAllByRole('row')[1]!);
    expect(
      row.getByText(
        `Motivo 01 · Comprobante emitido con errores con relación; la sustituye ${SUBSTITUTE}. ${formatDateTime(CANCELLED_AT)}, dueno@norteno.local.`,
      ),
    ).toBeTruthy();
    expect(row.queryByRole('button', { name: /Cancelar/ })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Facturas de noviembre de 2026' }),
    );
  });

  it('cancels with another motive without a folio fiscal, and shows the server’s refusal in the dialog', async () => {
    const fetchMock = open('/admin/facturas?month=2026-11', () => month([adminInvoice()]), {
      'POST /api/admin/invoices/7/cancel': () =>
        Response.json(
          { error: 'El SAT no permite cancelar esta factura todavía: sigue en proceso.' },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar la factura F-101' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Motivo de cancelación'), '02');
    expect(dialog.queryByLabelText('Folio fiscal (UUID) de la factura que la sustituye')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar la factura' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'El SAT no permite cancelar esta factura todavía: sigue en proceso.',
    );
    expect(sentTo(fetchMock, 'POST', '/api/admin/invoices/7/cancel')).toEqual([{ motive: '02' }]);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Vigente')).toBeTruthy();
  });

  it('issues the month’s global invoice once confirmed, for the orders without an invoice', async () => {
    let issued = false;
    const fetchMock = open(
      '/admin/facturas?month=2026-11',
      () => (issued ? month([GLOBAL, adminInvoice()], { orders: 0, total: 0 }) : month([adminInvoice()])),
      {
        'POST /api/admin/invoices/global': () => {
          issued = true;
          return Response.json(GLOBAL, { status: 201 });
        },
      },
    );
    const global = within(await screen.findByRole('region', { name: 'Factura global de noviembre de 2026' }));
    expect(await global.findByText('4 pedidos sin factura por $3,597.00')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(global.getByRole('button', { name: 'Emitir factura global' }));
    const dialog = within(
      screen.getByRole('dialog', { name: '¿Emitir la factura global de noviembre de 2026?' }),
    );
    expect(
      dialog.getByText(
        'Se emitirá una factura a PUBLICO EN GENERAL por los 4 pedidos pagados en noviembre de 2026 que no tienen factura. Total: $3,597.00.',
      ),
    ).toBeTruthy();
    // It says what cannot be undone: those shoppers lose their own invoice.
    expect(
      dialog.getByText(
        'Una vez emitida, los clientes de esos pedidos ya no podrán pedir su propia factura: sus compras quedan facturadas en la global.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Sí, emitir la factura global' }));

    expect(await screen.findByText('Se emitió la factura global F-102 por $3,597.00.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/invoices/global')).toEqual([{ month: '2026-11' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await global.findByText('Todos los pedidos pagados en noviembre de 2026 tienen factura.'),
    ).toBeTruthy();
    expect(global.getByRole('button', { name: 'Emitir factura global' })).toHaveProperty('disabled', true);
    expect(screen.getByText('PUBLICO EN GENERAL')).toBeTruthy();
  });

  it('keeps the confirmation open with the server’s reason when there is nothing to cover', async () => {
    open('/admin/facturas?month=2026-11', () => month([], { orders: 1, total: 899 }), {
      'POST /api/admin/invoices/global': () =>
        Response.json(
          { error: 'Todos los pedidos pagados de noviembre ya tienen factura.' },
          { status: 422 },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Emitir factura global' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(/por el pedido pagado en noviembre de 2026 que no tiene factura\. Total: \$899\.00\./),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Sí, emitir la factura global' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Todos los pedidos pagados de noviembre ya tienen factura.',
    );
  });

  it('saves each department’s SAT product key on its own, refusing one that is not 8 digits', async () => {
    const fetchMock = open('/admin/facturas?month=2026-11', () => month([]), {
      'PUT /api/admin/departments/2/sat-product-key': ({ body }) =>
        Response.json({ category_id: 2, name: 'Sombreros', ...(body as { sat_product_key: string }) }),
    });
    const keys = within(await screen.findByRole('region', { name: 'Claves del SAT por departamento' }));
    const hats = await keys.findByLabelText('Sombreros');
    expect(hats).toHaveProperty('value', '53102503');
    expect(keys.getByLabelText('Botas')).toHaveProperty('value', '53111501');
    const user = userEvent.setup();

    await user.clear(hats);
    await user.type(hats, '5310250');
    await user.click(keys.getByRole('button', { name: 'Guardar la clave de Sombreros' }));
    expect(keys.getByText(SAT_PRODUCT_KEY_MESSAGE)).toBeTruthy();
    expect(hats.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetchMock, 'PUT', '/api/admin/departments/2/sat-product-key')).toEqual([]);

    await user.type(hats, '9');
    await user.click(keys.getByRole('button', { name: 'Guardar la clave de Sombreros' }));
    expect(await keys.findByText('Guardada')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT', '/api/admin/departments/2/sat-product-key')).toEqual([
      { sat_product_key: '53102509' },
    ]);
    expect(keys.queryByText(SAT_PRODUCT_KEY_MESSAGE)).toBeNull();
  });

  it('shows the server’s sentence under a key it refuses', async () => {
    open('/admin/facturas?month=2026-11', () => month([]), {
      'PUT /api/admin/departments/1/sat-product-key': () =>
        Response.json({ error: 'La clave 99999999 no está en el catálogo del SAT.' }, { status: 422 }),
    });
    const keys = within(await screen.findByRole('region', { name: 'Claves del SAT por departamento' }));
    const boots = await keys.findByLabelText('Botas');
    const user = userEvent.setup();
    await user.clear(boots);
    await user.type(boots, '99999999');
    await user.click(keys.getByRole('button', { name: 'Guardar la clave de Botas' }));
    const error = await keys.findByText('La clave 99999999 no está en el catálogo del SAT.');
    expect(boots.getAttribute('aria-describedby')).toBe(error.id);
  });
});
