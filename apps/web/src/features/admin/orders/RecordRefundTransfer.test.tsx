import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerRefund, OXXO_ORDER, openAdminOrder } from '../../../test/admin-orders';
import { sentTo } from '../../../test/page';

const REFUNDED_AT = '2026-03-06T18:00:00.000Z';

/** Cancelled by the shopper after paying cash at OXXO: the refund is owed, to the CLABE they gave. */
const OWED: AdminOrderDetail = {
  ...OXXO_ORDER,
  shipping_status: 'cancelado',
  payment: {
    ...OXXO_ORDER.payment,
    refund: {
      amount: 4498.2,
      refunded_at: null,
      method: 'transfer',
      clabe_last4: '8906',
      transfer_reference: null,
    },
  },
  money: {
    ...OXXO_ORDER.money,
    refund_pending: 4498.2,
    refunds: [
      ledgerRefund({
        destination: 'transfer',
        card_brand: null,
        card_last4: null,
        clabe_last4: '8906',
        state: 'requested',
        requested_at: REFUNDED_AT,
        settled_at: null,
      }),
    ],
  },
  refundable: null,
  history: [
    ...OXXO_ORDER.history,
    {
      status: 'cancelado',
      changed_by: 'shopper',
      carrier: null,
      tracking_number: null,
      changed_at: REFUNDED_AT,
    },
  ],
};

const RECORDED: AdminOrderDetail = {
  ...OWED,
  payment: {
    ...OWED.payment,
    refunded_at: REFUNDED_AT,
    refund: { ...OWED.payment.refund!, refunded_at: REFUNDED_AT, transfer_reference: 'MBAN01002603060001' },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transfer owed for an order the shopper cancelled after paying at OXXO', () => {
  it('shows the refund as pending and records the transfer staff made', async () => {
    const fetchMock = openAdminOrder(OWED, {
      'POST /api/admin/orders/12/refund-transfer': () => Response.json(RECORDED),
    });
    const user = userEvent.setup();
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(
      shipping.getByText(
        'Pedido cancelado; falta transferir $4,498.20 al cliente (pagó en efectivo en OXXO).',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Pago' })).getByText(
        'Cancelación: $4,498.20 por transferencia a la CLABE terminada en 8906, pendiente: aún no se anota la transferencia',
      ),
    ).toBeTruthy();

    await user.click(shipping.getByRole('button', { name: 'Registrar transferencia' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reembolso del pedido 12' }));
    expect(
      dialog.getByText(/El cliente canceló este pedido pagado en efectivo en OXXO: transfiere \$4,498\.20/),
    ).toBeTruthy();
    await user.type(dialog.getByLabelText('CLABE del cliente'), '0021 8001 2345 6789 06');
    await user.type(dialog.getByLabelText('Clave de rastreo o referencia'), 'MBAN01002603060001');
    await user.click(dialog.getByRole('button', { name: 'Registrar la transferencia' }));

    expect(
      await shipping.findByText(
        `Pedido cancelado; se transfirieron $4,498.20 a la CLABE terminada en 8906 (clave de rastreo MBAN01002603060001) el 06/03/2026, 12:00 p.m.`,
      ),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/refund-transfer')).toEqual([
      { clabe: '002180012345678906', reference: 'MBAN01002603060001' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shipping.queryByRole('button', { name: 'Registrar transferencia' })).toBeNull();
  });
});
