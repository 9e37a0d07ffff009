import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { sessionCookieName } from './session-cookie';
import { userForSession, type SessionUser } from './sessions';

export const NOT_SIGNED_IN = 'Inicia sesión para continuar.';

export type SessionReader = {
  /** The signed-in user of this request, if any (read once per request). */
  userOf: (request: FastifyRequest) => Promise<SessionUser | undefined>;
  /** The same, or a 401 for whoever is not signed in. */
  requireUser: (request: FastifyRequest) => Promise<SessionUser>;
  sessionToken: (request: FastifyRequest) => string | undefined;
};

/** How other modules learn who is asking: through these functions, never through the sessions table. */
export function sessionReader(db: Database, config: Config): SessionReader {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();
  const sessionToken = (request: FastifyRequest) => request.cookies[sessionCookieName(config)];
  const userOf = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      const token = sessionToken(request);
      pending = token ? userForSession(db, token) : Promise.resolve(undefined);
      cache.set(request, pending);
    }
    return pending;
  };
  return {
    userOf,
    sessionToken,
    requireUser: async (request) => {
      const user = await userOf(request);
      if (!user) throw new HttpError(401, NOT_SIGNED_IN);
      return user;
    },
  };
}
