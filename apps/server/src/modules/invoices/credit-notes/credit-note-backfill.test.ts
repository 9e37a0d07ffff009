import type { ShippingStatus } from '@store/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { creditNotes, invoiceOrders, invoices, moneyMovements } from '../../../db/schema';
import { createTestDatabase } from '../../../test/database';
import { migrationStatements } from '../../../test/database/migration-statements';
import { storedOrder, storedShopper } from '../../../test/rows/stored-order';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** Migration 0024's statements that make an upgraded shop's credit notes follow the money (decision 037). */
async function backfillStatements(): Promise<string[]> {
  const statements = await migrationStatements('0024_credit_notes_follow_the_money.sql');
  return statements.slice(statements.findIndex((statement) => statement.includes('CREATE VIEW')));
}

describe('the migration that makes credit notes follow the money', () => {
  it('takes back, discards or cancels the notes of refunds still waiting or failed, and keeps an owed cancel’s invoice', async () => {
    const { db } = database;
    const shopperId = await storedShopper(db, { subject: 'nc', email: 'nc@correo.test' });
    const order = (reference: string, shippingStatus: ShippingStatus = 'entregado') =>
      storedOrder(db, {
        userId: shopperId,
        reference,
        paidAt: new Date('2026-10-01T18:00:00Z'),
        shippingStatus,
        totalCents: 1000_00,
      });
    const waiting = await order('NW-NC1');
    const failed = await order('NW-NC2');
    const stamped = await order('NW-NC3');
    const made = await order('NW-NC4');
    const owed = await order('NW-NC5', 'cancelado');
    const invoiceOf = async (orderId: number, refund: 'order-cancelled' | 'return-refunded' | null) => {
      const [row] = await db
        .insert(invoices)
        .values({
          kind: 'order',
          status: 'vigente',
          idempotencyKey: `factura-${orderId}`,
          rfc: 'EKU9003173C9',
          legalName: 'Escuela Kemper Urgate',
          taxRegime: '601',
          postalCode: '31000',
          cfdiUse: 'G03',
          paymentForm: '04',
          totalCents: 1000_00,
        })
        .returning();
      await db.insert(invoiceOrders).values({ invoiceId: row!.id, orderId, refund });
      return row!.id;
    };
    const refund = (
      orderId: number,
      key: string,
      state: 'requested' | 'succeeded' | 'failed',
      cause: 'order-refunded' | 'order-cancelled' = 'order-refunded',
    ) =>
      db.insert(moneyMovements).values({
        orderId,
        kind: 'refund',
        method: 'card',
        amountCents: 300_00,
        cause,
        requestedBy: 'staff',
        idempotencyKey: key,
        state,
      });
    const note = (invoiceId: number, orderId: number, refundKey: string, status: 'emitiendo' | 'vigente') =>
      db.insert(creditNotes).values({
        invoiceId,
        orderId,
        refundKey,
        idempotencyKey: `nota-credito-${refundKey}`,
        paymentForm: '04',
        totalCents: 300_00,
        status,
        providerInvoiceId: status === 'vigente' ? `nc-${refundKey}` : null,
      });
    // A partial refund still waiting at the provider, its note queued when it was asked for.
    await refund(waiting, `order-refund-${waiting}-1-pi_uno`, 'requested');
    await note(
      await invoiceOf(waiting, 'return-refunded'),
      waiting,
      `order-refund-${waiting}-1`,
      'emitiendo',
    );
    // One that failed before its note was stamped, and one that failed after.
    await refund(failed, `order-refund-${failed}-1-pi_dos`, 'failed');
    await note(await invoiceOf(failed, 'return-refunded'), failed, `order-refund-${failed}-1`, 'emitiendo');
    await refund(stamped, `order-refund-${stamped}-1-pi_tres`, 'failed');
    await note(await invoiceOf(stamped, 'return-refunded'), stamped, `order-refund-${stamped}-1`, 'vigente');
    // One whose money went back: its note stays as it was.
    await refund(made, `order-refund-${made}-1-pi_cuatro`, 'succeeded');
    await note(await invoiceOf(made, 'return-refunded'), made, `order-refund-${made}-1`, 'emitiendo');
    // Cash paid at OXXO, cancelled by the shopper: the transfer is still owed, the invoice marked at once.
    await refund(owed, `cancel-bill-${owed}`, 'requested', 'order-cancelled');
    const owedInvoice = await invoiceOf(owed, 'order-cancelled');

    for (const statement of await backfillStatements()) await db.execute(sql.raw(statement));

    const notes = await db.select().from(creditNotes).orderBy(asc(creditNotes.orderId));
    expect(notes.map((row) => [row.orderId, row.status, row.refundFailedAt !== null])).toEqual([
      [failed, 'descartada', false],
      [stamped, 'vigente', true],
      [made, 'emitiendo', false],
    ]);
    expect(notes[0]!.note).toBe(
      'El reembolso no se completó (la pasarela lo rechazó): no hay nada que acreditar.',
    );
    const [link] = await db.select().from(invoiceOrders).where(eq(invoiceOrders.invoiceId, owedInvoice));
    expect(link?.refund).toBeNull();
  });
});
