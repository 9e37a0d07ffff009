import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { stockAlert } from '../account/stock-alerts';
import { fiscalProfile } from '../invoices/responses';
import { location } from '../locations/address';
import { FINANCIAL_STATUS_TEXTS } from '../orders/money';
import { SHIPPING_STATUSES } from '../orders/bills';
import { RETURN_STATUSES } from '../orders/returns';
import { idParam, intParam } from '../params';
import { plainText } from '../text';

const int = () => z.number().check(z.int());

/** What 'Clientes' sorts by: name, number of orders, money spent net of refunds, the last order. */
export const CUSTOMER_SORTS = ['name', 'orders', 'spent', 'last_order'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const ADMIN_CUSTOMERS_PAGE_SIZE = 50;
export const MAX_CUSTOMER_SEARCH_LENGTH = 100;
const MAX_CUSTOMERS_PAGE = 10_000;

/** GET /api/admin/customers and its CSV: part of a name, e-mail or phone, the order, the page. */
export const adminCustomersQuery = z.strictObject({
  search: z.optional(
    z
      .string({ error: 'search debe ser un texto' })
      .check(
        z.trim(),
        plainText(),
        z.maxLength(
          MAX_CUSTOMER_SEARCH_LENGTH,
          `search debe tener a lo más ${MAX_CUSTOMER_SEARCH_LENGTH} caracteres`,
        ),
      ),
  ),
  sort: z._default(
    z.enum(CUSTOMER_SORTS, { error: "sort debe ser 'name', 'orders', 'spent' o 'last_order'" }),
    'last_order',
  ),
  direction: z._default(z.enum(SORT_DIRECTIONS, { error: "direction debe ser 'asc' o 'desc'" }), 'desc'),
  page: z._default(intParam('page', 1, MAX_CUSTOMERS_PAGE), 1),
});
export type AdminCustomersQuery = z.output<typeof adminCustomersQuery>;

/**
 * One customer as the list shows them. A deleted account keeps its orders (the law keeps them) but no
 * personal data: `deleted` is true, the name is 'Cuenta eliminada' and e-mail and phone are null.
 */
export const adminCustomerRow = z.object({
  customer_id: int(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  deleted: z.boolean(),
  /** Orders whose money came in (paid, even if refunded later). */
  orders: int(),
  /** Charged minus refunded, from the ledger. */
  spent: pesos,
  last_order_at: z.nullable(z.string()),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

export const adminCustomersResponse = z.object({
  customers: z.array(adminCustomerRow),
  pagination: z.object({ page: int(), limit: int(), total: int(), totalPages: int() }),
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponse>;

export const adminCustomerParams = z.strictObject({ id: idParam('id') });

/** An order on a customer's page: its number, when, where it stands, its total and what stayed net. */
export const adminCustomerOrder = z.object({
  bill_id: int(),
  reference: z.string(),
  created_at: z.string(),
  shipping_status: z.enum(SHIPPING_STATUSES),
  total_amount: pesos,
  net: pesos,
  financial_status: z.nullable(z.enum(FINANCIAL_STATUS_TEXTS)),
});

export const adminCustomerReturn = z.object({
  return_id: int(),
  bill_id: int(),
  status: z.enum(RETURN_STATUSES),
  created_at: z.string(),
});

/** GET /api/admin/customers/:id: the customer, their orders, addresses, fiscal profiles, alerts, returns. */
export const adminCustomerDetail = z.object({
  customer: z.object({
    ...adminCustomerRow.shape,
    created_at: z.string(),
  }),
  /** The team's internal note; the customer never sees it. */
  note: z.string(),
  note_updated_by: z.nullable(z.string()),
  note_updated_at: z.nullable(z.string()),
  orders: z.array(adminCustomerOrder),
  addresses: z.array(location),
  fiscal_profiles: z.array(fiscalProfile),
  stock_alerts: z.array(stockAlert),
  returns: z.array(adminCustomerReturn),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

export const MAX_CUSTOMER_NOTE_LENGTH = 2000;

/** PUT /api/admin/customers/:id/note: the whole note, empty to clear it. */
export const customerNoteBody = z.strictObject({
  note: z
    .string({ error: 'Escribe la nota.' })
    .check(
      z.trim(),
      z.maxLength(
        MAX_CUSTOMER_NOTE_LENGTH,
        `La nota puede tener a lo más ${MAX_CUSTOMER_NOTE_LENGTH} caracteres.`,
      ),
    ),
});
export type CustomerNoteBody = z.infer<typeof customerNoteBody>;

/** PUT /api/admin/customers/:id/note answered: the note as kept. */
export const customerNoteSaved = z.object({
  message: z.string(),
  note: z.string(),
  note_updated_by: z.nullable(z.string()),
  note_updated_at: z.nullable(z.string()),
});
export type CustomerNoteSaved = z.infer<typeof customerNoteSaved>;
