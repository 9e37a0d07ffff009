import { STORE_ADDRESS } from '@store/contract';
import type { Config } from '../../../config';
import { HttpError } from '../../../http/errors';

/** The shopper is told the limits and where to ask for more: the shop's WhatsApp and e-mail. */
export const tooManyUnits = ({ unitsPerSize, unitsPerOrder }: Config['orderLimits']) =>
  `En línea vendemos hasta ${unitsPerSize} piezas de cada talla y ${unitsPerOrder} en total por pedido. Para comprar más, escríbenos por WhatsApp al ${STORE_ADDRESS.phone} o a ${STORE_ADDRESS.email} y te atendemos.`;

/**
 * Refuses a checkout that would hold more units than one order sensibly needs, of one size or in all
 * (422 with `field: 'products'`, so the cart can say it beside the lines): units held by an unpaid
 * order are units no one else can buy for days.
 */
export function refuseOversizedOrder(quantities: ReadonlyMap<number, number>, limits: Config['orderLimits']) {
  const units = [...quantities.values()];
  const total = units.reduce((sum, quantity) => sum + quantity, 0);
  if (units.some((quantity) => quantity > limits.unitsPerSize) || total > limits.unitsPerOrder) {
    throw new HttpError(422, tooManyUnits(limits), 'products');
  }
}
