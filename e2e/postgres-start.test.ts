import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClient } from '../apps/server/src/test/postgres-server';
import { startStore } from './support/store';

/** Runs only when TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts includes it then). */
const server = process.env.TEST_DATABASE_URL as string;
const database = `store_test_${process.pid}_e2e_start`;

function urlFor(name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('DATABASE_URL=postgres://...', () => {
  beforeAll(() => withClient(server, (client) => client.query(`CREATE DATABASE ${database}`)));
  afterAll(() =>
    withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)),
  );

  it('runs the same store on a PostgreSQL server, migrated and seeded, and keeps it on restart', async () => {
    const store = await startStore({ DATABASE_URL: urlFor(database) });
    expect(store.output()).toContain('(base de datos: PostgreSQL;');
    expect(await (await fetch(`${store.url}/api/ready`)).json()).toEqual({
      status: 'ready',
      database: 'postgres',
    });
    expect(await store.stop()).toBe(0);

    const counts = () =>
      withClient(urlFor(database), async (client) => {
        const result = await client.query<{ categories: number; products: number; images: number }>(
          'SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM products) AS products, (SELECT max(id) FROM images) AS images',
        );
        return result.rows[0];
      });
    const first = await counts();
    expect(first?.categories).toBe(21);
    expect(first?.products).toBeGreaterThanOrEqual(200);

    const again = await startStore({ DATABASE_URL: urlFor(database) });
    expect(await again.stop()).toBe(0);
    expect(await counts()).toEqual(first);
  });
});
