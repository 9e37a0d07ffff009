import { staffSession } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { InvoiceProvider } from '../invoices';
import type { PaymentProvider } from '../payments';
import { OWNERS_ONLY, type TeamGuard } from '../team';
import { HttpError } from '../../http/errors';
import { roleFor } from './role-table';
import { adminCatalogRoutes } from './catalog/routes';
import { adminContentRoutes } from './content/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminInvoiceRoutes } from './invoices/routes';
import { adminMessageRoutes } from './messages/routes';
import { adminExportRoutes } from './exports/routes';
import { adminOrderRoutes } from './orders/routes';
import { adminPackingRoutes } from './packing/routes';
import { adminPromotionRoutes } from './promotions/routes';
import { adminCouponRoutes } from './coupons/routes';
import { adminCustomerRoutes } from './customers/routes';
import { adminReturnRoutes } from './returns/routes';
import { adminReviewRoutes } from './reviews/routes';
import { adminSynonymRoutes } from './synonyms/routes';
import { adminTeamRoutes } from './team/routes';

export type AdminDependencies = {
  database: DatabaseHandle;
  config: Config;
  /** Who is asking and as what: owner or staff. */
  staff: TeamGuard;
  provider: PaymentProvider;
  invoices: InvoiceProvider;
};

/** The answer to a call the role table does not list: no one's until it is written there. */
export const NOT_IN_ROLE_TABLE = 'Nadie puede usar esta acción todavía: no está en la tabla de permisos.';

/**
 * `/api/admin/*`, the owner's back-office. Every call is for the team only and answers 404 to anyone else,
 * before its input is even read: to a shopper or a guest the back-office does not exist. Which calls staff
 * may make is the role table's (`role-table.ts`): an owners' call answers staff a 403 in Spanish, also
 * before its input is read.
 */
export function adminRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      const member = await deps.staff.requireMember(request);
      // No route matched: the not-found answer follows.
      if (request.routeOptions.url === undefined) return;
      const allowed = roleFor(request.method, request.routeOptions.url);
      if (allowed === undefined) {
        request.log.error(
          { route: request.routeOptions.url },
          'back-office call missing from the role table',
        );
        throw new HttpError(403, NOT_IN_ROLE_TABLE);
      }
      if (allowed === 'owner' && member.role !== 'owner') throw new HttpError(403, OWNERS_ONLY);
    });
    app.get('/session', { schema: { response: { 200: staffSession } } }, async (request) => {
      const member = await deps.staff.requireMember(request);
      return { name: member.name, email: member.email, role: member.role };
    });
    await app.register(adminDashboardRoutes(deps));
    await app.register(adminCatalogRoutes(deps));
    await app.register(adminOrderRoutes(deps));
    await app.register(adminMessageRoutes(deps));
    await app.register(adminPackingRoutes(deps));
    await app.register(adminExportRoutes(deps));
    await app.register(adminReturnRoutes(deps));
    await app.register(adminContentRoutes(deps));
    await app.register(adminInvoiceRoutes(deps));
    await app.register(adminSynonymRoutes(deps));
    await app.register(adminPromotionRoutes(deps));
    await app.register(adminCouponRoutes(deps));
    await app.register(adminCustomerRoutes(deps));
    await app.register(adminReviewRoutes(deps));
    await app.register(adminTeamRoutes(deps));
  };
}
