import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { CatalogAnswers } from '../../catalog';
import { enviaClientFor } from '../envia/envia-requests';
import { ShippingQuotes, type DeliveryDays } from './shipping-quotes';

/**
 * The shop's quoting, one per process (its remembered answers are this process's): Envia.com or the
 * local carrier by the configuration, from the store's address, with the owner's flat rate to fall back
 * on, reading the cart's parcels from the catalogue's remembered answers. `fallbackDays` is how long the
 * flat rate's parcel takes to a state, which the checkout knows.
 */
export function shippingQuotesFor(
  config: Config,
  db: Database,
  catalog: Pick<CatalogAnswers, 'parcelFacts'>,
  log: FastifyBaseLogger,
  fallbackDays: (stateName: string) => DeliveryDays,
): ShippingQuotes {
  return new ShippingQuotes({
    db,
    parcelFacts: (variantIds) => catalog.parcelFacts(variantIds),
    client: enviaClientFor(config),
    origin: config.envia.origin,
    flatRate: config.shipping,
    fallbackDays,
    log,
  });
}
