import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { bills, images } from '../db/schema';
import { writeCatalogFixture } from '../test/catalog-fixture';
import { TEST_DATABASE_KIND } from '../test/database';
import { PGLITE_TEMPLATE_KEY, POSTGRES_TEMPLATE_KEY, RUN_PID_KEY } from '../test/database/keys';
import { paidOrder } from '../test/paid-order';
import {
  databaseUrl,
  dropDatabase,
  testDatabasePrefix,
  testServerUrl,
  withClient,
} from '../test/database/postgres-server';
import { createShopper, startShopServer } from '../test/shop-server';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** What a restore must bring back: every order with its total, every picture by the hash of its bytes. */
type Snapshot = {
  orders: { id: number; totalCents: number; userId: number }[];
  pictures: { id: number; sha256: string }[];
};

async function snapshot(db: Database): Promise<Snapshot> {
  const orders = await db
    .select({ id: bills.id, totalCents: bills.totalCents, userId: bills.userId })
    .from(bills)
    .orderBy(asc(bills.id));
  const pictures = (await db.select().from(images).orderBy(asc(images.id))).map((image) => ({
    id: image.id,
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
  }));
  return { orders, pictures };
}

/** A shop with its catalogue's pictures and two orders paid through the local checkout. */
async function shopWithOrders(database: DatabaseHandle): Promise<Snapshot> {
  const fixture = await writeCatalogFixture(database.db);
  const shop = await startShopServer(database);
  try {
    const boots = fixture.variant(1, 'Café', '27');
    const ankleBoots = fixture.variant(2, 'Miel', '24');
    await paidOrder(database.db, shop.url, await createShopper(database, 'uno@correo.test'), boots);
    await paidOrder(database.db, shop.url, await createShopper(database, 'dos@correo.test'), ankleBoots, 2);
  } finally {
    await shop.app.close();
  }
  const taken = await snapshot(database.db);
  expect(taken.orders).toHaveLength(2);
  expect(taken.pictures.length).toBeGreaterThan(0);
  return taken;
}

type Run = { code: number; output: string };

