import { createHash, randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { z } from 'zod';
import type { Config } from '../../../server/src/config';
import { DEV_CLIENT_ID, devClientSecret, devIssuer } from '../../../server/src/dev-services';
import { STAND_IN_PAGE_POLICY } from '../common/page-policy';
import { sealedCodes } from './sealed-codes';
import { signInPage } from './sign-in-page';

const CODE_LIFETIME_MS = 60_000;
const ID_TOKEN_LIFETIME_S = 600;

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(DEV_CLIENT_ID),
  redirect_uri: z.string(),
  scope: z.string().includes('openid'),
  state: z.string().min(1).max(500),
  nonce: z.string().min(1).max(500),
  code_challenge: z.string().regex(/^[\w-]{43,128}$/),
  code_challenge_method: z.literal('S256'),
});
const signInForm = authorizeQuery.extend({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(200),
});
const tokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string(),
  redirect_uri: z.string(),
  code_verifier: z.string().min(43).max(128),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/**
 * A small but real OpenID Connect provider for demos and tests (never in production): discovery, JWKS,
 * an authorization endpoint with a Spanish sign-in page, and a token endpoint that checks the client,
 * the redirect URI and the PKCE verifier and returns an RS256-signed ID token. The shop's own
 * `openid-client` code signs in against it exactly as it does against Google.
 */
export function identityProviderRoutes(config: Config, callbackUrl: string): FastifyPluginAsync {
  return async (app) => {
    // Its pages style themselves inline; the shop's own pages keep the strict policy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Content-Security-Policy', STAND_IN_PAGE_POLICY);
    });
    await app.register(formBody, { bodyLimit: 8 * 1024 });
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'dev-1', alg: 'RS256', use: 'sig' };
    const codes = sealedCodes(config.sessionSecret);
    // A code is good once: this process remembers the ones it took until they expire. Another process
    // could take one again within its minute, but the shop's own sign-in attempt it belongs to is
    // single-use, so a second exchange signs nobody in.
    const used = new Map<string, number>();
    const issuer = devIssuer(config);

    app.get('/.well-known/openid-configuration', async () => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'picture'],
    }));

    app.get('/jwks', async () => ({ keys: [jwk] }));

    app.get('/authorize', async (request, reply) => {
      const query = authorizeQuery.safeParse(request.query);
      if (!query.success || query.data.redirect_uri !== callbackUrl) {
        return reply
          .status(400)
          .type('text/plain; charset=utf-8')
          .send('Solicitud de inicio de sesión inválida.');
      }
      return reply.type('text/html; charset=utf-8').send(signInPage(query.data));
    });

    app.post('/authorize', async (request, reply) => {
      const form = signInForm.safeParse(request.body);
      if (!form.success || form.data.redirect_uri !== callbackUrl) {
        const hidden = authorizeQuery.safeParse(request.body);
        if (!hidden.success)
          return reply.status(400).type('text/plain; charset=utf-8').send('Solicitud inválida.');
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(signInPage(hidden.data, 'Escribe tu nombre y un correo válido.'));
      }
      const code = codes.seal({
        clientId: form.data.client_id,
        redirectUri: form.data.redirect_uri,
        challenge: form.data.code_challenge,
        nonce: form.data.nonce,
        name: form.data.name,
        email: form.data.email.toLowerCase(),
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      const target = new URL(form.data.redirect_uri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', form.data.state);
      target.searchParams.set('iss', issuer);
      return reply.redirect(target.toString(), 302);
    });

    app.post('/token', async (request, reply) => {
      const form = tokenForm.safeParse(request.body);
      const client = clientCredentials(request.headers.authorization, form.success ? form.data : undefined);
      if (!form.success) return reply.status(400).send({ error: 'invalid_request' });
      if (client.id !== DEV_CLIENT_ID || client.secret !== devClientSecret(config)) {
        return reply.status(401).send({ error: 'invalid_client' });
      }
      const now = Date.now();
      for (const [taken, expiresAt] of used) if (expiresAt < now) used.delete(taken);
      const pending = used.has(form.data.code) ? undefined : codes.open(form.data.code);
      if (pending) used.set(form.data.code, pending.expiresAt);
      const challenge = createHash('sha256').update(form.data.code_verifier).digest('base64url');
      if (
        !pending ||
        pending.expiresAt < now ||
        pending.clientId !== client.id ||
        pending.redirectUri !== form.data.redirect_uri ||
        pending.challenge !== challenge
      ) {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
      // The same e-mail is the same person at this provider, so a demo user can sign in again.
      const subject = `local-${createHash('sha256').update(pending.email).digest('hex').slice(0, 24)}`;
      const idToken = await new SignJWT({
        nonce: pending.nonce,
        email: pending.email,
        email_verified: true,
        name: pending.name,
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid as string })
        .setIssuer(issuer)
        .setSubject(subject)
        .setAudience(client.id)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_LIFETIME_S}s`)
        .sign(privateKey);
      return reply.header('cache-control', 'no-store').send({
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: ID_TOKEN_LIFETIME_S,
        id_token: idToken,
        scope: 'openid email profile',
      });
    });
  };
}

/** client_secret_basic or client_secret_post. */
function clientCredentials(
  authorization: string | undefined,
  form: { client_id?: string | undefined; client_secret?: string | undefined } | undefined,
): { id?: string; secret?: string } {
  if (authorization?.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: form?.client_id, secret: form?.client_secret };
}
