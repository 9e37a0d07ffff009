import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers } from './tables';

/** Owners run everything; staff run orders, shipping, stock and pictures. */
export type Role = 'owner' | 'staff';

/**
 * The one rule of who is who in the back-office: an owner's e-mail is in OWNER_EMAILS (or ADMIN_EMAILS,
 * as installs before the team had it); staff are the e-mails an owner added in 'Equipo'. Anyone else has no
 * role, and to them the back-office does not exist.
 */
export async function roleOf(
  db: Database,
  ownerEmails: ReadonlySet<string>,
  email: string,
): Promise<Role | undefined> {
  const address = email.toLowerCase();
  if (ownerEmails.has(address)) return 'owner';
  const [member] = await db
    .select({ email: teamMembers.email })
    .from(teamMembers)
    .where(eq(teamMembers.email, address));
  return member ? 'staff' : undefined;
}
