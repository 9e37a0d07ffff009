/**
 * The notices the storefront shows while browsing, worded in one place, with its duration. Those of the
 * cart, the checkout and the orders are in checkout-messages.ts: this file is in the script every page
 * loads first, which carries every word of it.
 */
export const MESSAGES = {
  // eslint-disable-next-line local/spanish-tu -- the storefront spec's text, word for word
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
