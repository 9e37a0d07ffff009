declare module 'fastify' {
  interface FastifyContextConfig {
    /** Owners only: staff get a 403 in Spanish before the call's input is read. */
    ownersOnly?: boolean;
  }
}

/**
 * The route option of a back-office call that only owners may make: prices and discounts, refunds and
 * cancellations, promotions, invoices, the team, the postal-code catalogue. Checked in one place, the
 * back-office's request hook, so a call cannot forget it; `staff.test.ts` lists which calls carry it.
 */
export const OWNERS_ONLY_ROUTE = { ownersOnly: true } as const;
