import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { SessionUser } from '../../auth';
import type { PaymentProvider } from '../../payments';
import { paymentCustomers } from '../tables';

type Dependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

/**
 * The shopper's customer at the payment provider, created the first time they check out and kept: a
 * SPEI transfer is matched to the shopper by the account number that customer was given. Null when the
 * provider cannot create one now; the checkout then goes on with card and OXXO only.
 */
export async function paymentCustomerOf(deps: Dependencies, user: SessionUser): Promise<string | null> {
  const stored = await storedCustomer(deps.db, user.id);
  if (stored) return stored;
  try {
    const created = await deps.provider.createCustomer({
      // The e-mail is part of the key: a shop database started afresh reuses user ids, and must not be
      // handed another shopper's customer by the provider's idempotency.
      shopperKey: createHash('sha256').update(`${user.id}:${user.email}`).digest('hex').slice(0, 32),
      email: user.email,
      name: user.name,
    });
    await deps.db
      .insert(paymentCustomers)
      .values({ userId: user.id, providerCustomerId: created })
      .onConflictDoNothing();
    // Two first checkouts at once: the first stored wins, and both use it.
    return (await storedCustomer(deps.db, user.id)) ?? created;
  } catch (error) {
    deps.log.warn({ err: error }, 'no se pudo crear el cliente en la pasarela; se ofrece tarjeta y OXXO');
    return null;
  }
}

async function storedCustomer(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.id;
}
