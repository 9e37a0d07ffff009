import type { Bill } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates';
import { bill, ledgerRefund } from '../../test/orders';
import { openOrderPage, restoreAfterEachOrderPage } from '../../test/order-page';

const PARTIAL_AT = '2026-03-06T18:00:00.000Z';
const CANCEL_AT = '2026-03-07T16:00:00.000Z';

const partial = ledgerRefund({
  amount: 1249.5,
  cause: 'order-refunded',
  requested_at: PARTIAL_AT,
  settled_at: PARTIAL_AT,
});

/** Two boots: the owner refunded one from the order page, then the order was cancelled with the rest. */
const CANCELLED_AFTER_PARTIAL: Bill = bill({
  bill_id: 21,
  shipping_status: 'cancelado',
  total_amount: 2499,
  refund: {
    amount: 1249.5,
    refunded_at: CANCEL_AT,
    method: 'payment',
    clabe_last4: null,
    transfer_reference: null,
  },
  money: {
    financial_status: 'Reembolsado',
    charged: 2499,
    refunded: 2499,
    refund_pending: 0,
    net: 0,
    refunds: [
      partial,
      { ...partial, cause: 'order-cancelled', requested_at: CANCEL_AT, settled_at: CANCEL_AT },
    ],
    overpayment: null,
  },
});

restoreAfterEachOrderPage();

describe('the refunds of an order, on the shopper’s order page', () => {
  it('lists every refund of a cancelled order: the partial one before the cancel, then the cancel’s', async () => {
    openOrderPage(CANCELLED_AFTER_PARTIAL);
    const money = within(await screen.findByRole('region', { name: 'Pago y reembolsos' }));
    expect(money.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `$1,249.50 a tu Visa •••• 4242: hecho el ${formatDate(PARTIAL_AT)} (reembolso parcial).`,
      `$1,249.50 a tu Visa •••• 4242: hecho el ${formatDate(CANCEL_AT)} (por la cancelación).`,
    ]);
    expect(money.getByText('Reembolsado', { selector: 'dd' })).toBeTruthy();
  });

  it('sits in a card, as the page’s other sections do', async () => {
    openOrderPage(CANCELLED_AFTER_PARTIAL);
    const money = await screen.findByRole('region', { name: 'Pago y reembolsos' });
    const receipt = screen.getByRole('region', { name: 'Recibo' });
    expect(money.classList.contains('order-panel')).toBe(true);
    expect(money.parentElement).toBe(receipt.parentElement);
  });
});
