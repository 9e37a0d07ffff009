import { describe, expect, it } from 'vitest';
import type { MessagePayloads } from '../../messages';
import { renderMessage } from '../index';

const SITE = { publicUrl: 'https://tienda.test' };
const base: MessagePayloads['back-in-stock'] = {
  productName: 'Bota vaquera Ariat punta rodeo',
  color: 'Café',
  size: '26.5',
  picture: 'p1-c1-1.webp',
  path: '/product/1/1000002',
  otherAlerts: [],
};

describe('"Ya llegó tu talla"', () => {
  it('names the product, colour and size, links to that size’s page, and says the alert ended', async () => {
    const message = await renderMessage('back-in-stock', base, SITE);
    expect(message.subject).toBe('Ya llegó tu talla: Bota vaquera Ariat punta rodeo');
    expect(message.text).toContain('Café · Talla 26.5');
    expect(message.text).toContain('Ver mi talla (https://tienda.test/product/1/1000002)');
    expect(message.text).toContain('no te volveremos a escribir por esta talla');
    expect(message.text).toContain('pediste que te avisáramos de una talla');
    expect(message.html).toContain('https://tienda.test/api/product/image/');
    expect(message.text).not.toContain('Cancelar aviso');
    // The way to stop every alert is always there, even when none is left to cancel one by one.
    expect(message.text).toContain(
      'Para dejar de recibir avisos, quítalos en Mis avisos (https://tienda.test/profile)',
    );
  });

  it('lists the other sizes still awaited, each with the link that cancels it', async () => {
    const message = await renderMessage(
      'back-in-stock',
      {
        ...base,
        otherAlerts: [
          { productName: 'Sombrero Stetson', color: 'Negro', size: '57', cancelPath: '/avisos/cancelar/abc' },
        ],
      },
      SITE,
    );
    expect(message.text).toContain('Sigues esperando otra talla');
    expect(message.text).toContain(
      'Sombrero Stetson · Negro · Talla 57 · Cancelar aviso (https://tienda.test/avisos/cancelar/abc)',
    );
  });
});
