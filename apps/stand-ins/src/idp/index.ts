import { DEV_IDP_PREFIX } from '../../../server/src/dev-services';
import type { StandIn } from '../stand-in';
import { identityProviderRoutes } from './provider';

/** The local OpenID provider, in place of Google. */
export const identityProvider: StandIn = async (app, { config, signInCallbackUrl }) => {
  await app.register(identityProviderRoutes(config, signInCallbackUrl), { prefix: DEV_IDP_PREFIX });
};
