import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { newClabe } from './clabe';
import { noSuch, type DevPay } from './context';
import type { CreateCustomerParams } from './customer-params';
import { withIdempotencyKey } from './idempotency';
import { stripeId, unixNow, type CustomerJson, type Stored } from './objects';
import { findObject, saveObject } from './store';

/**
 * Stripe's "create a customer", once per idempotency key. Each customer gets their own CLABE for SPEI
 * transfers at once (Stripe assigns it on first need; the difference does not show) and keeps it.
 */
export function createCustomer(
  devPay: DevPay,
  params: CreateCustomerParams,
  key: string | undefined,
): Promise<CustomerJson> {
  return withIdempotencyKey(
    devPay,
    'customers',
    key,
    async (tx, emit) => {
      const customer: Stored<'customer'> = {
        data: {
          id: stripeId('cus'),
          object: 'customer',
          address: null,
          balance: 0,
          created: unixNow(),
          currency: null,
          default_source: null,
          delinquent: false,
          description: params.description ?? null,
          discount: null,
          email: params.email ?? null,
          invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
          invoice_settings: {
            custom_fields: null,
            default_payment_method: null,
            footer: null,
            rendering_options: null,
          },
          livemode: false,
          metadata: params.metadata ?? {},
          name: params.name ?? null,
          next_invoice_sequence: 1,
          phone: params.phone ?? null,
          preferred_locales: [],
          shipping: null,
          tax_exempt: 'none',
          test_clock: null,
        },
        local: { clabe: newClabe(), cashBalance: 0 },
      };
      await saveObject(tx, 'customer', customer);
      await emit('customer.created', customer.data);
      return customer.data.id;
    },
    async (id) => (await findCustomer(devPay.db, id)).data,
  );
}

export async function findCustomer(db: Database, id: string): Promise<Stored<'customer'>> {
  const customer = await findObject(db, 'customer', id);
  if (!customer) throw noSuch('customer', id, { param: 'id' });
  return customer;
}
