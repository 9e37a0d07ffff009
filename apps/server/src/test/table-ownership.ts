import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReadJoin } from '../db/read-joins';
import { declaredTables, tablesNamedInSql } from './sql-table-names';

/** A file of the repository with what it says: the module it belongs to, or the owner of its tables. */
export type OwnedFile = { owner: string; path: string; source: string };

const READ_JOINS_FILE = 'apps/server/src/db/read-joins.ts';

/**
 * What breaks table ownership in SQL: a module's file naming another owner's table when the pair is not
 * a declared read join, a declared pair no file uses any more, a declared pair without its reason, and a
 * table two `tables.ts` files declare. Empty when all is well; each problem names the file, the table and
 * its owner, in Spanish as lint speaks.
 */
export function ownershipProblems(
  tableFiles: OwnedFile[],
  moduleFiles: OwnedFile[],
  readJoins: readonly ReadJoin[],
): string[] {
  const problems: string[] = [];
  const owners = new Map<string, OwnedFile>();
  for (const file of tableFiles) {
    for (const table of declaredTables(file.source)) {
      const first = owners.get(table);
      if (first) problems.push(`La tabla ${table} se declara dos veces: en ${first.path} y en ${file.path}.`);
      else owners.set(table, file);
    }
  }

  const declared = (module: string, table: string) =>
    readJoins.some((join) => join.module === module && join.table === table);
  const used = new Set<string>();
  for (const file of moduleFiles) {
    const others = new Set(
      [...owners].filter(([, owner]) => owner.owner !== file.owner).map(([table]) => table),
    );
    for (const table of tablesNamedInSql(file.path, file.source, others)) {
      const owner = owners.get(table)!.owner;
      used.add(`${file.owner}:${table}`);
      if (!declared(file.owner, table)) {
        problems.push(
          `SQL fuera de su módulo: ${file.path} nombra la tabla ${table}, que es de "${owner}". Pide el dato ` +
            `al index.ts de "${owner}" o declara la lectura, con su razón, en ${READ_JOINS_FILE}.`,
        );
      }
    }
  }

  for (const join of readJoins) {
    const owner = owners.get(join.table)?.owner;
    const pair = `"${join.module}" → ${join.table}`;
    if (!join.reason.trim()) problems.push(`Lectura declarada sin razón: ${pair}.`);
    if (owner === undefined) problems.push(`Lectura declarada de una tabla que nadie declara: ${pair}.`);
    else if (owner === join.module) problems.push(`Lectura declarada de una tabla propia: ${pair}.`);
    else if (!used.has(`${join.module}:${join.table}`)) {
      problems.push(`Lectura declarada que ya no se usa: ${pair}; quítala de ${READ_JOINS_FILE}.`);
    }
  }
  return problems;
}

/**
 * The repository's `tables.ts` files, each owned by its server module (`apps/server/src/modules/<m>/`)
 * or by its stand-in (`apps/stand-ins/src/<s>/`, owner `stand-ins/<s>`).
 */
export function repositoryTableFiles(root: string): OwnedFile[] {
  const server = filesUnder(root, 'apps/server/src/modules')
    .filter((file) => /^apps\/server\/src\/modules\/[^/]+\/tables\.ts$/.test(file))
    .map((file) => owned(root, file, `${file.split('/')[4]}`));
  const standIns = filesUnder(root, 'apps/stand-ins/src')
    .filter((file) => file.endsWith('/tables.ts'))
    .map((file) => {
      const inside = file.split('/').slice(3);
      return owned(root, file, inside.length > 1 ? `stand-ins/${inside[0]}` : 'stand-ins');
    });
  return [...server, ...standIns];
}

/** Every source file of the server's modules that is not a test, with the module it belongs to. */
export function repositoryModuleFiles(root: string): OwnedFile[] {
  return filesUnder(root, 'apps/server/src/modules')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => owned(root, file, file.split('/')[4]!));
}

const owned = (root: string, file: string, owner: string): OwnedFile => ({
  owner,
  path: file,
  source: readFileSync(path.join(root, file), 'utf8'),
});

/** Repository-relative paths (with `/`) of the files under `folder`; none when it does not exist. */
function filesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.includes('/node_modules/'))
    .sort();
}
