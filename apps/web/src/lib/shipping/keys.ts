/**
 * The query keys of what delivery costs and when it arrives: the flat rate, the state table's days, the
 * carriers' options and the store's counter. Apart from `lib/query/keys.ts`, as the back-office's are, because
 * only the cart, the payment page and the product page's arrival line ask for them: the script every page
 * loads first does not carry them (its budget, e2e/first-load-budget.test.ts).
 */
export const shippingKeys = {
  shippingRate: () => ['shipping-rate'] as const,
  deliveryEstimate: (state: string | null) => ['delivery-estimate', state] as const,
  pickupStore: () => ['pickup-store'] as const,
  /** Every address's and cart's options: what a changed price refreshes. */
  allShippingOptions: () => ['shipping-options'] as const,
  shippingOptions: (postalCode: string | null, lines: string) =>
    ['shipping-options', postalCode, lines] as const,
};
