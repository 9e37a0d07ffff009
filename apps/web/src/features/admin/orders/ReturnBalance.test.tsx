import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER, openAdminOrder } from '../../../test/admin-orders';
import { sentTo } from '../../../test/page';

const OVERPAID = { received: 1500, overpaid: 202, returned: 0, returning: 0, held: 202 };
const PAID_BY_SPEI: AdminOrderDetail = {
  ...ADMIN_ORDER,
  payment: { ...ADMIN_ORDER.payment, method: 'spei', card_brand: null, card_last4: null },
  money: { ...ADMIN_ORDER.money, charged: 1298, net: 1298, overpayment: OVERPAID },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('money sent by SPEI beyond the order, in the back-office', () => {
  it('shows the owner the balance and gives it back with “Devolver saldo” after confirming in the dialog', async () => {
    const returning = {
      ...PAID_BY_SPEI,
      money: { ...PAID_BY_SPEI.money, overpayment: { ...OVERPAID, returning: 202, held: 0 } },
    };
    // The server's order: as it is, then as the return left it.
    let current = PAID_BY_SPEI;
    const fetchMock = openAdminOrder(PAID_BY_SPEI, {
      'GET /api/admin/orders/12': () => Response.json(current),
      'POST /api/admin/orders/12/return-balance': () => {
        current = returning;
        return Response.json(returning);
      },
    });
    const payment = within(await screen.findByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Saldo a favor').nextElementSibling?.textContent).toBe('$202.00');
    expect(payment.getByText('Recibimos $1,500.00; te sobran $202.00, que te devolveremos.')).toBeTruthy();
    const user = userEvent.setup();

    await user.click(payment.getByRole('button', { name: 'Devolver saldo' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Devolver $202.00 al cliente?' }));
    await user.click(dialog.getByRole('button', { name: 'No, todavía no' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/return-balance')).toEqual([]);

    await user.click(payment.getByRole('button', { name: 'Devolver saldo' }));
    await user.click(screen.getByRole('button', { name: 'Sí, devolver $202.00' }));
    expect(
      await screen.findByText(
        'Pediste devolver $202.00 al cliente; le llegará un correo cuando esté en su cuenta.',
      ),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/return-balance')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByText('Recibimos $1,500.00; te estamos devolviendo los $202.00 que te sobraron.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Devolver saldo' })).toBeNull();
  });

  it('keeps the dialog open with the server’s sentence when there is nothing left to give', async () => {
    openAdminOrder(PAID_BY_SPEI, {
      'POST /api/admin/orders/12/return-balance': () =>
        Response.json({ error: 'Este pedido no tiene saldo a favor que devolver.' }, { status: 409 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Devolver saldo' }));
    await user.click(screen.getByRole('button', { name: 'Sí, devolver $202.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este pedido no tiene saldo a favor que devolver.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is shown to staff without the button, which is an owner’s', async () => {
    openAdminOrder(PAID_BY_SPEI, {}, 'staff');
    const payment = within(await screen.findByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Saldo a favor').nextElementSibling?.textContent).toBe('$202.00');
    expect(payment.queryByRole('button', { name: 'Devolver saldo' })).toBeNull();
  });
});
