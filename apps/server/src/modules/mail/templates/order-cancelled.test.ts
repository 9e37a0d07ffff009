import { describe, expect, it } from 'vitest';
import type { MessagePayloads } from '../messages';
import { renderMessage } from './index';

const SITE = { publicUrl: 'https://tienda.test' };
const base: MessagePayloads['order-cancelled'] = {
  orderNumber: 41,
  refundedCents: 2499_00,
  cardLast4: null,
  refundClabeLast4: null,
  reason: null,
};
const textOf = async (data: Partial<MessagePayloads['order-cancelled']>) =>
  (await renderMessage('order-cancelled', { ...base, ...data }, SITE)).text;

describe('"Tu pedido #N fue cancelado"', () => {
  it('says staff cancelled it and refunded it, when the message predates who cancelled', async () => {
    const text = await textOf({ cardLast4: '4242' });
    expect(text).toContain('Cancelamos tu pedido antes de enviarlo y te devolvimos tu dinero completo.');
    expect(text).toContain('$2,499.00 a tu tarjeta terminada en 4242');
  });

  it('tells the shopper who cancelled a card order where their money went', async () => {
    const text = await textOf({ cardLast4: '4242', byShopper: true, refund: 'made' });
    expect(text).toContain(
      'Cancelaste tu pedido antes de que lo enviáramos y te devolvimos tu dinero completo.',
    );
    expect(text).toContain('$2,499.00 a tu tarjeta terminada en 4242');
  });

  it('promises the transfer of cash paid at OXXO, and asks for the CLABE when none was given', async () => {
    const asked = await textOf({ byShopper: true, refund: 'owed' });
    expect(asked).toContain('te devolveremos tu dinero completo por transferencia');
    expect(asked).toContain('Te escribiremos para pedirte tu CLABE');
    const given = await textOf({ byShopper: true, refund: 'owed', refundClabeLast4: '7771' });
    expect(given).toContain('$2,499.00 por transferencia a tu CLABE terminada en 7771');
    expect(given).not.toContain('pedirte tu CLABE');
    expect(given).not.toContain('Ya hicimos la transferencia');
  });

  it('says an unpaid order charged nothing and its voucher no longer pays it', async () => {
    const text = await textOf({ refundedCents: 0, byShopper: true, refund: 'none' });
    expect(text).toContain('Como aún no lo pagabas, no se te cobró nada.');
    expect(text).toContain('ya no son válidos: no hagas el pago');
    expect(text).not.toContain('Reembolso');
  });
});
