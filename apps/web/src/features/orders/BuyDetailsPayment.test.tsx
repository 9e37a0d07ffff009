import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/dates';
import { bill, oxxoInstructions, pendingBill, speiInstructions } from '../../test/orders';
import { openOrderPage, restoreAfterEachOrderPage } from '../../test/order-page';

const DEADLINE = 'sábado, 28 de noviembre de 2026, 23:59 (hora del centro de México)';

restoreAfterEachOrderPage();

describe('an order waiting for its payment', () => {
  it('shows the OXXO voucher above the items: reference, amount, deadline, voucher and the steps', async () => {
    openOrderPage(pendingBill(oxxoInstructions()));
    const box = await screen.findByRole('region', { name: `Paga en OXXO antes del ${DEADLINE}` });
    const pay = within(box);
    // Grouped in fours on screen, the digits alone when copied.
    const reference = pay.getByText('9300', { exact: false }).closest('.grouped-code');
    expect(reference?.textContent).toBe('93000262811340256789');
    expect(reference?.querySelectorAll('span')).toHaveLength(5);
    expect(pay.getByText('Monto a pagar').nextElementSibling?.textContent).toBe('$2,698.00');
    expect(pay.getByText('Apartamos tus productos hasta entonces.')).toBeTruthy();
    expect(pay.getByText(/dile al cajero que quieres hacer un pago de OXXO Pay/)).toBeTruthy();
    const voucher = pay.getByRole('link', { name: /Ver e imprimir ficha/ });
    expect(voucher.getAttribute('href')).toBe('https://pagos.test/oxxo/voucher_123');
    expect(voucher.getAttribute('target')).toBe('_blank');
    expect(voucher.getAttribute('rel')).toBe('noopener noreferrer');
    // Above the items, so it is the first thing read after the order's facts.
    const items = screen.getByRole('region', { name: 'Productos' });
    expect(box.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const shipping = within(screen.getByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Pendiente de pago').className).toContain('shipping-status-awaiting');
    expect(shipping.getByText('Enviamos tu pedido en cuanto recibamos tu pago.')).toBeTruthy();
    expect(shipping.queryByText('Guía de rastreo')).toBeNull();
    expect(shipping.queryByRole('button', { name: 'Rastrear paquete' })).toBeNull();
    expect(screen.getByText('Pago en efectivo en OXXO')).toBeTruthy();
  });

  it('shows the SPEI transfer with a CLABE to copy, and says it was copied', async () => {
    openOrderPage(pendingBill(speiInstructions()));
    const pay = within(await screen.findByRole('region', { name: `Transfiere antes del ${DEADLINE}` }));
    expect(pay.getByText('Monto a transferir').nextElementSibling?.textContent).toBe('$2,698.00');
    expect(pay.getByText('STP')).toBeTruthy();
    expect(pay.getByText('Norteño Western SA de CV')).toBeTruthy();
    expect(pay.getByText('NW7K3M9Q')).toBeTruthy();
    expect(pay.queryByText(/Ya recibimos/)).toBeNull();

    const user = userEvent.setup();
    await user.click(pay.getByRole('button', { name: 'Copiar CLABE' }));
    expect(await navigator.clipboard.readText()).toBe('646180157000000004');
    expect(pay.getByRole('button', { name: 'Copiada' })).toBeTruthy();
    expect(pay.getAllByRole('status').map((status) => status.textContent)).toContain('CLABE copiada');

    // The keyboard reaches the other one.
    pay.getByRole('button', { name: 'Copiar referencia' }).focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('NW7K3M9Q');
  });

  it('says how to copy by hand when the browser refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openOrderPage(pendingBill(speiInstructions()));
    const copy = await screen.findByRole('button', { name: 'Copiar CLABE' });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(copy);
    expect(await screen.findByText('No se pudo copiar: selecciona la CLABE y cópiala.')).toBeTruthy();
  });

  it('asks only for what is missing after a partial transfer', async () => {
    openOrderPage(pendingBill(speiInstructions({ amount_remaining: 1698 })));
    const pay = within(await screen.findByRole('region', { name: `Transfiere antes del ${DEADLINE}` }));
    expect(pay.getByText('Ya recibimos $1,000.00; faltan $1,698.00.')).toBeTruthy();
    expect(pay.getByText('Monto a transferir').nextElementSibling?.textContent).toBe('$1,698.00');
    expect(pay.getByText(/Transfiere exactamente \$1,698\.00/)).toBeTruthy();
  });

  it('explains a lapsed voucher, without instructions or tracking', async () => {
    openOrderPage(
      bill({
        shipping_status: 'Pago no recibido',
        payment: { method: 'oxxo', card_brand: null, installment_months: null },
      }),
    );
    expect(await screen.findByText('Tu ficha venció sin pago; liberamos los productos.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /antes del/ })).toBeNull();
    const shipping = within(screen.getByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Pago no recibido').className).toContain('shipping-status-unpaid');
    expect(shipping.queryByText('Guía de rastreo')).toBeNull();
    expect(shipping.queryByRole('button', { name: 'Rastrear paquete' })).toBeNull();
  });

  it('explains a transfer that never came, and offers to give back a part sent', async () => {
    openOrderPage(
      bill({
        shipping_status: 'Pago no recibido',
        payment: { method: 'spei', card_brand: null, installment_months: null },
      }),
    );
    expect(
      await screen.findByText('Tu transferencia no llegó a tiempo; liberamos los productos.'),
    ).toBeTruthy();
    expect(screen.getByText(/Si alcanzaste a transferir algo, escríbenos/)).toBeTruthy();
  });
});

describe('a cancelled order’s refund', () => {
  const refundedAt = '2026-03-06T18:00:00.000Z';

  it('says it went back to the card', async () => {
    openOrderPage(
      bill({
        shipping_status: 'cancelado',
        refund: {
          amount: 2698,
          refunded_at: refundedAt,
          method: 'payment',
          clabe_last4: null,
          transfer_reference: null,
        },
      }),
    );
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(
      shipping.getByText(
        `Reembolso de $2,698.00 a tu tarjeta terminada en 4242 el ${formatDate(refundedAt)}.`,
      ),
    ).toBeTruthy();
    expect(shipping.getByText(/puede tardar unos días/)).toBeTruthy();
  });

  it('says where the transfer of cash paid at OXXO went, with its reference', async () => {
    openOrderPage(
      bill({
        shipping_status: 'cancelado',
        payment: { method: 'oxxo', card_brand: null, installment_months: null },
        refund: {
          amount: 2698,
          refunded_at: refundedAt,
          method: 'transfer',
          clabe_last4: '6789',
          transfer_reference: 'ABC123',
        },
      }),
    );
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(
      shipping.getByText(
        `Reembolso de $2,698.00 por transferencia a tu CLABE terminada en 6789 (referencia ABC123) el ${formatDate(refundedAt)}.`,
      ),
    ).toBeTruthy();
    expect(shipping.queryByText(/puede tardar unos días/)).toBeNull();
  });
});
