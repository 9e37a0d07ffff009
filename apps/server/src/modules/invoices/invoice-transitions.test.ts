import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INVOICE_STATUSES, type InvoiceStatus } from '@store/contract/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { INVOICE_TRANSITIONS, moveInvoice } from './invoice-transitions';
import { invoiceToThePublic } from '../../test/rows/invoice-row';
import { invoices } from './tables';

describe('the invoice transition table', () => {
  it('issues an invoice being issued, cancels a valid one, and ends there', () => {
    const allowed = INVOICE_STATUSES.flatMap((from) =>
      INVOICE_TRANSITIONS[from].map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual(['emitiendo → vigente', 'vigente → cancelada']);
    expect(Object.keys(INVOICE_TRANSITIONS)).toEqual([...INVOICE_STATUSES]);
  });

  it('no other file writes an invoice’s status', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const writers: string[] = [];
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = await readFile(file, 'utf8');
      if (
        /\.update\(invoices\)\s*\.set\(\{[^}]*\bstatus\b/.test(source) ||
        /UPDATE\s+invoices\s+SET[^;]*\bstatus\s*=/i.test(source)
      ) {
        writers.push(path.relative(root, file));
      }
    }
    expect(writers).toEqual(['modules/invoices/invoice-transitions.ts']);
  });
});

describe('moving invoices in the database', () => {
  let database: DatabaseHandle;
  let db: Database;
  let made = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  async function invoiceIn(status: InvoiceStatus): Promise<number> {
    made += 1;
    const [row] = await db
      .insert(invoices)
      .values(
        invoiceToThePublic({ kind: 'order', status, idempotencyKey: `mover-${made}`, totalCents: 2499_00 }),
      )
      .returning();
    return row!.id;
  }
  const rowOf = async (invoiceId: number) =>
    (await db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];

  const cases = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.map((to) => ({ from, to })));

  it.each(cases)('an invoice $from → $to moves as the table says', async ({ from, to }) => {
    const invoiceId = await invoiceIn(from);
    const before = await rowOf(invoiceId);
    const moved = await db.transaction((tx) => moveInvoice(tx, invoiceId, to, { cancelledBy: 'sistema' }));
    if (!INVOICE_TRANSITIONS[from].includes(to)) {
      // Refused: nothing written, not even the fields that came with the move.
      expect(moved).toBeUndefined();
      expect(await rowOf(invoiceId)).toEqual(before);
      return;
    }
    expect(moved).toMatchObject({ id: invoiceId, status: to, cancelledBy: 'sistema' });
    expect(await rowOf(invoiceId)).toEqual(moved);
  });

  it('cancels an invoice once when two cancellations race', async () => {
    const invoiceId = await invoiceIn('vigente');
    const attempts = await Promise.all(
      ['encargada@tienda.test', 'sistema'].map((by) =>
        db.transaction((tx) => moveInvoice(tx, invoiceId, 'cancelada', { cancelledBy: by })),
      ),
    );
    const winners = attempts.filter((attempt) => attempt !== undefined);
    expect(winners).toHaveLength(1);
    expect(await rowOf(invoiceId)).toMatchObject({
      status: 'cancelada',
      cancelledBy: winners[0]?.cancelledBy,
    });
  });
});
