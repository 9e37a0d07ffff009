import type { ListingRequest, SelectionName } from '@store/contract';

/**
 * Every key of the browser's query cache, built here so that a page and the change that must refresh it
 * name the same key. Keys nest: invalidating one refreshes every key that starts with it, which is why
 * a resource's own keys start with its `all()` (the back-office's, all under 'admin', are in
 * features/admin/keys.ts; delivery's in lib/shipping/keys.ts).
 */
export const queryKeys = {
  session: () => ['session'] as const,
  banners: () => ['banners'] as const,
  strip: () => ['strip'] as const,
  categories: () => ['categories'] as const,
  productList: (request: ListingRequest) => ['products', request] as const,
  product: (productId: number) => ['product', productId] as const,
  selection: (selection: SelectionName) => ['selection', selection] as const,
  suggestions: (name: string) => ['suggestions', name] as const,
  locations: () => ['locations'] as const,
  /** The signed-in shopper's 'Avísame cuando llegue' alerts; per user, like their orders. */
  stockAlerts: {
    all: () => ['stock-alerts'] as const,
    of: (userId: number | undefined) => ['stock-alerts', userId] as const,
  },
  /** The signed-in shopper's consent to order news on WhatsApp; per user. */
  whatsappConsent: (userId: number | undefined) => ['whatsapp-consent', userId] as const,
  /** The alert an e-mail's "Cancelar aviso" link names (outside `stockAlerts`: it needs no session). */
  stockAlertByToken: (token: string) => ['stock-alert-by-token', token] as const,
  /** The signed-in shopper's orders: a new sign-in is a new key, never another shopper's list. */
  myOrders: (userId: number | undefined) => ['orders', userId] as const,
  order: (orderId: number | null) => ['order', orderId] as const,
  activePromotions: () => ['active-promotions'] as const,
  /** A product's stars on its listing card; all of them change when a review is published. */
  rating: (productId: number) => ['rating', productId] as const,
  /** A page of a product's published reviews, as sorted and filtered. */
  productReviews: (productId: number, sort: string, withPhotos: boolean, page: number) =>
    ['reviews', productId, sort, withPhotos, page] as const,
  /** The buyer's review of one product of one order, and the form's facts about that purchase. */
  myReview: (orderId: number, productId: number) => ['my-review', orderId, productId] as const,
  installmentPlans: () => ['installment-plans'] as const,
  checkoutSession: (sessionId: string | null) => ['checkout-session', sessionId] as const,
};
