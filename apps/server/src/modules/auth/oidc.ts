import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, customFetch as joseCustomFetch, type JWTVerifyGetKey } from 'jose';
import * as client from 'openid-client';
import type { Config } from '../../config';
import { DEV_CLIENT_ID, devClientSecret, devIssuer } from '../../dev-services';

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * The identity provider the shop signs in with: Google when its credentials are configured, else the
 * local provider at /dev-idp. For the local one, requests that `openid-client` makes go straight into
 * this same server (`inject`), so sign-in works whatever host or port the shop is reached on.
 */
export type IdentityProvider = {
  configuration: client.Configuration;
  /** The provider's published keys: every ID token's signature is checked against them. */
  keys: JWTVerifyGetKey;
};

export function identityProvider(config: Config, app: FastifyInstance): () => Promise<IdentityProvider> {
  let discovered: Promise<IdentityProvider> | undefined;
  const fetchLocally = config.google ? undefined : injectFetch(app);
  return () => {
    discovered ??= (
      config.google
        ? client.discovery(new URL(GOOGLE_ISSUER), config.google.clientId, config.google.clientSecret)
        : client.discovery(new URL(devIssuer(config)), DEV_CLIENT_ID, devClientSecret(config), undefined, {
            [client.customFetch]: fetchLocally,
            execute: [client.allowInsecureRequests],
          })
    )
      .then((configuration) => {
        const jwksUri = configuration.serverMetadata().jwks_uri;
        if (!jwksUri) throw new Error('El proveedor de identidad no publica sus llaves (jwks_uri)');
        const keys = createRemoteJWKSet(
          new URL(jwksUri),
          fetchLocally
            ? {
                [joseCustomFetch]: (url, options) =>
                  fetchLocally(url, {
                    ...options,
                    headers: Object.fromEntries(options.headers.entries()),
                    body: undefined,
                  }),
              }
            : {},
        );
        return { configuration, keys };
      })
      .catch((error: unknown) => {
        // A failed discovery is tried again on the next sign-in instead of being remembered.
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}

function injectFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    const body = options.body === undefined || options.body === null ? undefined : String(options.body);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
