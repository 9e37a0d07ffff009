import type { AdminReturnDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ReturnDetailPage } from './ReturnDetailPage';

const REQUESTED: AdminReturnDetail = {
  return_id: 5,
  bill_id: 12,
  status: 'solicitada',
  reason: 'No me quedó la talla',
  rejection_reason: null,
  lines: [
    {
      order_line_id: 31,
      product_name: 'Bota Lucchese',
      color_name: 'Café',
      size_name: '27',
      quantity: 2,
      paid_amount: 2698,
    },
  ],
  refund: null,
  created_at: '2026-11-17T18:00:00.000Z',
  steps: [{ status: 'solicitada', at: '2026-11-17T18:00:00.000Z' }],
  customer: { name: 'Ana Domínguez', email: 'ana@correo.test' },
  payment: { method: 'card', card_brand: 'visa', installment_months: null },
  order_shipping_cost: 149,
  delivered_at: '2026-11-16T18:00:00.000Z',
  history: [{ status: 'solicitada', at: '2026-11-17T18:00:00.000Z', by: null }],
  refund_id: null,
  refund_transfer_reference: null,
};

const at = (status: AdminReturnDetail['status']): AdminReturnDetail => ({ ...REQUESTED, status });

/** The page of return 5; each step's answer is what the server then holds, as it is read again. */
function open(detail: AdminReturnDetail, steps: Record<string, AdminReturnDetail> = {}) {
  let current = detail;
  const routes = Object.fromEntries(
    Object.entries(steps).map(([route, next]) => [
      route,
      () => {
        current = next;
        return Response.json(next);
      },
    ]),
  );
  const fetchMock = stubApi({ 'GET /api/admin/returns/5': () => Response.json(current), ...routes });
  renderPage(
    <Router base="/admin">
      <Route path="/devoluciones/:returnId" component={ReturnDetailPage} />
    </Router>,
    { at: '/admin/devoluciones/5' },
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a return in the back-office', () => {
  it('is approved, then received', async () => {
    const fetchMock = open(REQUESTED, {
      'POST /api/admin/returns/5/approve': at('aprobada'),
      'POST /api/admin/returns/5/receive': at('recibida'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    await user.click(await screen.findByRole('button', { name: 'Recibido' }));
    expect(await screen.findByRole('button', { name: 'Reembolsar $2,698.00' })).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/returns/5/receive')).toHaveLength(1);
  });

  it('is rejected with a reason', async () => {
    const fetchMock = open(REQUESTED, {
      'POST /api/admin/returns/5/reject': { ...at('rechazada'), rejection_reason: 'Suela marcada por uso' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await user.type(screen.getByLabelText('Motivo del rechazo (lo lee el cliente)'), 'Suela marcada por uso');
    await user.click(screen.getByRole('button', { name: 'Rechazar devolución' }));
    expect(await screen.findByText('Suela marcada por uso')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/returns/5/reject')).toEqual([
      { reason: 'Suela marcada por uso' },
    ]);
  });

  it('refunds by line, with the return shipping only when the shop was at fault', async () => {
    const fetchMock = open(at('recibida'), {
      'POST /api/admin/returns/5/refund': at('reembolsada'),
    });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/Bota Lucchese/);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(screen.getByLabelText(/Llegó con defecto/));
    const shipping = screen.getByLabelText(/Envío de regreso a reembolsar/);
    await user.clear(shipping);
    await user.type(shipping, '150');
    await user.click(screen.getByRole('button', { name: 'Reembolsar $2,150.00' }));

    // It asks first: nothing goes back until the confirmation; 'Volver' sends nothing.
    let dialog = within(screen.getByRole('dialog', { name: '¿Reembolsar $2,150.00?' }));
    expect(dialog.getByText(/Se devolverán \$2,150\.00 de la devolución 5 del pedido \d+\./)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/returns/5/refund')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reembolsar $2,150.00' }));
    dialog = within(screen.getByRole('dialog', { name: '¿Reembolsar $2,150.00?' }));
    await user.click(dialog.getByRole('button', { name: 'Reembolsar $2,150.00' }));
    expect(sentTo(fetchMock, 'POST', '/api/admin/returns/5/refund')).toEqual([
      { lines: [{ order_line_id: 31, amount: 2000 }], shop_at_fault: true, shipping_amount: 150 },
    ]);
  });
});
