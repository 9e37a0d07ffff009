import type { AdminReturnsByProduct } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { ReturnsByProductPage } from './ReturnsByProductPage';

const REPORT: AdminReturnsByProduct = {
  products: [
    {
      product_id: 7,
      product_name: 'Bota vaquera Lucchese',
      units: 9,
      small: 6,
      large: 1,
      defect: 1,
      not_expected: 0,
      other: 1,
      fit: { chica: 7, justa: 2, grande: 1, total: 10, verdict: 'chica' },
    },
    {
      product_id: 8,
      product_name: 'Sombrero Stetson',
      units: 1,
      small: 0,
      large: 0,
      defect: 1,
      not_expected: 0,
      other: 0,
      fit: { chica: 0, justa: 1, grande: 0, total: 1, verdict: null },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the back-office’s returns by product', () => {
  it('shows each product’s returned units by reason beside what its buyers say, under the Devoluciones tabs', async () => {
    stubApi({ 'GET /api/admin/returns/by-product': () => Response.json(REPORT) });
    renderPage(
      <Router base="/admin">
        <Route path="/devoluciones/por-producto" component={ReturnsByProductPage} />
      </Router>,
      { at: '/admin/devoluciones/por-producto' },
    );
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Producto',
        'Piezas',
        'Le quedó chica',
        'Le quedó grande',
        'Dañado o defecto',
        'No era lo esperado',
        'Otro',
        'Dicen que queda',
      ],
      ['Bota vaquera Lucchese', '9', '6', '1', '1', '0', '1', 'Chica (7 de 10)'],
      ['Sombrero Stetson', '1', '0', '0', '1', '0', '0', 'Sin mayoría (1 respuesta)'],
    ]);
    expect(screen.getByRole('link', { name: 'Bota vaquera Lucchese' }).getAttribute('href')).toBe(
      '/admin/productos/7',
    );
    const tabs = screen.getByRole('navigation', { name: 'Devoluciones' });
    expect(within(tabs).getByRole('link', { name: 'Por producto' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Solicitudes' }).getAttribute('href')).toBe(
      '/admin/devoluciones',
    );
    // '/devoluciones' starts this page's address, but only the tab of the page shown is marked.
    expect(within(tabs).getByRole('link', { name: 'Solicitudes' }).classList.contains('active')).toBe(false);
  });
});
