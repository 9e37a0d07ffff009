import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { billLines, moneyMovements, returnLines, returnRequests } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { migrationStatements } from '../../test/database/migration-statements';
import { storedOrder, storedShopper } from '../../test/rows/stored-order';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The migration's statements that fill the ledger from what the shop knew before it. */
async function backfillStatements(): Promise<string[]> {
  return (await migrationStatements('0021_one_ledger.sql')).filter((statement) =>
    statement.includes('INSERT INTO "money_movements"'),
  );
}

describe('the ledger’s migration', () => {
  it('gives an upgraded shop a charge per paid order and a refund per cancel’s and return’s refund', async () => {
    const { db } = database;
    const shopperId = await storedShopper(db, { subject: 'antes', email: 'antes@correo.test' });
    const line = {
      productId: 1,
      productName: 'Bota',
      colorName: 'Café',
      sizeName: '27',
      unitPriceCents: 1000_00,
    };
    const paidAt = new Date('2026-10-01T18:00:00Z');
    const paid = await storedOrder(db, {
      userId: shopperId,
      reference: 'NW-ANTES1',
      paidAt,
      lines: [{ ...line, quantity: 3 }],
    });
    const cancelled = await storedOrder(db, {
      userId: shopperId,
      reference: 'NW-ANTES2',
      paidAt,
      shippingStatus: 'cancelado',
      refundCents: 1000_00,
      refundedAt: new Date('2026-10-02T18:00:00Z'),
      refundId: 're_antes',
      lines: [{ ...line, quantity: 1 }],
    });
    const owed = await storedOrder(db, {
      userId: shopperId,
      reference: 'NW-ANTES3',
      paidAt,
      paymentMethod: 'oxxo',
      shippingStatus: 'cancelado',
      refundCents: 1000_00,
      refundClabe: '002010077777777771',
      lines: [{ ...line, quantity: 1 }],
    });
    const waiting = await storedOrder(db, {
      userId: shopperId,
      reference: 'NW-ANTES4',
      shippingStatus: 'Pendiente de pago',
      lines: [{ ...line, quantity: 1 }],
    });
    const [paidLine] = await db
      .select()
      .from(billLines)
      .where(sql`${billLines.orderId} = ${paid}`);
    const [returned] = await db
      .insert(returnRequests)
      .values({
        orderId: paid,
        status: 'reembolsada',
        reason: 'Talla',
        refundCents: 2099_99,
        shippingRefundCents: 99_99,
        refundId: 're_devolucion',
        refundedAt: new Date('2026-10-10T18:00:00Z'),
        refundedBy: 'encargada@tienda.test',
      })
      .returning();
    await db.insert(returnLines).values({ returnId: returned!.id, orderLineId: paidLine!.id, quantity: 2 });

    // As the shop was before the ledger: nothing in it. Then the migration's backfill.
    await db.delete(moneyMovements);
    for (const statement of await backfillStatements()) await db.execute(sql.raw(statement));

    const rows = await db
      .select()
      .from(moneyMovements)
      .orderBy(asc(moneyMovements.orderId), asc(moneyMovements.id));
    const of = (orderId: number) => rows.filter((row) => row.orderId === orderId);
    expect(of(waiting)).toEqual([]);
    expect(of(paid).map((row) => [row.kind, row.amountCents, row.state])).toEqual([
      ['charge', 3000_00, 'succeeded'],
      ['refund', 2099_99, 'succeeded'],
    ]);
    expect(of(paid)[1]).toMatchObject({
      cause: 'return-refunded',
      returnId: returned!.id,
      shippingCents: 99_99,
      providerId: 're_devolucion',
      requestedByEmail: 'encargada@tienda.test',
      lines: [{ order_line_id: paidLine!.id, units: 2, cents: 2000_00 }],
    });
    expect(
      of(cancelled).map((row) => [row.kind, row.method, row.amountCents, row.state, row.providerId]),
    ).toEqual([
      ['charge', 'card', 1000_00, 'succeeded', null],
      ['refund', 'card', 1000_00, 'succeeded', 're_antes'],
    ]);
    expect(of(owed).map((row) => [row.kind, row.method, row.state, row.clabe])).toEqual([
      ['charge', 'oxxo', 'succeeded', null],
      ['refund', 'transfer', 'requested', '002010077777777771'],
    ]);
    // Every key once: a later write through the ledger finds them.
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(rows.length);
  });
});
