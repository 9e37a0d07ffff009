import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { teamMembers, users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { writeCatalogFixture, type Fixture } from './catalog-fixture';
import { createTestDatabase } from './database';

export const STAFF_EMAIL = 'dueno@tienda.test';
/** A staff member (not an owner) an owner added in 'Equipo'. */
export const CLERK_EMAIL = 'empleado@tienda.test';

export type AdminTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The session cookie of the owner (STAFF_EMAIL, in OWNER_EMAILS). */
  staff: { sid: string };
  /** The session cookie of a staff member who is not an owner (CLERK_EMAIL, in the team's table). */
  clerk: { sid: string };
  close: () => Promise<void>;
};

export type AdminTestAppWithCatalogue = AdminTestApp & { fixture: Fixture };

type AdminTestAppOptions = {
  /** Write the test catalogue before the app starts. */
  catalogue?: boolean;
  /** The app's ADMIN_EMAILS (its owners); the owner signs in as STAFF_EMAIL whatever it says. */
  adminEmails?: string;
};

/** A user with this e-mail, signed in: answers the session id for the `sid` cookie. */
export async function signIn(database: DatabaseHandle, email: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: email, email, name: email })
    .returning();
  return createSession(database.db, user!.id);
}

/** The app on a fresh database (with the test catalogue if asked), a signed-in owner and staff member. */
export async function startAdminTestApp(
  options: AdminTestAppOptions & { catalogue: true },
): Promise<AdminTestAppWithCatalogue>;
export async function startAdminTestApp(
  options?: AdminTestAppOptions & { catalogue?: false },
): Promise<AdminTestApp>;
export async function startAdminTestApp({
  catalogue = false,
  adminEmails = STAFF_EMAIL,
}: AdminTestAppOptions = {}): Promise<AdminTestApp & { fixture?: Fixture }> {
  const database = await createTestDatabase();
  const fixture = catalogue ? await writeCatalogFixture(database.db) : undefined;
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAILS: adminEmails }), { database });
  const sid = await signIn(database, STAFF_EMAIL);
  await database.db.insert(teamMembers).values({ email: CLERK_EMAIL, addedBy: STAFF_EMAIL });
  const clerkSid = await signIn(database, CLERK_EMAIL);
  return {
    app,
    database,
    ...(fixture ? { fixture } : {}),
    staff: { sid },
    clerk: { sid: clerkSid },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
