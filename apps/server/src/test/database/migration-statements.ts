import { readFile } from 'node:fs/promises';

/**
 * The statements of one of the shop's migrations (`db/migrations/<file>`), in order, for a test that runs
 * a data migration's backfill again on rows it arranged as an older shop had them.
 */
export async function migrationStatements(file: string): Promise<string[]> {
  const migration = await readFile(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8');
  return migration.split('--> statement-breakpoint').map((statement) => statement.trim());
}
