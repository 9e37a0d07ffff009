import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER, OXXO_ORDER, openAdminOrder } from '../../../test/admin-orders';
import { sentTo } from '../../../test/page';

const URL = '/api/admin/orders/12/refunds';

/** The order with $149 of shipping still to give back. */
const WITH_SHIPPING: AdminOrderDetail = {
  ...ADMIN_ORDER,
  summary: { ...ADMIN_ORDER.summary, shipping_cost: 149, total_amount: 4647.2 },
  refundable: { ...ADMIN_ORDER.refundable!, total: 4647.2, shipping: 149 },
};

/** After one boot went back: what the server answers. */
const REFUNDED_ONE: AdminOrderDetail = {
  ...WITH_SHIPPING,
  money: {
    ...WITH_SHIPPING.money,
    financial_status: 'Reembolsado parcialmente',
    refunded: 2249.1,
    net: 2398.1,
  },
  refundable: {
    ...WITH_SHIPPING.refundable!,
    total: 2398.1,
    lines: [{ ...WITH_SHIPPING.refundable!.lines[0]!, refunded_units: 1 }],
    refunds_seen: 1,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
  return within(screen.getByRole('dialog', { name: 'Reembolsar el pedido 12' }));
};

describe("the order page's 'Reembolsar'", () => {
  it('picks units of a line and the shipping, says where the money goes and the total, and asks before sending', async () => {
    const fetchMock = openAdminOrder(WITH_SHIPPING, { [`POST ${URL}`]: () => Response.json(REFUNDED_ONE) });
    const user = userEvent.setup();
    let dialog = await openDialog(user);
    expect(dialog.getByText('A la tarjeta Visa •••• 4242.', { exact: false })).toBeTruthy();
    await user.type(dialog.getByLabelText(/Bota vaquera Ariat · Café · 27 \(quedan 2 de 2/), '1');
    await user.click(dialog.getByLabelText('Incluir el envío ($149.00)'));
    expect(dialog.getByText('Total a reembolsar: $2,398.10')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));

    // Nothing is sent until the confirmation.
    expect(sentTo(fetchMock, 'POST', URL)).toEqual([]);
    dialog = within(screen.getByRole('dialog', { name: '¿Reembolsar $2,398.10?' }));
    expect(
      dialog.getByText(/Se devolverán \$2,398\.10 del pedido 12\. A la tarjeta Visa •••• 4242\./),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Reembolsar $2,398.10' }));

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', URL)).toEqual([
      { lines: [{ order_line_id: 31, units: 1 }], include_shipping: true, refunds_seen: 0 },
    ]);
    expect(await screen.findByText('Reembolsado parcialmente')).toBeTruthy();
  });

  it('refuses zero, non-numeric and more than is left under the amount, sending nothing; Escape cancels', async () => {
    const fetchMock = openAdminOrder(ADMIN_ORDER);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(dialog.getByLabelText('Un monto'));
    const amount = dialog.getByLabelText('Monto a reembolsar (pesos)');

    await user.type(amount, '0');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(
      dialog.getByText(
        'Escribe el monto a reembolsar: un número de pesos mayor que $0, con a lo más dos decimales.',
      ),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);

    await user.clear(amount);
    await user.type(amount, 'cien');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(dialog.getByText(/Escribe el monto a reembolsar: un número de pesos/)).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(
      dialog.getByText('No puedes reembolsar más de lo que queda por reembolsar de este pedido ($4,498.20).'),
    ).toBeTruthy();

    // More units than the line has left.
    await user.click(dialog.getByLabelText('Piezas'));
    await user.type(dialog.getByLabelText(/Bota vaquera Ariat/), '3');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(dialog.getByText('De Bota vaquera Ariat · Café · 27 quedan 2 por reembolsar.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', URL)).toEqual([]);

    // Focus stays inside the dialog; Escape closes it and gives focus back to the button.
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reembolsar' }));
  });

  it("shows the server's refusal under its field", async () => {
    openAdminOrder(ADMIN_ORDER, {
      [`POST ${URL}`]: () =>
        Response.json(
          { error: 'De Bota vaquera Ariat ya no quedan piezas por reembolsar.', field: 'lines' },
          { status: 422 },
        ),
    });
    const user = userEvent.setup();
    let dialog = await openDialog(user);
    await user.type(dialog.getByLabelText(/Bota vaquera Ariat/), '1');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Reembolsar $2,249.10' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reembolsar el pedido 12' }));
    expect(await dialog.findByText('De Bota vaquera Ariat ya no quedan piezas por reembolsar.')).toBeTruthy();
  });

  it('asks for the CLABE to transfer to when the order was paid in cash at OXXO, checked', async () => {
    const fetchMock = openAdminOrder(OXXO_ORDER, { [`POST ${URL}`]: () => Response.json(OXXO_ORDER) });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(dialog.getByText(/Por transferencia a la CLABE del cliente que escribas/)).toBeTruthy();
    await user.type(dialog.getByLabelText(/Bota vaquera Ariat/), '1');
    await user.type(dialog.getByLabelText('CLABE del cliente'), '002010077777777770');
    await user.type(dialog.getByLabelText('Clave de rastreo o referencia'), 'RASTREO123');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(
      dialog.getByText('Esa CLABE no es válida: revisa que los 18 dígitos estén bien copiados.'),
    ).toBeTruthy();
    await user.clear(dialog.getByLabelText('CLABE del cliente'));
    await user.type(dialog.getByLabelText('CLABE del cliente'), '002010077777777771');
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Reembolsar $2,249.10' }));
    await expect
      .poll(() => sentTo(fetchMock, 'POST', URL))
      .toEqual([
        {
          lines: [{ order_line_id: 31, units: 1 }],
          include_shipping: false,
          refund_transfer: { clabe: '002010077777777771', reference: 'RASTREO123' },
          refunds_seen: 0,
        },
      ]);
  });

  it('is not offered to staff', async () => {
    openAdminOrder(ADMIN_ORDER, {}, 'staff');
    expect(await screen.findByRole('heading', { name: 'Pedido 12' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });

  it('is not offered on an order with nothing left to refund', async () => {
    openAdminOrder({ ...ADMIN_ORDER, refundable: null });
    expect(await screen.findByRole('heading', { name: 'Pedido 12' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });
});
