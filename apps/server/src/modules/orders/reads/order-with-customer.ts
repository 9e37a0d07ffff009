import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { bills, paymentSessions } from '../tables';

const customerRow = rowShape({
  name: col.text,
  email: col.text,
  phoneNumber: col.nullable(col.text),
});

/** An order with its reference (kept on its checkout), or undefined when there is no such order. */
export async function orderWithReference(db: Database, orderId: number) {
  const [row] = await db
    .select({ order: bills, reference: paymentSessions.reference })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.id, orderId));
  return row;
}

/** The customer of an order: the user who paid, read where users are kept. */
export async function orderCustomer(db: Database, orderId: number, userId: number) {
  const customer = await selectRow(
    db,
    sql`SELECT name, email, phone_number FROM users WHERE id = ${userId}`,
    customerRow,
  );
  if (!customer) throw new Error(`El pedido ${orderId} no tiene cliente`);
  return customer;
}
