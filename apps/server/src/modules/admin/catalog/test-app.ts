import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { users } from '../../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { createSession } from '../../auth/sessions';

export const STAFF_EMAIL = 'dueno@tienda.test';

export type CatalogTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  fixture: Fixture;
  /** The session cookie of the staff member. */
  staff: { sid: string };
  close: () => Promise<void>;
};

/** The app on a fresh database with the test catalogue, and a signed-in staff member. */
export async function startCatalogTestApp(): Promise<CatalogTestApp> {
  const database = await createTestDatabase();
  const fixture = await writeCatalogFixture(database.db);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAILS: STAFF_EMAIL }), { database });
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: 'dueno', email: STAFF_EMAIL, name: 'Dueño' })
    .returning();
  const sid = await createSession(database.db, user!.id);
  return {
    app,
    database,
    fixture,
    staff: { sid },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
