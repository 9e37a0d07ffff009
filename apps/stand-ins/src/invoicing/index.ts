import { DEV_FACTURAPI_PREFIX } from '../../../server/src/dev-services';
import type { StandIn } from '../stand-in';
import { facturapiRoutes } from './facturapi';

/** The local stand-in for Facturapi, which issues the invoices in its place. */
export const facturapi: StandIn = async (app, { config, db }) => {
  await app.register(facturapiRoutes(config, db), { prefix: DEV_FACTURAPI_PREFIX });
};
