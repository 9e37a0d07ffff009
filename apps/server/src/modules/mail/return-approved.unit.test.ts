import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { renderMessage } from './templates';

const SITE = { publicUrl: 'https://tienda.test' };

describe('"Aprobamos tu devolución del pedido #N"', () => {
  it('says where to send the items and who pays the shipping, as the returns page does', async () => {
    const { text } = await renderMessage('return-approved', { orderNumber: 57 }, SITE);
    expect(text).toContain(`${SHOP_NAME}, ${STORE_ADDRESS.mapQuery}`);
    // The words of the returns page, '/Devoluciones'.
    expect(text).toContain(
      'Si el artículo llegó con un defecto o no es el que pediste, nosotros cubrimos el envío de regreso y el envío del cambio.',
    );
    expect(text).toContain(
      'Si lo devuelves porque no te quedó o cambiaste de opinión, el envío de regreso corre por tu cuenta.',
    );
    expect(text).toContain('#57');
  });
});
