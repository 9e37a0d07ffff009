import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { ledgerRefund, OXXO_ORDER, openAdminOrder } from '../../../test/admin-orders';
import { sentTo } from '../../../test/page';

const REFUNDED_AT = '2026-03-06T18:00:00.000Z';

/** The order once cancelled, with the transfer the server recorded. */
const CANCELLED: AdminOrderDetail = {
  ...OXXO_ORDER,
  shipping_status: 'cancelado',
  payment: {
    ...OXXO_ORDER.payment,
    refunded_at: REFUNDED_AT,
    refund: {
      amount: 4498.2,
      refunded_at: REFUNDED_AT,
      method: 'transfer',
      clabe_last4: '8906',
      transfer_reference: 'MBAN01002603060001',
    },
  },
  money: {
    ...OXXO_ORDER.money,
    financial_status: 'Reembolsado',
    refunded: 4498.2,
    net: 0,
    refunds: [
      ledgerRefund({
        destination: 'transfer',
        card_brand: null,
        card_last4: null,
        clabe_last4: '8906',
        transfer_reference: 'MBAN01002603060001',
        requested_at: REFUNDED_AT,
        settled_at: REFUNDED_AT,
      }),
    ],
  },
  refundable: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cancelling an order paid in cash at OXXO', () => {
  it('asks for the transfer made to the customer, checks the CLABE, and sends it with the cancel', async () => {
    const fetchMock = openAdminOrder(OXXO_ORDER, {
      'POST /api/admin/orders/12/cancel': () => Response.json(CANCELLED),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar y reembolsar' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar el pedido 12?' }));
    expect(
      dialog.getByText(
        /Los pagos en efectivo en OXXO no se pueden reembolsar por la pasarela: transfiere \$4,498\.20 a la CLABE del cliente/,
      ),
    ).toBeTruthy();

    // A typo in one digit breaks the check digit.
    await user.type(dialog.getByLabelText('CLABE del cliente'), '002180012345678901');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar y registrar la transferencia' }));
    expect(
      dialog.getByText('Esa CLABE no es válida: revisa que los 18 dígitos estén bien copiados.'),
    ).toBeTruthy();
    expect(dialog.getByLabelText('CLABE del cliente').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('CLABE del cliente'));
    expect(
      dialog.getByText(
        'Escribe la clave de rastreo o la referencia de la transferencia (de 4 a 30 letras o números).',
      ),
    ).toBeTruthy();

    await user.clear(dialog.getByLabelText('CLABE del cliente'));
    await user.type(dialog.getByLabelText('CLABE del cliente'), '12345');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar y registrar la transferencia' }));
    expect(
      dialog.getByText('Escribe la CLABE del cliente: 18 dígitos, tal como viene en su estado de cuenta.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel')).toEqual([]);

    // Copied from a bank's app, in groups.
    await user.clear(dialog.getByLabelText('CLABE del cliente'));
    await user.type(dialog.getByLabelText('CLABE del cliente'), '0021 8001 2345 6789 06');
    await user.type(dialog.getByLabelText('Clave de rastreo o referencia'), 'MBAN01002603060001');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar y registrar la transferencia' }));

    const shipping = within(screen.getByRole('region', { name: 'Envío' }));
    expect(
      await shipping.findByText(
        `Pedido cancelado; se transfirieron $4,498.20 a la CLABE terminada en 8906 (clave de rastreo MBAN01002603060001) el 06/03/2026, 12:00 p.m.`,
      ),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel')).toEqual([
      { refund_transfer: { clabe: '002180012345678906', reference: 'MBAN01002603060001' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Pago' })).getByText(
        `Cancelación: $4,498.20 por transferencia a la CLABE terminada en 8906 (clave de rastreo MBAN01002603060001), hecho el ${formatDateTime(REFUNDED_AT)}`,
      ),
    ).toBeTruthy();
  });

  it('keeps the dialog and the details typed when the server refuses', async () => {
    openAdminOrder(OXXO_ORDER, {
      'POST /api/admin/orders/12/cancel': () =>
        Response.json({ error: 'El pedido ya no está en proceso.' }, { status: 409 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar y reembolsar' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('CLABE del cliente'), '002180012345678906');
    await user.type(dialog.getByLabelText('Clave de rastreo o referencia'), 'ABC123');
    await user.click(dialog.getByRole('button', { name: 'Sí, cancelar y registrar la transferencia' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('El pedido ya no está en proceso.');
    expect(dialog.getByLabelText('CLABE del cliente')).toHaveProperty('value', '002180012345678906');
  });
});
