import type { Bill } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/dates';
import { bill, oxxoInstructions, pendingBill } from '../../test/orders';
import { sentTo } from '../../test/page';
import { openOrderPage } from '../../test/order-page';

const REFUNDED_AT = '2026-03-06T18:00:00.000Z';

/** The order page of `order`; cancelling it answers `cancelled` (or the refusal `answer` gives). */
function open(order: Bill, answer: () => Response) {
  let current = order;
  return openOrderPage(
    { id: '12', answer: () => Response.json(current) },
    {
      more: {
        'GET /api/bills/list': () => Response.json([current]),
        'POST /api/bills/12/cancel': () => {
          const response = answer();
          if (response.ok) current = { ...current, shipping_status: 'cancelado' };
          return response;
        },
      },
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Cancelar pedido', () => {
  it('asks again whether the order can have an invoice: a cancelled one no longer offers it', async () => {
    const cancelled = bill({
      shipping_status: 'cancelado',
      refund: {
        amount: 2698,
        refunded_at: REFUNDED_AT,
        method: 'payment',
        clabe_last4: null,
        transfer_reference: null,
      },
    });
    let current = bill();
    openOrderPage(
      { id: '12', answer: () => Response.json(current) },
      {
        more: {
          'GET /api/bills/list': () => Response.json([current]),
          'GET /api/invoices/orders/12': () =>
            Response.json(
              current.shipping_status === 'cancelado'
                ? {
                    invoice: null,
                    can_request: false,
                    reason: 'Este pedido se canceló y se te reembolsó, así que no lleva factura.',
                    deadline: null,
                    credit_notes: [],
                  }
                : {
                    invoice: null,
                    can_request: true,
                    reason: null,
                    deadline: '2026-11-30',
                    credit_notes: [],
                  },
            ),
          'POST /api/bills/12/cancel': () => {
            current = cancelled;
            return Response.json(cancelled);
          },
        },
      },
    );
    expect(await screen.findByRole('button', { name: 'Solicitar factura' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar tu pedido #12?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sí, cancelar pedido' }));
    await screen.findByText(/^Reembolso de \$2,698\.00/);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull());
  });

  it('says where a card refund goes, cancels on confirmation and shows the refund', async () => {
    const cancelled = bill({
      shipping_status: 'cancelado',
      refund: {
        amount: 2698,
        refunded_at: REFUNDED_AT,
        method: 'payment',
        clabe_last4: null,
        transfer_reference: null,
      },
    });
    const fetchMock = open(bill(), () => Response.json(cancelled));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar tu pedido #12?' }));
    expect(dialog.getByText(/Te reembolsaremos \$2,698\.00 a tu tarjeta terminada en 4242/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Sí, cancelar pedido' }));

    expect(
      await screen.findByText(
        `Reembolso de $2,698.00 a tu tarjeta terminada en 4242 el ${formatDate(REFUNDED_AT)}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/cancel')).toEqual([{}]);
  });

  it('keeps the order when the shopper says no', async () => {
    const fetchMock = open(bill(), () => Response.json(bill()));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, conservarlo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/cancel')).toEqual([]);
  });

  it('for an unpaid voucher, says it stops being valid and the products are released', async () => {
    open(pendingBill(oxxoInstructions()), () => Response.json(bill({ shipping_status: 'cancelado' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(/Tu ficha de OXXO dejará de ser válida y liberaremos los productos/),
    ).toBeTruthy();
    expect(dialog.queryByLabelText(/CLABE/)).toBeNull();
  });

  it('for cash paid at OXXO, takes an optional CLABE, checked before it is sent', async () => {
    const paidCash = bill({
      shipping_last4: null,
      payment: { method: 'oxxo', card_brand: null, installment_months: null },
    });
    const owed = {
      ...paidCash,
      shipping_status: 'cancelado' as const,
      refund: {
        amount: 2698,
        refunded_at: null,
        method: 'transfer' as const,
        clabe_last4: '7771',
        transfer_reference: null,
      },
    };
    const fetchMock = open(paidCash, () => Response.json(owed));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/te devolveremos \$2,698\.00 por transferencia/)).toBeTruthy();
    const clabe = dialog.getByLabelText('Tu CLABE (opcional)');
    fireEvent.change(clabe, { target: { value: '002010077777777770' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await dialog.findByText(/Esa CLABE no es válida/)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/cancel')).toEqual([]);

    fireEvent.change(clabe, { target: { value: '0020 1007 7777 7777 71' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(
      await screen.findByText(
        'Te devolveremos $2,698.00 por transferencia a tu CLABE terminada en 7771; te avisaremos cuando la hagamos.',
      ),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/cancel')).toEqual([
      { refund_clabe: '002010077777777771' },
    ]);
  });

  it('shows the server’s refusal in the dialog and leaves the order as it was', async () => {
    open(bill(), () =>
      Response.json({ error: 'El pedido está cancelado; ya no cambia de estado.' }, { status: 409 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El pedido está cancelado; ya no cambia de estado.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is not offered once the order shipped', async () => {
    open(bill({ shipping_status: 'enviado' }), () => Response.json(bill()));
    await screen.findByRole('heading', { name: 'Pedido #12', level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });
});
