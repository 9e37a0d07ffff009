import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError, MESSAGES } from '../../http/errors';
import type { SessionReader, SessionUser } from '../auth';

export type StaffGuard = {
  /** True when the request's signed-in user is the owner or staff (their e-mail is in ADMIN_EMAILS). */
  isStaff: (request: FastifyRequest) => Promise<boolean>;
  /** The staff member, or a 404: to anyone else the back-office does not exist. */
  requireStaff: (request: FastifyRequest) => Promise<SessionUser>;
};

/** Asked on every request, so removing an e-mail from ADMIN_EMAILS (and restarting) takes effect at once. */
export function staffGuard(sessions: SessionReader, config: Config): StaffGuard {
  const staffOf = async (request: FastifyRequest) => {
    const user = await sessions.userOf(request);
    return user && config.adminEmails.has(user.email.toLowerCase()) ? user : undefined;
  };
  return {
    isStaff: async (request) => (await staffOf(request)) !== undefined,
    requireStaff: async (request) => {
      const user = await staffOf(request);
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    },
  };
}