/** `npm run <script> -- <args>` from the checkout's root, as a person types it. */
function npmRun(script: string, args: string[], environment: Record<string, string>): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...environment };
  // The test project's own variables must not reach the command; each case names its database.
  delete env.TEST_DATABASE_KIND;
  if (!environment.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: ROOT, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

// The command builds what is missing first; after `npm run build` (as `npm test` does) it only runs.
const COMMAND_TIMEOUT = 180_000;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tienda-respaldo-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

// Each engine's project runs its own half: the file's tests are the ones of the engine under test.
if (TEST_DATABASE_KIND === 'pglite') describePgliteBackups();
else describePostgresBackups();

function describePgliteBackups(): void {
  describe('a backup of PGlite', () => {
    let before: Snapshot;
    let file: string;
    let source: string;

    beforeAll(async () => {
      source = path.join(folder, 'tienda');
      const template = await readFile(inject(PGLITE_TEMPLATE_KEY));
      const database = await openPglite(source, new Blob([template]));
      try {
        before = await shopWithOrders(database);
      } finally {
        await database.close();
      }
      file = path.join(folder, 'copia.tar.gz');
    });

    it(
      'is written by npm run backup, and npm run restore brings every order and picture back into an empty DATA_DIR',
      { timeout: COMMAND_TIMEOUT },
      async () => {
        const backup = await npmRun('backup', [file], { DATA_DIR: source });
        expect(backup.output).toMatch(/^Respaldo de PGlite de .* escrito en .*copia\.tar\.gz \(\d/m);
        expect(backup.code).toBe(0);
        expect((await stat(file)).size).toBeGreaterThan(0);

        const target = path.join(folder, 'restaurada');
        const restore = await npmRun('restore', [file], { DATA_DIR: target });
        expect(restore.output).toMatch(/Respaldo restaurado en PGlite en .*restaurada: \d+ tablas/);
        expect(restore.code).toBe(0);
        const restored = await openPglite(target);
        try {
          expect(await snapshot(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }

        // Again into the same folder: refused, and what is there stays as it was.
        const again = await npmRun('restore', [file], { DATA_DIR: target });
        expect(again.code).toBe(1);
        expect(again.output).toContain(`DATA_DIR ${target} no está vacía`);
        const untouched = await openPglite(target);
        try {
          expect(await snapshot(untouched.db)).toEqual(before);
        } finally {
          await untouched.close();
        }
      },
    );

    it(
      'is not restored into PostgreSQL, and a file that is no backup is named as such',
      { timeout: COMMAND_TIMEOUT },
      async () => {
        const wrongEngine = await npmRun('restore', [file], {
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/no_importa',
        });
        expect(wrongEngine.code).toBe(1);
        expect(wrongEngine.output).toContain('es un respaldo de PGlite: se restaura sin DATABASE_URL');
        const missing = await npmRun('restore', [path.join(folder, 'no-existe.tar.gz')], {
          DATA_DIR: path.join(folder, 'vacia'),
        });
        expect(missing.code).toBe(1);
        expect(missing.output).toContain('No existe el archivo');
        const usage = await npmRun('restore', [], { DATA_DIR: path.join(folder, 'vacia') });
        expect(usage.code).toBe(1);
        expect(usage.output).toContain('Uso: npm run restore -- <archivo> [--force]');
      },
    );

    it(
      'is refused while the store runs on the folder, and a restore there too',
      { timeout: COMMAND_TIMEOUT },
      async () => {
        // This process holds the lock, as a running store would.
        const release = await lockDataDir(source);
        const busy = path.join(folder, 'ocupada');
        const releaseBusy = await lockDataDir(busy);
        try {
          const backup = await npmRun('backup', [path.join(folder, 'otra.tar.gz')], { DATA_DIR: source });
          expect(backup.code).toBe(1);
          expect(backup.output).toContain('No se puede respaldar PGlite mientras la tienda corre');
          await expect(stat(path.join(folder, 'otra.tar.gz'))).rejects.toThrow();

          const restore = await npmRun('restore', [file], { DATA_DIR: busy });
          expect(restore.code).toBe(1);
          expect(restore.output).toContain('No se puede restaurar PGlite mientras la tienda corre');
        } finally {
          await release();
          await releaseBusy();
        }
      },
    );
  });
}

function describePostgresBackups(): void {
  describe('a backup of PostgreSQL', () => {
    const server = () => testServerUrl();
    const names: string[] = [];
    let sourceUrl: string;
    let before: Snapshot;

    const newDatabase = async (template?: string): Promise<string> => {
      const name = `${testDatabasePrefix(inject(RUN_PID_KEY))}respaldo_${randomBytes(4).toString('hex')}`;
      await withClient(server(), (admin) =>
        admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
      );
      names.push(name);
      return databaseUrl(server(), name);
    };

    beforeAll(async () => {
      sourceUrl = await newDatabase(inject(POSTGRES_TEMPLATE_KEY));
      const database = await openPostgres(sourceUrl, 5);
      try {
        before = await shopWithOrders(database);
      } finally {
        await database.close();
      }
    });
    afterAll(async () => {
      for (const name of names) await withClient(server(), (admin) => dropDatabase(admin, name));
    });

    it(
      'is a pg_dump that npm run restore loads into an empty database, every order and picture there',
      { timeout: COMMAND_TIMEOUT },
      async () => {
        const file = path.join(folder, 'copia.dump');
        const backup = await npmRun('backup', [file], { DATABASE_URL: sourceUrl });
        expect(backup.output).toMatch(/^Respaldo de PostgreSQL \(pg_dump\) escrito en .*copia\.dump \(\d/m);
        expect(backup.code).toBe(0);

        const targetUrl = await newDatabase();
        const restore = await npmRun('restore', [file], { DATABASE_URL: targetUrl });
        expect(restore.output).toMatch(/Respaldo restaurado en PostgreSQL \(DATABASE_URL\): \d+ tablas/);
        expect(restore.code).toBe(0);
        const restored = await openPostgres(targetUrl, 2);
        try {
          expect(await snapshot(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }

        // A database with tables is refused without --force, and replaced with it.
        const again = await npmRun('restore', [file], { DATABASE_URL: targetUrl });
        expect(again.code).toBe(1);
        expect(again.output).toMatch(/La base de destino ya tiene \d+ tablas/);
        const forced = await npmRun('restore', [file, '--force'], { DATABASE_URL: targetUrl });
        expect(forced.code).toBe(0);
        const replaced = await openPostgres(targetUrl, 2);
        try {
          expect(await snapshot(replaced.db)).toEqual(before);
        } finally {
          await replaced.close();
        }
      },
    );
  });
}
