// Apart from lib/messages.ts, which every page loads first: only the cart and the product page say these.

/** Said under a quantity typed past what there is, which is then set to what there is. */
export const onlyAvailable = (units: number): string =>
  units === 1 ? 'Solo hay 1 disponible' : `Solo hay ${units} disponibles`;

/** Said under a quantity typed past what one order takes of a size (more than that is in stock). */
export const mostPerOrder = (units: number): string =>
  `Puedes llevar hasta ${units} piezas de esta talla por pedido`;
