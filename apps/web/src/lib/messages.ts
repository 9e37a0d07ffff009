/** Every notice the storefront shows, worded in one place, with its duration. */
export const MESSAGES = {
  featuredRowFailed: 'Ha ocurrido un error. Intente de nuevo más tarde.',
  listFailed: 'Error al cargar productos',
  notEnoughStock: 'No hay suficientes unidades disponibles para agregar al carrito.',
  addedToCart: 'Agregado al carrito',
  favoriteDuplicate: 'Este producto ya está en tus favoritos',
  favoriteAdded: 'Añadido a favoritos',
  favoriteRemoved: 'Eliminado de favoritos',
  cartLineCapped: (name: string, quantity: number) =>
    `Reduciendo cantidad de ${name} a ${quantity} unidades (stock disponible)`,
  cartLineSoldOut: (name: string) => `${name} se agotó.`,
  cartSoldOut: 'Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.',
  cartAdjusted: 'Hemos ajustado algunas cantidades según el stock disponible',
  checkoutPhoneMissing: 'Por favor agrega tu número de teléfono para continuar',
  checkoutAddressMissing: 'Por favor selecciona una dirección de envío para continuar',
  checkoutUserMissing: 'No se pudo recuperar la información de usuario',
  checkoutFailed: 'Ocurrió un error al procesar la compra. Por favor, intente nuevamente.',
  ordersFailed: 'Error al obtener las órdenes',
} as const;

/** Milliseconds a notice stays, for the notices given a time of their own. */
export const DURATIONS = {
  addedToCart: 500,
  notEnoughStock: 4000,
  cartSoldOut: 5000,
  cartAdjusted: 3000,
  /** Checkout's own defaults: 2 s, and 3 s for its information notices (the sold-out one keeps 5 s). */
  checkout: 2000,
  checkoutInfo: 3000,
  ordersFailed: 1000,
} as const;
