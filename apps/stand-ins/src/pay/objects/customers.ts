import { randomBytes } from 'node:crypto';
import { newClabe } from '../methods/clabe';
import { noSuch, type DevPay } from '../context';
import { reconciliationOf, type CreateCustomerParams } from '../api/customer-params';
import { withIdempotencyKey } from './idempotency';
import { stripeId, unixNow, type CustomerJson, type Stored } from './stripe-json';
import type { StoreReader } from '../store/store';

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
    async (tx) => {
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
        local: {
          clabe: newClabe(),
          cashBalance: 0,
          ...(params.cash_balance
            ? { reconciliation: reconciliationOf(params.cash_balance.settings.reconciliation_mode) }
            : {}),
        },
      };
      // Stripe also sends `customer.created`; dev-pay keeps it to itself, so that the shop's webhook hears
      // first of the checkout a shopper's first purchase is about (the shop's tests rely on that order).
      await tx.save('customer', customer);
      return customer.data.id;
    },
    async (id) => (await findCustomer(devPay.store, id)).data,
  );
}

export async function findCustomer(store: StoreReader, id: string): Promise<Stored<'customer'>> {
  const customer = await store.find('customer', id);
  if (!customer) throw noSuch('customer', id, { param: 'id' });
  return customer;
}
