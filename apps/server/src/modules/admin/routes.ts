import { staffSession } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { InvoiceProvider } from '../invoices';
import type { PaymentProvider } from '../payments';
import { adminCatalogRoutes } from './catalog/routes';
import { adminContentRoutes } from './content/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminInvoiceRoutes } from './invoices/routes';
import { adminExportRoutes } from './exports/routes';
import { adminOrderRoutes } from './orders/routes';
import { adminPromotionRoutes } from './promotions/routes';
import { adminReturnRoutes } from './returns/routes';
import { adminSynonymRoutes } from './synonyms/routes';
import type { StaffGuard } from './staff';

export type AdminDependencies = {
  database: DatabaseHandle;
  config: Config;
  staff: StaffGuard;
  provider: PaymentProvider;
  invoices: InvoiceProvider;
};

/**
 * `/api/admin/*`, the owner's back-office. Every call is for staff only and answers 404 to anyone else,
 * before its input is even read: to a shopper or a guest the back-office does not exist.
 */
export function adminRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      await deps.staff.requireStaff(request);
    });
    app.get('/session', { schema: { response: { 200: staffSession } } }, async (request) => {
      const user = await deps.staff.requireStaff(request);
      return { name: user.name, email: user.email };
    });
    await app.register(adminDashboardRoutes(deps));
    await app.register(adminCatalogRoutes(deps));
    await app.register(adminOrderRoutes(deps));
    await app.register(adminExportRoutes(deps));
    await app.register(adminReturnRoutes(deps));
    await app.register(adminContentRoutes(deps));
    await app.register(adminInvoiceRoutes(deps));
    await app.register(adminSynonymRoutes(deps));
    await app.register(adminPromotionRoutes(deps));
  };
}
