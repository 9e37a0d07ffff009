import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { enviaClientFor } from '../envia/envia-requests';
import { ShippingQuotes, type DeliveryDays } from './shipping-quotes';

/**
 * The shop's quoting, one per process (its remembered answers are this process's): Envia.com or the
 * local carrier by the configuration, from the store's address, with the owner's flat rate to fall
 * back on. `fallbackDays` is how long the flat rate's parcel takes to a state, which the checkout knows.
 */
export function shippingQuotesFor(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  fallbackDays: (stateName: string) => DeliveryDays,
): ShippingQuotes {
  return new ShippingQuotes({
    db,
    client: enviaClientFor(config),
    origin: config.envia.origin,
    flatRate: config.shipping,
    fallbackDays,
    log,
  });
}
