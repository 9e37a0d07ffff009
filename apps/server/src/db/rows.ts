import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Typed rows for raw SQL. A raw query's rows come back as the driver makes them: column names as the
 * SQL wrote them, `bigint` counts as strings on one driver and numbers on the other, timestamps as
 * dates. A row shape names each field once (camelCase, as the code reads it), reads it from the
 * snake_case column of the same name, and checks its kind, so a renamed column or a changed type fails
 * loudly at the first query instead of turning into `undefined` three calls later.
 */

type Column<T> = { read: (value: unknown, column: string) => T; nullable: boolean };

class RowShapeError extends Error {
  constructor(column: string, expected: string, value: unknown) {
    super(`La columna ${column} no es ${expected}: ${typeof value}`);
  }
}

const column = <T>(expected: string, accept: (value: unknown) => T | undefined): Column<T> => ({
  nullable: false,
  read: (value, name) => {
    const accepted = accept(value);
    if (accepted === undefined) throw new RowShapeError(name, expected, value);
    return accepted;
  },
});

/** Column kinds: each says what the driver may hand back and what the code gets. */
export const col = {
  integer: column<number>('un entero', (value) => (Number.isInteger(value) ? (value as number) : undefined)),
  /** `count(*)`, `sum(...)` and other `bigint`s: strings on node-postgres, numbers or bigints on PGlite. */
  count: column<number>('un conteo', (value) => {
    const number = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
    return Number.isSafeInteger(number) ? (number as number) : undefined;
  }),
  text: column<string>('texto', (value) => (typeof value === 'string' ? value : undefined)),
  boolean: column<boolean>('un booleano', (value) => (typeof value === 'boolean' ? value : undefined)),
  timestamp: column<Date>('una fecha', (value) => {
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  }),
  integers: column<number[]>('una lista de enteros', (value) =>
    Array.isArray(value) && value.every((item) => Number.isInteger(item)) ? (value as number[]) : undefined,
  ),
  texts: column<string[]>('una lista de textos', (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined,
  ),
  /** `json`/`jsonb` as parsed by the driver; the caller's own check narrows it further. */
  json: column<unknown>('JSON', (value) => value),
  /** The same column kind, with SQL NULL read as `null`. */
  nullable: <T>(kind: Column<T>): Column<T | null> => ({
    nullable: true,
    read: (value, name) => (value === null || value === undefined ? null : kind.read(value, name)),
  }),
};

type Shape = Record<string, Column<unknown>>;
export type RowOf<S extends Shape> = { [K in keyof S]: S[K] extends Column<infer T> ? T : never };
export type RowMapper<T> = (raw: Record<string, unknown>) => T;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A mapper from a raw row to `RowOf<shape>`, each field read from its snake_case column. */
export function rowShape<S extends Shape>(shape: S): RowMapper<RowOf<S>> {
  const fields = Object.entries(shape).map(([field, kind]) => ({ field, name: snakeCase(field), kind }));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const { field, name, kind } of fields) {
      if (!(name in raw) && !kind.nullable) throw new RowShapeError(name, 'parte de la fila', undefined);
      row[field] = kind.read(raw[name], name);
    }
    return row as RowOf<S>;
  };
}

/** The rows of a raw SQL query, each through `map`. */
export async function selectRows<T>(db: Database, query: SQL, map: RowMapper<T>): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows.map(map);
}

/** The first row of a raw SQL query through `map`, or undefined when there is none. */
export async function selectRow<T>(db: Database, query: SQL, map: RowMapper<T>): Promise<T | undefined> {
  const [row] = await selectRows(db, query, map);
  return row;
}

/**
 * The rows of a `json_agg(json_build_object(...))` column, each read by a row shape like a query's own
 * rows, so a nested field renamed in the SQL fails at once instead of reaching a shopper as undefined.
 * SQL NULL (an aggregate over nothing) is no rows.
 */
export function jsonRows<T>(value: unknown, map: RowMapper<T>): T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new Error('Se esperaba una lista JSON de filas');
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw new Error('Se esperaba una fila JSON');
    return map(item as Record<string, unknown>);
  });
}

/** A text column narrowed to one of a fixed set of words (a PostgreSQL enum). */
export function oneOf<const T extends readonly string[]>(words: T, value: string): T[number] {
  if (!words.includes(value)) throw new Error(`Valor desconocido: ${value}`);
  return value as T[number];
}
