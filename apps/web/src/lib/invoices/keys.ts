/**
 * The query keys of the shopper's invoices. They sit beside the rest (`queryKeys` in lib/query/keys.ts)
 * but in a module of their own: only the lazily loaded invoice code imports them, so the first chunk
 * does not carry them.
 */
export const invoiceKeys = {
  /** An order's invoice and whether one can be asked for. */
  order: (orderId: number) => ['invoices', 'order', orderId] as const,
  /** The signed-in shopper's saved fiscal data. */
  fiscalProfiles: () => ['invoices', 'fiscal-profiles'] as const,
  /** What the link mailed to another address for an invoice would confirm. */
  emailConfirmation: (token: string) => ['invoices', 'email-confirmation', token] as const,
};
