import type { AuditResponse } from '@store/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { renderPage, stubApi } from '../../../test/page';
import { AuditPage } from './AuditPage';

const pageOf = (page: number): AuditResponse => ({
  entries: [
    {
      id: 100 - page,
      at: '2026-11-21T18:05:00.000Z',
      actor: 'dueno@tienda.test',
      action: 'variant.price_changed',
      sentence: `Precio de Bota Lucchese, Chocolate 25: $2,649.00 → $1,589.40 (página ${page})`,
      details: {},
    },
  ],
  pagination: { page, limit: 50, total: 120, totalPages: 3 },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the audit log page', () => {
  it('shows who changed what and when, and pages through the log', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/audit': ({ url }) => Response.json(pageOf(Number(url.searchParams.get('page')))),
    });
    renderPage(<AuditPage />);

    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fecha',
      'Quién',
      'Qué cambió',
    ]);
    const cells = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      formatDateTime('2026-11-21T18:05:00.000Z'),
      'dueno@tienda.test',
      'Precio de Bota Lucchese, Chocolate 25: $2,649.00 → $1,589.40 (página 1)',
    ]);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      await screen.findByText('Precio de Bota Lucchese, Chocolate 25: $2,649.00 → $1,589.40 (página 2)'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 3 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/admin/audit?page=1',
      '/api/admin/audit?page=2',
      '/api/admin/audit?page=3',
    ]);
  });

  it('asks the server for the changes of who, what kind and which days, from the first page', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/audit': ({ url }) =>
        url.searchParams.has('kind')
          ? Response.json({ entries: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 1 } })
          : Response.json(pageOf(Number(url.searchParams.get('page')))),
    });
    renderPage(<AuditPage />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');

    const form = within(screen.getByRole('search', { name: 'Filtrar la bitácora' }));
    fireEvent.change(form.getByLabelText('Quién'), { target: { value: ' beto@ ' } });
    fireEvent.change(form.getByLabelText('Desde'), { target: { value: '2026-10-01' } });
    fireEvent.change(form.getByLabelText('Hasta'), { target: { value: '2026-10-03' } });
    fireEvent.click(form.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/admin/audit?actor=beto%40&from=2026-10-01&to=2026-10-03&page=1',
      ),
    );
    // A kind chosen in the list applies at once, with what the form already holds.
    fireEvent.change(form.getByLabelText('Qué'), { target: { value: 'catalogo' } });
    expect(await screen.findByText('Ningún cambio coincide con estos filtros.')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(
      '/api/admin/audit?actor=beto%40&kind=catalogo&from=2026-10-01&to=2026-10-03&page=1',
    );
    expect(
      form.getByRole('option', { name: 'Catálogo (productos, colores, tallas, precios, fotos)' }),
    ).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: 'Limpiar' }));
    await screen.findByRole('table');
    expect(form.getByLabelText('Quién')).toHaveProperty('value', '');
  });

  it('says when nothing has been changed yet', async () => {
    stubApi({
      'GET /api/admin/audit': () =>
        Response.json({ entries: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 1 } }),
    });
    renderPage(<AuditPage />);
    expect(await screen.findByText('Todavía no hay cambios registrados.')).toBeTruthy();
  });

  it('says so when the log cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/audit': () => Response.json({ error: 'No encontrado' }, { status: 404 }) });
    renderPage(<AuditPage />);
    expect(await screen.findByText('No pudimos cargar la bitácora.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
