import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TeamMemberRow } from '@store/contract/admin';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../audit';
import { queueMessage } from '../mail';
import { teamMembers } from './tables';

export const ALREADY_OWNER = 'Ese correo es de un dueño de la tienda: ya puede entrar a todo.';
export const ALREADY_STAFF = 'Esa persona ya está en el equipo.';
export const NOT_IN_TEAM = 'Esa persona no está en el equipo.';

/** The owners (from the server's configuration) and then the staff, as 'Equipo' lists them. */
export async function listTeam(db: Database, ownerEmails: ReadonlySet<string>): Promise<TeamMemberRow[]> {
  const staff = await db.select().from(teamMembers).orderBy(asc(teamMembers.email));
  return [
    ...[...ownerEmails]
      .sort()
      .map((email) => ({ email, role: 'owner' as const, added_by: null, added_at: null })),
    ...staff
      .filter((member) => !ownerEmails.has(member.email))
      .map((member) => ({
        email: member.email,
        role: 'staff' as const,
        added_by: member.addedBy,
        added_at: member.addedAt.toISOString(),
      })),
  ];
}

/**
 * An owner adds a staff member by the e-mail they sign in with; audited with the change, and their
 * invitation e-mail queued in the same transaction (it goes if and only if they were added).
 */
export async function addStaff(
  db: Database,
  ownerEmails: ReadonlySet<string>,
  actorEmail: string,
  email: string,
): Promise<void> {
  const address = email.toLowerCase();
  if (ownerEmails.has(address)) throw new HttpError(409, ALREADY_OWNER, 'email');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(teamMembers)
      .values({ email: address, addedBy: actorEmail })
      .onConflictDoNothing()
      .returning({ email: teamMembers.email });
    if (added.length === 0) throw new HttpError(409, ALREADY_STAFF, 'email');
    await recordAudit(tx, actorEmail, { action: 'team.staff_added', email: address });
    await queueMessage(tx, {
      kind: 'staff-invitation',
      // Added again after being removed, they are invited again.
      key: `team:${address}:invited:${randomUUID()}`,
      to: { email: address },
      data: { email: address, invitedBy: actorEmail },
    });
  });
}

/** An owner takes a staff member out: their next request no longer opens the back-office. */
export async function removeStaff(db: Database, actorEmail: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.email, address))
      .returning({ email: teamMembers.email });
    if (removed.length === 0) throw new HttpError(404, NOT_IN_TEAM);
    await recordAudit(tx, actorEmail, { action: 'team.staff_removed', email: address });
  });
}

/** Everyone who hears from the shop about its orders (a new order, low stock): owners and staff. */
export async function teamEmails(db: Database, ownerEmails: ReadonlySet<string>): Promise<string[]> {
  const staff = await db
    .select({ email: teamMembers.email })
    .from(teamMembers)
    .orderBy(asc(teamMembers.email));
  return [...new Set([...ownerEmails, ...staff.map((member) => member.email)])];
}
