import { DEV_PAY_PREFIX } from '../../../server/src/dev-services';
import type { StandIn } from '../stand-in';
import { hostedCheckoutRoutes } from './hosted-checkout';

/** The local hosted checkout, which answers Stripe's API and shows its pages, in place of Stripe. */
export const hostedCheckout: StandIn = async (app, { config, db, stripeApiVersion }) => {
  await app.register(hostedCheckoutRoutes(config, db, stripeApiVersion), { prefix: DEV_PAY_PREFIX });
};
