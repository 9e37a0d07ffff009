import type { AdminReturnsResponse } from '@store/contract/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { ReturnsPage } from './ReturnsPage';

const LIST: AdminReturnsResponse = {
  returns: [
    {
      return_id: 5,
      bill_id: 12,
      status: 'solicitada',
      customer_name: 'Ana Domínguez',
      customer_email: 'ana@correo.test',
      units: 2,
      created_at: '2026-11-17T18:00:00.000Z',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office’s returns', () => {
  it('lists the requests and filters them by status through the address', async () => {
    const asked: string[] = [];
    stubApi({
      'GET /api/admin/returns': ({ url }) => {
        asked.push(url.search);
        return Response.json(url.searchParams.get('status') === 'rechazada' ? { returns: [] } : LIST);
      },
    });
    renderPage(
      <Router base="/admin">
        <Route path="/devoluciones" component={ReturnsPage} />
      </Router>,
      { at: '/admin/devoluciones' },
    );
    const link = await screen.findByRole('link', { name: 'Devolución 5' });
    expect(link.getAttribute('href')).toBe('/admin/devoluciones/5');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'rechazada');
    expect(await screen.findByText('No hay devoluciones con este estado.')).toBeTruthy();
    expect(asked).toEqual(['', '?status=rechazada']);
  });
});
