import { and, count, desc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client';
import { devInvoices } from './tables';
import type { InvoiceJson } from './invoice-json';

/**
 * The stand-in's invoices in `dev_invoices`, on whichever engine the shop runs (PGlite or PostgreSQL,
 * through the same Drizzle database), so a restart keeps them and several servers share them. Only this
 * module writes `data`, always an `InvoiceJson`: the one place its JSON is taken as typed.
 */

/** An invoice with the files written for it, as stored. */
export type StoredInvoice = { invoice: InvoiceJson; xml: string; pdf: Buffer };

/**
 * Issuing reads the series' last folio and the idempotency key, then writes: two requests at once must
 * not both see folio 7 free, nor both miss a key. There is no unique index on (series, folio) to lean
 * on, so every issuing transaction takes this advisory lock first and they go one at a time — across
 * servers too, the lock being the database's. It is released when the transaction ends.
 */
const ISSUE_LOCK = 7_340_190;

export const lockIssuing = (tx: Database) => tx.execute(sql`SELECT pg_advisory_xact_lock(${ISSUE_LOCK})`);

const seriesOf = sql<string>`${devInvoices.data} ->> 'series'`;
const asInvoice = (data: unknown) => data as InvoiceJson;

/** The invoice issued earlier with this idempotency key, if any. */
export async function invoiceOfKey(db: Database, key: string): Promise<InvoiceJson | undefined> {
  const [row] = await db
    .select({ data: devInvoices.data })
    .from(devInvoices)
    .where(eq(devInvoices.idempotencyKey, key));
  return row ? asInvoice(row.data) : undefined;
}

/** The series' next folio: one more than its highest. */
export async function nextFolio(db: Database, series: string): Promise<number> {
  const [row] = await db
    .select({ last: max(devInvoices.folioNumber) })
    .from(devInvoices)
    .where(eq(seriesOf, series));
  return (row?.last ?? 0) + 1;
}

export async function insertInvoice(db: Database, stored: StoredInvoice): Promise<void> {
  const { invoice, xml, pdf } = stored;
  await db.insert(devInvoices).values({
    id: invoice.id,
    data: invoice,
    xml,
    pdf,
    idempotencyKey: invoice.idempotency_key,
    folioNumber: invoice.folio_number,
    createdAt: new Date(invoice.created_at),
  });
}

/** A changed invoice (cancelled) and its new PDF; the XML, once stamped, never changes. */
export async function updateInvoice(db: Database, invoice: InvoiceJson, pdf: Buffer): Promise<void> {
  await db.update(devInvoices).set({ data: invoice, pdf }).where(eq(devInvoices.id, invoice.id));
}

export async function findInvoice(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InvoiceJson | undefined> {
  const query = db.select({ data: devInvoices.data }).from(devInvoices).where(eq(devInvoices.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? asInvoice(row.data) : undefined;
}

/** An invoice named by its Facturapi id or its folio fiscal (UUID), as a substitution may be. */
export async function findByIdOrUuid(db: Database, reference: string): Promise<InvoiceJson | undefined> {
  const [row] = await db
    .select({ data: devInvoices.data })
    .from(devInvoices)
    .where(
      or(eq(devInvoices.id, reference), sql`${devInvoices.data} ->> 'uuid' = ${reference.toUpperCase()}`),
    )
    .limit(1);
  return row ? asInvoice(row.data) : undefined;
}

export async function findFile(
  db: Database,
  id: string,
  file: 'xml' | 'pdf',
): Promise<{ invoice: InvoiceJson; content: string | Buffer } | undefined> {
  const [row] = await db
    .select({ data: devInvoices.data, content: file === 'xml' ? devInvoices.xml : devInvoices.pdf })
    .from(devInvoices)
    .where(eq(devInvoices.id, id));
  if (!row) return undefined;
  const content = typeof row.content === 'string' ? row.content : Buffer.from(row.content);
  return { invoice: asInvoice(row.data), content };
}

export type ListFilters = {
  status?: string;
  externalId?: string;
  /** Bounds on the invoice's date, as Facturapi's `date[gte]`, `date[gt]`, `date[lte]`, `date[lt]`. */
  date: { gte?: Date; gt?: Date; lte?: Date; lt?: Date };
  limit: number;
  page: number;
};

/** A page of invoices, newest first, with how many match in all. */
export async function listInvoices(
  db: Database,
  filters: ListFilters,
): Promise<{ invoices: InvoiceJson[]; total: number }> {
  const date = sql`(${devInvoices.data} ->> 'date')::timestamptz`;
  const bound = (operator: string, value: Date | undefined): SQL | undefined =>
    value ? sql`${date} ${sql.raw(operator)} ${value.toISOString()}::timestamptz` : undefined;
  const where = and(
    filters.status ? sql`${devInvoices.data} ->> 'status' = ${filters.status}` : undefined,
    filters.externalId ? sql`${devInvoices.data} ->> 'external_id' = ${filters.externalId}` : undefined,
    bound('>=', filters.date.gte),
    bound('>', filters.date.gt),
    bound('<=', filters.date.lte),
    bound('<', filters.date.lt),
  );
  const [total] = await db.select({ rows: count() }).from(devInvoices).where(where);
  const rows = await db
    .select({ data: devInvoices.data })
    .from(devInvoices)
    .where(where)
    .orderBy(desc(devInvoices.createdAt), desc(devInvoices.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return { invoices: rows.map((row) => asInvoice(row.data)), total: total?.rows ?? 0 };
}
