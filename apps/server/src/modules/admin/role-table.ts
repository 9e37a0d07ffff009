import type { Role } from '../team';

/**
 * Who may make each back-office call: 'staff' (staff and owners) or 'owner' (owners alone). Every
 * `/api/admin` route is here, as `METHOD /path` the way Fastify declares it; the back-office's request hook
 * reads this and nothing else, and a route missing from it is refused to everyone. `role-table.test.ts`
 * compares it with the routes the app has, both ways, and the README's table with it. Why each line is
 * what it is: docs/decisions/027-role-table.md.
 *
 * Inside a call staff may make, the catalogue still keeps what a product sells for to owners: prices and
 * discounts, adding or removing sizes and colours, the department and the brand (`PriceRight`); and in the
 * bulk CSV, creating products and hiding or showing them (decision 050).
 */
export const ROLE_TABLE = {
  // Who is asking, and the first screen.
  'GET /api/admin/session': 'staff',
  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/low-stock': 'staff',

  // Products: staff count stock, take pictures and hide or show; the catalogue refuses them prices.
  'GET /api/admin/products': 'staff',
  'GET /api/admin/products/:id': 'staff',
  'GET /api/admin/catalog-options': 'staff',
  'POST /api/admin/products': 'owner',
  'PUT /api/admin/products/:id': 'staff',
  'POST /api/admin/products/:id/hide': 'staff',
  'POST /api/admin/products/:id/show': 'staff',
  // A draft goes out as any hidden product comes back; its picture, which it needs, is staff's work too.
  'POST /api/admin/products/:id/publish': 'staff',
  'POST /api/admin/products/:id/colors/:colorId/pictures': 'staff',
  'PUT /api/admin/products/:id/colors/:colorId/pictures': 'staff',
  'DELETE /api/admin/products/:id/colors/:colorId/pictures/:name': 'staff',
  'POST /api/admin/products/bulk-update/preview': 'staff',
  'POST /api/admin/products/bulk-update/apply': 'staff',
  // SKUs, prices and stock, no one's personal data: the file staff edit and upload for a stock count.
  'GET /api/admin/products/export.csv': 'staff',

  // Orders: staff ship them; money going back is an owner's step.
  'GET /api/admin/orders': 'staff',
  'GET /api/admin/orders/:id': 'staff',
  'POST /api/admin/orders/:id/status': 'staff',
  'POST /api/admin/orders/:id/tracking': 'staff',
  // Whoever may mark a delivery may take their mistaken click back, within ten minutes (decision 046).
  'POST /api/admin/orders/:id/undo-delivery': 'staff',
  // A pick-up handed over at the counter for its shopper's code, as staff ship a delivery.
  'POST /api/admin/orders/:id/pickup-handover': 'staff',
  'POST /api/admin/orders/:id/label': 'staff',
  'GET /api/admin/orders/:id/label': 'staff',
  'POST /api/admin/orders/:id/messages/:messageId/resend': 'staff',
  // Staff who handle an order leave a word for each other on it; the shopper never sees it.
  'POST /api/admin/orders/:id/notes': 'staff',
  'POST /api/admin/orders/:id/cancel': 'owner',
  'POST /api/admin/orders/:id/refund-transfer': 'owner',
  'POST /api/admin/orders/:id/refunds': 'owner',
  'POST /api/admin/orders/:id/return-balance': 'owner',
  // No money came in: staff watch the orders and free the units an unpaid one holds (decision 028).
  'POST /api/admin/orders/:id/cancel-unpaid': 'staff',
  'GET /api/admin/orders/new': 'staff',
  'POST /api/admin/orders/seen': 'staff',
  // Every customer's name and e-mail for a range of days, in a file that leaves the shop: the owner's
  // (personal data, LFPDPPP). Staff see each order's customer on screen to ship it.
  'GET /api/admin/orders/export.csv': 'owner',
  'GET /api/admin/orders/:id/packing-slip': 'staff',
  'GET /api/admin/pick-list': 'staff',

  // 'Mensajes': the e-mails staff already see order by order, all in one list; 'Reenviar' a new copy,
  // to the same or another address, written in the Bitácora (decision 051).
  'GET /api/admin/messages': 'staff',
  'POST /api/admin/messages/:id/resend': 'staff',

  // Returns: staff approve, reject and receive them; the refund is an owner's.
  'GET /api/admin/returns': 'staff',
  'GET /api/admin/returns/by-product': 'staff',
  'GET /api/admin/returns/:id': 'staff',
  'POST /api/admin/returns/:id/approve': 'staff',
  'POST /api/admin/returns/:id/reject': 'staff',
  'POST /api/admin/returns/:id/receive': 'staff',
  'POST /api/admin/returns/:id/refund': 'owner',

  // Invoices: RFCs, fiscal names and addresses; packing does not need them, so all of it is the owner's.
  'GET /api/admin/invoices': 'owner',
  'GET /api/admin/invoices/:invoice_id/:file': 'owner',
  'GET /api/admin/credit-notes/:credit_note_id/:file': 'owner',
  'POST /api/admin/invoices/global': 'owner',
  'POST /api/admin/invoices/:invoice_id/cancel': 'owner',
  'GET /api/admin/departments/sat-product-keys': 'owner',
  'PUT /api/admin/departments/:category_id/sat-product-key': 'owner',

  // Promotions change what customers pay: staff may look, owners decide.
  'GET /api/admin/promotions': 'staff',
  'POST /api/admin/promotions': 'owner',
  'PUT /api/admin/promotions/:id': 'owner',
  'POST /api/admin/promotions/:id/archive': 'owner',
  // Codes give money away like promotions do: the owner's; staff may read them.
  'GET /api/admin/customers': 'staff',
  // Every customer's name, e-mail and phone in one file: personal data leaves the shop only with an owner.
  'GET /api/admin/customers/export.csv': 'owner',
  'GET /api/admin/customers/:id': 'staff',
  'PUT /api/admin/customers/:id/note': 'staff',
  'GET /api/admin/coupons': 'staff',
  'POST /api/admin/coupons': 'owner',
  'PUT /api/admin/coupons/:id': 'owner',
  'POST /api/admin/coupons/:id/archive': 'owner',

  // Reviews speak for the shop in public ('Respuesta de Norteño Western'): the owner moderates them.
  'GET /api/admin/reviews': 'staff',
  'POST /api/admin/reviews/:id/approve': 'owner',
  'POST /api/admin/reviews/:id/hide': 'owner',
  'PUT /api/admin/reviews/:id/reply': 'owner',
  'PUT /api/admin/reviews/settings': 'owner',

  // The home page is what the shop puts in front of every visitor, beside its promotions: the owner's.
  'GET /api/admin/home': 'owner',
  'PUT /api/admin/home/banners': 'owner',
  'POST /api/admin/home/banners/:position/picture': 'owner',
  'PUT /api/admin/home/rows/:selection': 'owner',
  'PUT /api/admin/home/strip': 'owner',

  // Search wording: no money, no personal data, and staff hear what customers call things.
  'GET /api/admin/synonyms': 'staff',
  'POST /api/admin/synonyms': 'staff',
  'DELETE /api/admin/synonyms/:synonym_id': 'staff',

  'GET /api/admin/audit': 'staff',
  'GET /api/admin/postal-codes': 'owner',
  'POST /api/admin/postal-codes': 'owner',

  'GET /api/admin/team': 'owner',
  'POST /api/admin/team': 'owner',
  'DELETE /api/admin/team/:email': 'owner',
} as const satisfies Record<string, Role>;

export type AdminCall = keyof typeof ROLE_TABLE;

/**
 * Who may make a call (its method and route pattern), or undefined when the table does not know it. A
 * HEAD is its GET.
 */
export function roleFor(method: string, routeUrl: string | undefined): Role | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${routeUrl ?? ''}`;
  return Object.hasOwn(ROLE_TABLE, key) ? ROLE_TABLE[key as AdminCall] : undefined;
}
