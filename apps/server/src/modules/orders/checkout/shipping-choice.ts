import {
  PICKUP_OPTION,
  SHIPPING_OPTION_ID_PATTERN,
  STANDARD_DELIVERY_OPTION,
  STORE_ADDRESS,
  type Fulfilment,
} from '@store/contract';
import { PICKUP_SHIPPING, type ShippingRule } from '@store/money';
import type { Config } from '../../../config';
import { HttpError } from '../../../http/errors';

export const UNKNOWN_SHIPPING_OPTION =
  'Esa forma de entrega ya no está disponible. Elige envío a domicilio o recoger en tienda.';

/** How the shopper chose to receive the order, and what that costs. */
export type ShippingChoice = {
  fulfilment: Fulfilment;
  rule: ShippingRule;
  /**
   * A carrier's option the shopper chose from the quotes (its id, with the price they saw): quoted
   * again before anything is charged (`confirmCarrierOption`). Null for the flat rate and pick-up.
   */
  carrierOptionId: string | null;
};

/**
 * The checkout's `shipping_option`: today's flat-rate delivery (also when none is named, as old pages
 * send), a pick-up at the store, free, or a carrier's option from `POST /api/shipping/options`. Anything
 * else is refused, so an order is never priced with a way the shop does not offer.
 */
export function shippingChoiceOf(option: string | undefined, config: Config): ShippingChoice {
  if (option === undefined || option === STANDARD_DELIVERY_OPTION) {
    return { fulfilment: 'delivery', rule: config.shipping, carrierOptionId: null };
  }
  if (option === PICKUP_OPTION) {
    return { fulfilment: 'pickup', rule: PICKUP_SHIPPING, carrierOptionId: null };
  }
  // A carrier's option id ends with the price the page showed (`estafeta-ground-16900`): a word alone
  // ('dron') is no option the page could have offered.
  if (SHIPPING_OPTION_ID_PATTERN.test(option) && /-\d+$/.test(option)) {
    // Its price is the quote's, once confirmed; until then the owner's rule stands in.
    return { fulfilment: 'delivery', rule: config.shipping, carrierOptionId: option };
  }
  throw new HttpError(422, UNKNOWN_SHIPPING_OPTION);
}

/** The hosted checkout's shipping line for a pick-up: where, and free. */
export const PICKUP_SHIPPING_NAME = `Recoger en tienda (${STORE_ADDRESS.street}, ${STORE_ADDRESS.city})`;
