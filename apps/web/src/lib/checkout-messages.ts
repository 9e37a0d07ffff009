/**
 * The notices of the cart, the checkout and the orders, worded in one place; the browsing ones are in
 * messages.ts, with every notice's duration. Apart so that the first script does not carry them.
 */
export const CHECKOUT_MESSAGES = {
  cartSoldOut: 'Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.',
  cartAdjusted: 'Hemos ajustado algunas cantidades según el stock disponible',
  checkoutPhoneMissing: 'Por favor agrega tu número de teléfono para continuar',
  checkoutAddressMissing: 'Por favor selecciona una dirección de envío para continuar',
  checkoutUserMissing: 'No se pudo recuperar la información de usuario',
  // eslint-disable-next-line local/spanish-tu -- the storefront spec's text, word for word
  checkoutFailed: 'Ocurrió un error al procesar la compra. Por favor, intente nuevamente.',
  ordersFailed: 'Error al obtener las órdenes',
} as const;
