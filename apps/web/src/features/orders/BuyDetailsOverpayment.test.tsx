import type { Bill } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bill } from '../../test/orders';
import { openOrderPage, restoreAfterEachOrderPage } from '../../test/order-page';

const OVERPAID = { received: 1500, overpaid: 202, returned: 0, returning: 0, held: 202 };
const SHOPPER_ORDER: Bill = bill({
  bill_id: 16,
  money: { ...bill().money, charged: 1298, net: 1298, overpayment: OVERPAID },
});

restoreAfterEachOrderPage();

describe('money sent by SPEI beyond the order, on the shopper’s order page', () => {
  it('is told on the shopper’s order page with the exact amounts', async () => {
    openOrderPage({ id: '16', answer: () => Response.json(SHOPPER_ORDER) });
    const money = within(await screen.findByRole('region', { name: 'Pago y reembolsos' }));
    expect(money.getByText('Recibimos $1,500.00; te sobran $202.00, que te devolveremos.')).toBeTruthy();
  });

  it('says when it is on its way back and when it is back', async () => {
    openOrderPage({
      id: '16',
      answer: () =>
        Response.json({
          ...SHOPPER_ORDER,
          money: { ...SHOPPER_ORDER.money, overpayment: { ...OVERPAID, returned: 202, held: 0 } },
        }),
    });
    expect(
      await screen.findByText('Recibimos $1,500.00; te devolvimos los $202.00 que te sobraron.'),
    ).toBeTruthy();
  });
});
