import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, type Database, type DatabaseHandle } from './client';
import { col, rowShape, selectRow, selectRows } from './rows';

let database: DatabaseHandle;
// An in-memory PGlite: its initdb takes seconds on a busy machine.
beforeAll(async () => {
  database = await openPglite(undefined);
  await database.db.execute(
    sql`CREATE TABLE things (id integer PRIMARY KEY, name text NOT NULL, tags text[], facts jsonb, seen timestamptz)`,
  );
}, 60_000);
afterAll(() => database.close());

const thing = rowShape({
  id: col.integer,
  name: col.text,
  tags: col.texts,
  facts: col.json,
  seen: col.timestamp,
});
const named = rowShape({ id: col.integer, name: col.text });
const statement = rowShape({ name: col.text, statement: col.text });

const insert = (id: number, name: string) =>
  database.db.execute(
    sql`INSERT INTO things (id, name, tags, facts, seen) VALUES (${id}, ${name}, ${sql.param(['bota', 'piel'])}, ${JSON.stringify({ talla: 27 })}::jsonb, ${new Date('2026-12-03T12:00:00Z').toISOString()})`,
  );

it('parses a parameterised query once, under a name, and answers as before', async () => {
  await insert(1, 'Bota vaquera');
  await insert(2, 'Sombrero');
  for (const [id, name] of [
    [1, 'Bota vaquera'],
    [2, 'Sombrero'],
    [1, 'Bota vaquera'],
  ] as const) {
    const row = await selectRow(
      database.db,
      sql`SELECT id, name, tags, facts, seen FROM things WHERE id = ${id}`,
      thing,
    );
    expect(row).toEqual({
      id,
      name,
      tags: ['bota', 'piel'],
      facts: { talla: 27 },
      seen: new Date('2026-12-03T12:00:00Z'),
    });
  }
  const prepared = await selectRows(
    database.db,
    sql`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE '%FROM things WHERE id = $1%'`,
    statement,
  );
  expect(prepared).toHaveLength(1);
});

it('keeps a transaction’s prepared queries inside it, rolled back with it', async () => {
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (id, name) VALUES (${3}, ${'Cinto'})`);
      const seen = await selectRows(
        tx as unknown as Database,
        sql`SELECT id, name FROM things WHERE id = ${3}`,
        named,
      );
      expect(seen).toEqual([{ id: 3, name: 'Cinto' }]);
      throw new Error('deshacer');
    }),
  ).rejects.toThrow('deshacer');
  const after = await selectRows(database.db, sql`SELECT id, name FROM things WHERE id = ${3}`, named);
  expect(after).toEqual([]);
});

it('reports a refused statement with PostgreSQL’s code, and the next query still runs', async () => {
  const refusal = await insert(1, 'Otra bota').then(
    () => undefined,
    (error: unknown) => error,
  );
  const cause = (refusal as { cause?: { code?: string } }).cause ?? (refusal as { code?: string });
  expect(cause.code).toBe('23505');
  const row = await selectRow(database.db, sql`SELECT id, name FROM things WHERE id = ${2}`, named);
  expect(row).toEqual({ id: 2, name: 'Sombrero' });
});
