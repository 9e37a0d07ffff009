import pg from 'pg';

/** The PostgreSQL server the tests may use, from TEST_DATABASE_URL. */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL no está definido');
  return url;
}

/** The given server's URL pointing at another database on it. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Test databases are named `store_test_<pid of the run>_...`. */
export const testDatabasePrefix = (pid: number) => `store_test_${pid}_`;

export function ownerPid(database: string): number | undefined {
  const match = /^store_test_(\d+)_/.exec(database);
  return match ? Number(match[1]) : undefined;
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  if (!/^store_test_[a-z0-9_]+$/.test(name)) throw new Error(`Nombre de base de pruebas inesperado: ${name}`);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** One short-lived connection for administrative statements (CREATE / DROP DATABASE). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
