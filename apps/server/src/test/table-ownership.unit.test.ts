import { describe, expect, it } from 'vitest';
import { declaredTables, tablesNamedInSql } from './sql-table-names';
import { ownershipProblems, type OwnedFile } from './table-ownership';

const TABLES = new Set(['users', 'products', 'brands', 'bills', 'stock_alerts']);
const named = (source: string) => [...tablesNamedInSql('example.ts', source, TABLES)].sort();

describe('the tables a file declares', () => {
  it("reads each pgTable's name, wherever its first argument sits", () => {
    const source = `export const users = pgTable('users', { id: integer() });
      export const billLines = pgTable(
        'bill_lines',
        { id: integer() },
      );`;
    expect(declaredTables(source)).toEqual(['users', 'bill_lines']);
  });
});

describe('the tables SQL names', () => {
  it('finds a table after FROM, JOIN, UPDATE, INTO, USING and DELETE FROM, quoted or not, in any case', () => {
    expect(named('sql`SELECT name FROM users WHERE id = ${id}`')).toEqual(['users']);
    expect(named('sql`SELECT 1 FROM bills b join "products" p ON p.id = b.id`')).toEqual([
      'bills',
      'products',
    ]);
    expect(named("db.execute('update PUBLIC.brands SET name = 1')")).toEqual(['brands']);
    expect(named('sql`INSERT INTO "public"."bills" (id) VALUES (1)`')).toEqual(['bills']);
    expect(named('sql`DELETE FROM ${stockAlerts} a USING users u WHERE u.id = a.user_id`')).toEqual([
      'users',
    ]);
  });

  it('finds every table of a comma list, and a table spliced into a query as a piece of its own', () => {
    expect(named('sql`SELECT 1 FROM stock_alerts pr, products pp, brands WHERE true`')).toEqual([
      'brands',
      'products',
      'stock_alerts',
    ]);
    expect(named('const table = sql`brands`; sql.raw("users"); sql.identifier(\'bills\');')).toEqual([
      'bills',
      'brands',
      'users',
    ]);
  });

  it('reads SQL only: comments, code, other texts and unknown tables do not count', () => {
    const source = `// SELECT * FROM users
      /* JOIN products */
      import { users } from '../auth';
      const all = Array.from(users);
      const message = 'users'; // a plain text, not sql\`…\`
      await sql\`SELECT 1 -- FROM bills
        /* JOIN brands */ FROM previous_links WHERE id IN (1, 2)\`;`;
    expect(named(source)).toEqual([]);
  });
});

describe('table ownership in SQL', () => {
  const tableFiles: OwnedFile[] = [
    { owner: 'auth', path: 'modules/auth/tables.ts', source: "pgTable('users', {})" },
    { owner: 'catalog', path: 'modules/catalog/tables.ts', source: "pgTable('products', {})" },
  ];
  const reads = (owner: string, sql: string): OwnedFile => ({
    owner,
    path: `modules/${owner}/reads.ts`,
    source: `export const q = sql\`${sql}\`;`,
  });

  it("fails naming the file, the table and its owner when a module's SQL names another's table", () => {
    expect(
      ownershipProblems(
        tableFiles,
        [reads('orders', 'SELECT name FROM users'), reads('auth', 'SELECT 1 FROM users')],
        [],
      ),
    ).toEqual([
      'SQL fuera de su módulo: modules/orders/reads.ts nombra la tabla users, que es de "auth". Pide el dato al ' +
        'index.ts de "auth" o declara la lectura, con su razón, en apps/server/src/db/read-joins.ts.',
    ]);
  });

  it('counts a module without tables of its own as crossing whatever table it names', () => {
    expect(ownershipProblems(tableFiles, [reads('admin', 'SELECT count(*) FROM products')], [])).toHaveLength(
      1,
    );
  });

  it('lets a declared read join through, and fails on one without its reason or no longer used', () => {
    const files = [reads('orders', 'SELECT name FROM users')];
    expect(
      ownershipProblems(tableFiles, files, [{ module: 'orders', table: 'users', reason: 'Una razón.' }]),
    ).toEqual([]);
    expect(ownershipProblems(tableFiles, files, [{ module: 'orders', table: 'users', reason: ' ' }])).toEqual(
      ['Lectura declarada sin razón: "orders" → users.'],
    );
    expect(
      ownershipProblems(tableFiles, files, [
        { module: 'orders', table: 'users', reason: 'Una razón.' },
        { module: 'orders', table: 'products', reason: 'Otra razón.' },
      ]),
    ).toEqual([
      'Lectura declarada que ya no se usa: "orders" → products; quítala de apps/server/src/db/read-joins.ts.',
    ]);
  });

  it('fails on a table declared by two owners and on a declared read of no one’s or of its own table', () => {
    const twice = [
      ...tableFiles,
      { owner: 'stand-ins/dev-idp', path: 'dev-idp/tables.ts', source: "pgTable('users', {})" },
    ];
    expect(ownershipProblems(twice, [], [])).toEqual([
      'La tabla users se declara dos veces: en modules/auth/tables.ts y en dev-idp/tables.ts.',
    ]);
    expect(
      ownershipProblems(
        tableFiles,
        [],
        [
          { module: 'orders', table: 'ghosts', reason: 'Una razón.' },
          { module: 'auth', table: 'users', reason: 'Una razón.' },
        ],
      ),
    ).toEqual([
      'Lectura declarada de una tabla que nadie declara: "orders" → ghosts.',
      'Lectura declarada de una tabla propia: "auth" → users.',
    ]);
  });
});
