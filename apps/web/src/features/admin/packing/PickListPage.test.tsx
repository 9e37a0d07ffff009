import type { AdminPickList } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { PickListPage } from './PickListPage';

const LIST: AdminPickList = {
  orders: 2,
  rows: [
    {
      department: 'Botas',
      product_name: 'Bota vaquera Ariat',
      color_name: 'Café',
      size_name: '27',
      sku: 'ARI-CAF-27',
      units: 3,
      orders: [
        { bill_id: 12, reference: 'NW-AAAAAAAA', quantity: 1, fulfilment: 'delivery' },
        { bill_id: 13, reference: 'NW-BBBBBBBB', quantity: 2, fulfilment: 'pickup' },
      ],
    },
    {
      department: 'Sombreros',
      product_name: 'Sombrero Stetson',
      color_name: 'Negro',
      size_name: '58',
      sku: 'STE-NEG-58',
      units: 1,
      orders: [{ bill_id: 12, reference: 'NW-AAAAAAAA', quantity: 1, fulfilment: 'delivery' }],
    },
  ],
};

function open(list: AdminPickList) {
  stubApi({ 'GET /api/admin/pick-list': () => Response.json(list) });
  renderPage(
    <Router base="/admin">
      <Route path="/empaque" component={PickListPage} />
    </Router>,
    { at: '/admin/empaque' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pick list page', () => {
  it('groups the units by department, with the total per product, colour and size and the orders', async () => {
    open(LIST);
    const sheet = await screen.findByRole('article', { name: 'Lista de surtido' });
    expect(within(sheet).getByText(/pedidos por empacar/).textContent).toMatch(
      /^\d+ de [a-z]+ de \d{4} · 2 pedidos por empacar, 4 piezas$/,
    );
    const boots = within(within(sheet).getByRole('region', { name: 'Botas' })).getAllByRole('row');
    expect(boots.map((row) => row.textContent)).toEqual([
      'ProductoColorTallaSKUPiezasPedidos',
      // Order 13's units stay at the store's counter for its shopper.
      'Bota vaquera AriatCafé27ARI-CAF-273#12, #13 (2) · Recoger en tienda',
    ]);
    const hats = within(sheet).getByRole('region', { name: 'Sombreros' });
    expect(within(hats).getAllByRole('row')[1]?.textContent).toBe('Sombrero StetsonNegro58STE-NEG-581#12');
    expect(within(hats).getByRole('link', { name: '#12' }).getAttribute('href')).toBe(
      '/admin/pedidos/12/empaque',
    );
    expect(within(sheet).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it('says when there is nothing to pack', async () => {
    open({ orders: 0, rows: [] });
    expect(await screen.findByText('No hay pedidos por empacar.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
