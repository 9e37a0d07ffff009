import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, MESSAGES } from '../../http/errors';
import type { SessionReader, SessionUser } from '../auth';
import { roleOf, type Role } from './roles';

export type TeamMember = SessionUser & { role: Role };

export type TeamGuard = {
  /** The signed-in owner or staff member of this request, or undefined (read once per request). */
  memberOf: (request: FastifyRequest) => Promise<TeamMember | undefined>;
  /** The member, or a 404: to anyone else the back-office does not exist. */
  requireMember: (request: FastifyRequest) => Promise<TeamMember>;
  /** The member when an owner, a 403 in Spanish for staff, a 404 for anyone else. */
  requireOwner: (request: FastifyRequest) => Promise<TeamMember>;
};

export const OWNERS_ONLY = 'Solo un dueño de la tienda puede hacer esto. Pídeselo al dueño.';

/**
 * Asked on every request, so a staff member removed in 'Equipo' loses the back-office on their next
 * click, and an e-mail taken out of OWNER_EMAILS (and a restart) at once.
 */
export function teamGuard(db: Database, sessions: SessionReader, config: Config): TeamGuard {
  const cache = new WeakMap<FastifyRequest, Promise<TeamMember | undefined>>();
  const memberOf = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = sessions.userOf(request).then(async (user) => {
        if (!user) return undefined;
        const role = await roleOf(db, config.ownerEmails, user.email);
        return role ? { ...user, role } : undefined;
      });
      cache.set(request, pending);
    }
    return pending;
  };
  const requireMember = async (request: FastifyRequest) => {
    const member = await memberOf(request);
    if (!member) throw new HttpError(404, MESSAGES.notFound);
    return member;
  };
  return {
    memberOf,
    requireMember,
    requireOwner: async (request) => {
      const member = await requireMember(request);
      if (member.role !== 'owner') throw new HttpError(403, OWNERS_ONLY);
      return member;
    },
  };
}
