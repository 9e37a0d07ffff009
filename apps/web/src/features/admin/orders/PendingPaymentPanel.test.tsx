import { paymentDeadlineText } from '@store/contract';
import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { ADMIN_ORDER, OXXO_ORDER, openAdminOrder } from '../../../test/admin-orders';
import { sentTo } from '../../../test/page';
import { oxxoInstructions, speiInstructions } from '../../../test/orders';

const DUE = '2026-11-29T05:59:00.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an order waiting for its payment in the back-office', () => {
  it('shows the OXXO reference, the amount and the deadline, and no way to ship or cancel it yet', async () => {
    openAdminOrder({
      ...OXXO_ORDER,
      shipping_status: 'Pendiente de pago',
      payment_instructions: oxxoInstructions({ amount: 4498.2 }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Pago pendiente en OXXO' }));
    expect(panel.getByText('Referencia OXXO').nextElementSibling?.textContent).toBe('93000262811340256789');
    expect(panel.getByText('$4,498.20')).toBeTruthy();
    expect(panel.getByText(paymentDeadlineText(DUE))).toBeTruthy();
    expect(panel.getByRole('link', { name: /Ver ficha/ }).getAttribute('href')).toBe(
      'https://pagos.test/oxxo/voucher_123',
    );
    const shipping = within(screen.getByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Pendiente de pago').className).toContain('admin-status-awaiting');
    expect(shipping.queryByRole('button', { name: 'Cancelar y reembolsar' })).toBeNull();
    expect(shipping.queryByRole('button', { name: 'Marcar como enviado' })).toBeNull();
    const history = within(screen.getByRole('region', { name: 'Historial' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      `Apartado · Pendiente de pago${formatDateTime(OXXO_ORDER.created_at)}`,
    ]);
  });

  it('shows the CLABE, bank and what is still missing of a partial transfer', async () => {
    openAdminOrder({
      ...ADMIN_ORDER,
      shipping_status: 'Pendiente de pago',
      payment: { ...ADMIN_ORDER.payment, method: 'spei', card_brand: null, card_last4: null },
      payment_instructions: speiInstructions({ amount: 4498.2, amount_remaining: 498.2 }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Transferencia pendiente' }));
    expect(panel.getByText('CLABE').nextElementSibling?.textContent).toBe('646180157000000004');
    expect(panel.getByText('STP')).toBeTruthy();
    expect(panel.getByText('Recibido').nextElementSibling?.textContent).toBe('$4,000.00');
    expect(panel.getByText('Falta').nextElementSibling?.textContent).toBe('$498.20');
  });

  it('tells the payment that came later from the order’s creation in the history', async () => {
    const paid: AdminOrderDetail = {
      ...OXXO_ORDER,
      history: [
        {
          status: 'En proceso',
          carrier: null,
          tracking_number: null,
          changed_by: 'payment provider',
          changed_at: '2026-03-06T17:00:00.000Z',
        },
      ],
    };
    openAdminOrder(paid);
    const history = within(await screen.findByRole('region', { name: 'Historial' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      `Apartado · Pendiente de pago${formatDateTime(OXXO_ORDER.created_at)}`,
      `Pagado · En proceso${formatDateTime('2026-03-06T17:00:00.000Z')} · pasarela de pago`,
    ]);
    expect(screen.queryByRole('region', { name: /pendiente/i })).toBeNull();
  });

  it('lets staff cancel it after confirming: its units go back and nothing is refunded', async () => {
    const waiting: AdminOrderDetail = {
      ...OXXO_ORDER,
      shipping_status: 'Pendiente de pago',
      payment_instructions: oxxoInstructions({ amount: 4498.2 }),
    };
    const fetchMock = openAdminOrder(waiting, {
      'POST /api/admin/orders/12/cancel-unpaid': () =>
        Response.json({ ...waiting, shipping_status: 'cancelado', payment_instructions: null }),
    });
    const user = userEvent.setup();
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    await user.click(shipping.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar el pedido 12?' }));
    expect(
      dialog.getByText(
        /Su ficha o sus datos de transferencia dejarán de servir y 2 piezas apartadas regresarán/,
      ),
    ).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel-unpaid')).toEqual([]);
    await user.type(dialog.getByLabelText('Motivo (opcional)'), 'No va a pagar');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar el pedido' }));
    expect(await screen.findByText('Pedido 12 cancelado; sus piezas regresaron al inventario.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel-unpaid')).toEqual([
      { reason: 'No va a pagar' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the server’s sentence when the money arrived meanwhile', async () => {
    openAdminOrder(
      { ...OXXO_ORDER, shipping_status: 'Pendiente de pago', payment_instructions: oxxoInstructions() },
      {
        'POST /api/admin/orders/12/cancel-unpaid': () =>
          Response.json(
            {
              error:
                'El pago de este pedido acaba de llegar, así que ya no está pendiente de pago. Recarga la página para verlo pagado.',
            },
            { status: 409 },
          ),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar el pedido 12?' }));
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar el pedido' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'El pago de este pedido acaba de llegar',
    );
  });
});
