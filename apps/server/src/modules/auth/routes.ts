import {
  bearerTokenResponse,
  currentUser,
  ecommerceUser,
  errorResponse,
  messageResponse,
  signInQuery,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { BEARER_LIFETIME_S, issueBearerToken, verifyBearerToken } from './bearer-token';
import { NOT_SIGNED_IN, type SessionReader } from './current-user';
import { callbackUrl } from './callback-url';
import { identityProvider } from './oidc';
import { cookieOptions, sessionCookieName, signInCookieName } from './session-cookie';
import { createSession, deleteSession, SESSION_IDLE_MS, sessionHashOf, userOfLiveSession } from './sessions';
import { finishSignIn, SIGN_IN_LIFETIME_MS, SignInError, startSignIn } from './sign-in';
import { toCurrentUser } from './users';

const BEARER_INVALID = 'Token inválido o vencido.';

/** Sign-in with the identity provider, the session, and the bearer token of `/user_ecommerce/me`. */
export function authRoutes(db: Database, config: Config, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    const provider = identityProvider(config, app);
    const signInCookie = { ...cookieOptions(config, SIGN_IN_LIFETIME_MS / 1000), path: '/api/auth/google' };

    app.get(
      '/auth/google',
      { schema: { querystring: signInQuery }, config: { rateLimit: 'sign-in' } },
      async (request, reply) => {
        const { url, cookieToken } = await startSignIn(
          db,
          config,
          await provider(),
          request.query.returnTo ?? '/',
        );
        return reply
          .setCookie(signInCookieName(config), cookieToken, signInCookie)
          .redirect(url.toString(), 302);
      },
    );

    app.get('/auth/google/callback', async (request, reply) => {
      const cookieToken = request.cookies[signInCookieName(config)];
      reply.clearCookie(signInCookieName(config), signInCookie);
      const queryStart = request.url.indexOf('?');
      const currentUrl = new URL(
        `${callbackUrl(config)}${queryStart === -1 ? '' : request.url.slice(queryStart)}`,
      );
      try {
        const { user, returnTo } = await finishSignIn(db, await provider(), cookieToken, currentUrl);
        // A new session id at every sign-in: whatever id the browser had before is ended.
        const previous = sessions.sessionToken(request);
        if (previous) await deleteSession(db, previous);
        const token = await createSession(db, user.id);
        return reply
          .setCookie(sessionCookieName(config), token, cookieOptions(config, SESSION_IDLE_MS / 1000))
          .redirect(returnTo, 302);
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.warn({ reason: error.message }, 'sign-in refused');
        return reply.redirect(
          error.refusal === 'unverified-email' ? '/auth/login?error=correo' : '/auth/login?error=1',
          302,
        );
      }
    });

    app.get(
      '/auth/me',
      { schema: { response: { 200: currentUser, 401: errorResponse } } },
      async (request, reply) => {
        const user = await sessions.userOf(request);
        if (!user) return reply.status(401).send({ error: NOT_SIGNED_IN });
        return toCurrentUser(user);
      },
    );

    app.post('/auth/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
      const token = sessions.sessionToken(request);
      if (token) await deleteSession(db, token);
      reply.clearCookie(sessionCookieName(config), cookieOptions(config, 0));
      return { message: 'Sesión cerrada.' };
    });

    app.get('/auth/token', { schema: { response: { 200: bearerTokenResponse } } }, async (request, reply) => {
      const user = await sessions.requireUser(request);
      // requireUser found a live session, so its cookie is there.
      const sessionHash = sessionHashOf(sessions.sessionToken(request) ?? '');
      reply.header('cache-control', 'no-store');
      return {
        token: await issueBearerToken(config, { userId: user.id, sessionHash }),
        expires_in: BEARER_LIFETIME_S,
      };
    });

    app.get('/user_ecommerce/me', { schema: { response: { 200: ecommerceUser } } }, async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const claims = token ? await verifyBearerToken(config, token) : undefined;
      const user = claims ? await userOfLiveSession(db, claims.sessionHash) : undefined;
      // A token is refused at once, not when it expires, once its session ended (signed out, expired,
      // the account deleted) or if it names another user's session.
      if (!user || user.id !== claims?.userId || user.deletedAt) throw new HttpError(401, BEARER_INVALID);
      return { name: user.name, ecommerce_user_id: user.id };
    });
  };
}
