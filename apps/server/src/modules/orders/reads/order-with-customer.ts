import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contactsOf, type UserContact } from '../../auth';
import { bills, paymentSessions } from '../tables';

/** An order with its reference (kept on its checkout), or undefined when there is no such order. */
export async function orderWithReference(db: Database, orderId: number) {
  const [row] = await db
    .select({ order: bills, reference: paymentSessions.reference })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.id, orderId));
  return row;
}

/** An order as its customer is looked up: its number and the user who paid. */
export type OrderOfUser = { id: number; userId: number };

/**
 * The customers of a list of orders (a page of the list, of the export), asked of the auth module in one
 * query; the function answers each order's.
 */
export async function customersOf(db: Database, orders: readonly OrderOfUser[]) {
  const userIds = orders.map((order) => order.userId);
  const contacts = await contactsOf(db, userIds);
  return (order: OrderOfUser): UserContact => {
    const customer = contacts.get(order.userId);
    if (!customer) throw new Error(`El pedido ${order.id} no tiene cliente`);
    return customer;
  };
}

/** The customer of an order: the user who paid. */
export async function orderCustomer(db: Database, orderId: number, userId: number) {
  const order = { id: orderId, userId };
  return (await customersOf(db, [order]))(order);
}
