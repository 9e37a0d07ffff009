import type { FastifyInstance } from 'fastify';
import type { StandInName } from '../../server/src/dev-services';
import { identityProvider } from './idp';
import { mailbox } from './mailbox';
import { hostedCheckout } from './pay';
import { facturapi } from './invoicing';
import { localCarrier } from './carrier';
import { localWhatsApp } from './whatsapp';
import type { StandIn, StandInAddresses, StandInContext } from './stand-in';

export type { StandInAddresses, StandInContext } from './stand-in';

/**
 * Every stand-in, by the outside service it takes the place of. A new one (a carrier, WhatsApp) is a
 * folder here with an index.ts that mounts it, a line below, and its name and prefix in the server's
 * dev-services.ts, where the shop decides when it needs it and aims its real client at it.
 */
const STAND_INS: Record<StandInName, StandIn> = {
  idp: identityProvider,
  pay: hostedCheckout,
  invoicing: facturapi,
  mailbox,
  carrier: localCarrier,
  whatsapp: localWhatsApp,
};

/**
 * Mounts the stand-ins the shop asks for (`needed`: those of the services it has no credentials for),
 * each under its own prefix, and says where those that listen apart can be reached.
 */
export async function mountStandIns(
  app: FastifyInstance,
  needed: readonly StandInName[],
  context: StandInContext,
): Promise<StandInAddresses> {
  const addresses: StandInAddresses = { smtpUrl: undefined };
  for (const name of needed) Object.assign(addresses, await STAND_INS[name](app, context));
  return addresses;
}
