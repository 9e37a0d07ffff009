import type { AdminCustomersResponse } from '@store/contract/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { CustomersPage } from './CustomersPage';

const LIST: AdminCustomersResponse = {
  customers: [
    {
      customer_id: 7,
      name: 'Lucía Holguín',
      email: 'lucia@example.mx',
      phone_number: '+526141234567',
      deleted: false,
      orders: 2,
      spent: 4799,
      last_order_at: '2026-12-01T18:00:00.000Z',
    },
    {
      customer_id: 9,
      name: 'Cuenta eliminada',
      email: null,
      phone_number: null,
      deleted: true,
      orders: 1,
      spent: 0,
      last_order_at: '2026-11-20T18:00:00.000Z',
    },
  ],
  pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Clientes'", () => {
  it('lists each customer with orders, money and last order; a deleted account says so', async () => {
    stubApi({ 'GET /api/admin/customers': () => Response.json(LIST) });
    renderPage(<CustomersPage />, { at: '/clientes' });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lucía Holguínlucia@example.mx+5261412345672$4,799.001 de diciembre de 2026',
      'Cuenta eliminada (#9)——1$0.0020 de noviembre de 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toBe(
      '/api/admin/customers/export.csv?sort=last_order&direction=desc',
    );
  });

  it('asks again sorted as chosen, and offers staff no CSV (it is the owners’)', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/customers': () => Response.json(LIST) });
    renderPage(<CustomersPage />, { at: '/clientes', role: 'staff' });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Descargar CSV' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'spent' } });
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('sort=spent&direction=desc')),
      ).toBe(true),
    );
  });
});
