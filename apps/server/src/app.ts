// zod's own messages (a missing field, a wrong type) reach shoppers in Spanish; the contract leaves this
// to the server so that the browser does not download the locale.
import { cartReminderRoutes, sendCartReminders, UNSUBSCRIBE_PATH } from './modules/cart-reminders';
import '@store/contract/zod-spanish';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { addressesRoutes } from './modules/addresses';
import { myDataRoutes } from './modules/my-data';
import { savedListsRoutes } from './modules/saved-lists';
import { adminRoutes } from './modules/admin';
import { teamEmails, teamGuard } from './modules/team';
import {
  checkoutRoutes,
  COUNTRY_DELIVERY_DAYS,
  shopperOrderRoutes,
  shopperReturnRoutes,
  stateDelivery,
  sweepOverdueSessions,
  WEBHOOK_PATH,
  trackingWebhookRoute,
  unitsSoldPerVariantSql,
} from './modules/orders';
import { SHIPPING_WEBHOOK_PATH, shippingQuotesFor, shippingRoutes } from './modules/shipping';
import { paymentProvider } from './modules/payments';
import { authRoutes, profileRoutes, sessionReader, toCurrentUser } from './modules/auth';
import {
  CatalogAnswers,
  catalogRoutes,
  productFactsForPromotions,
  queueLowStockDigest,
} from './modules/catalog';
import { startMail } from './modules/mail';
import {
  creditNoteMailAttachments,
  invoiceEmailConfirmationRoutes,
  invoiceMailAttachments,
  invoiceProvider,
  invoiceShopperRoutes,
  issueQueuedCreditNotes,
  onOrderRefunded,
  resumeStalledInvoices,
  withdrawRefundedInvoices,
  withdrawUndoneCreditNotes,
} from './modules/invoices';
import { locationsRoutes } from './modules/locations';
import { registerMetrics } from './modules/metrics';
import { promotionRoutes } from './modules/promotions';
import { couponRoutes } from './modules/coupons';
import { imageRoutes } from './modules/images';
import { headTagsFor, pageRoutes, readPageAssetTags } from './modules/pages';
import { stockAlertRoutes } from './modules/stock-alerts';
import { fitRoutes } from './modules/fit';
import { queueReviewInvitations, reviewRoutes } from './modules/reviews';
import { systemRoutes } from './modules/system';
import { admitEverything, registerRateLimits } from './modules/rate-limits';
import { registerErrorHandling } from './plugins/errors';
import { refuseWhileClosing } from './plugins/closing';
import { routerErrorAnswer } from './plugins/router-errors';
import { refuseCrossSiteWrites } from './plugins/cross-site';
import { logSerializers } from './http/log-serializers';
import { ProbeQuietLogController } from './http/probe-logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { mountStandIns } from './stand-ins';
import {
  startWhatsApp,
  WHATSAPP_WEBHOOK_PATH,
  whatsappConsentRoutes,
  whatsappAvailable,
  whatsappWebhookRoute,
} from './modules/whatsapp';

export type AppDependencies = {
  database: DatabaseHandle;
  /** The built storefront; by default `apps/web/dist`, reached the same way from `src/` and `dist/`. */
  webDir?: string;
  /** Where the JSON logs go; standard output unless a test reads them. */
  logStream?: { write: (line: string) => void };
  /**
   * Whether this app runs the rounds that work on their own (the outbox sender, the leader's sweep, the
   * low-stock digest); on by default. A test that counts the statements one request sends turns them off,
   * because a round that falls inside the request would be counted with it.
   */
  backgroundRounds?: boolean;
};

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

// A client may pass its own request id (a proxy's, say) so that logs line up; anything odd is replaced.
const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

// How often the staff's daily low-stock digest is looked for; it is queued once a day whoever looks.
const LOW_STOCK_CHECK_MS = 10 * 60_000;

/** The one place that wires plugins and modules. Tests call it with their own database. */
export async function buildApp(config: Config, dependencies: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    logController: new ProbeQuietLogController(),
    genReqId: (request) => {
      const offered = request.headers['x-request-id'];
      return typeof offered === 'string' && REQUEST_ID_PATTERN.test(offered) ? offered : randomUUID();
    },
    bodyLimit: 64 * 1024,
    // Named proxies, never `true`: the leftmost X-Forwarded-For is whatever the client wrote, and the
    // per-address rate limits would count against it.
    ...(config.trustedProxies.length > 0 ? { trustProxy: config.trustedProxies } : {}),
    // Fastify's own answer while closing is in English; refuseWhileClosing answers in Spanish instead.
    return503OnClosing: false,
    frameworkErrors: routerErrorAnswer(config.publicUrl),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  refuseWhileClosing(app);
  registerSecurityHeaders(app, config.publicUrl);
  // Each authenticated otherwise: the payment, carrier and WhatsApp webhooks by their signatures, the
  // e-mails' one-click unsubscribe (a mail client's POST, RFC 8058) by its signed token.
  refuseCrossSiteWrites(app, [
    `/api${WEBHOOK_PATH}`,
    `/api${SHIPPING_WEBHOOK_PATH}`,
    `/api${WHATSAPP_WEBHOOK_PATH}`,
    `/api${UNSUBSCRIBE_PATH}`,
  ]);
  registerErrorHandling(app);
  // The catalogue's calls and the pages' first answers share one exact cache, which forgets on every change.
  const catalog = await CatalogAnswers.start(dependencies.database, unitsSoldPerVariantSql, {
    maxBytes: config.catalogCacheBytes,
  });
  app.addHook('onClose', () => catalog.stop());
  registerMetrics(app, dependencies.database, {
    token: config.metricsToken,
    catalogCache: () => catalog.cache.stats(),
  });

  // Answers (JSON, the page shell) are compressed when worth it; built assets come precompressed and
  // pictures are already compressed formats, so both pass through untouched.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie);
  const { db } = dependencies.database;
  const sessions = sessionReader(db, config);
  const admit = config.rateLimits ? registerRateLimits(app, db, sessions) : admitEverything;

  await app.register(systemRoutes(dependencies.database), { prefix: '/api' });
  // The local stand-ins of Google, Stripe, Facturapi and an SMTP server, each only where its service is
  // not configured, and never in production (config refuses to start production without them).
  const standIns = await mountStandIns(app, config, db);
  await app.register(authRoutes(db, config, sessions), { prefix: '/api' });
  await app.register(profileRoutes(db, sessions), { prefix: '/api' });
  await app.register(addressesRoutes(db, sessions), { prefix: '/api' });
  await app.register(myDataRoutes(db, config, sessions), { prefix: '/api' });
  await app.register(savedListsRoutes(db, sessions), { prefix: '/api' });
  await app.register(stockAlertRoutes(db, sessions), { prefix: '/api' });
  await app.register(whatsappConsentRoutes(db, config, sessions), { prefix: '/api' });
  await app.register(cartReminderRoutes(db, config.sessionSecret), { prefix: '/api' });
  await app.register(fitRoutes(db, sessions), { prefix: '/api' });
  await app.register(reviewRoutes(db, sessions), { prefix: '/api' });
  const provider = paymentProvider(config);
  // One per process: it remembers the carriers' answers for a few minutes (decision 038); the checkout
  // asks it again for the option the shopper chose (decision 040).
  const shippingQuotes = shippingQuotesFor(
    config,
    db,
    catalog,
    app.log,
    (stateName) => stateDelivery(stateName) ?? COUNTRY_DELIVERY_DAYS,
  );
  await app.register(checkoutRoutes(db, config, sessions, provider, onOrderRefunded, shippingQuotes), {
    prefix: '/api',
  });
  await app.register(shopperOrderRoutes(db, sessions, provider, onOrderRefunded), { prefix: '/api' });
  await app.register(shopperReturnRoutes(db, sessions), { prefix: '/api' });
  const invoices = invoiceProvider(config);
  const invoicing = { db, provider: invoices, config, log: app.log };
  await app.register(invoiceShopperRoutes(invoicing, sessions), { prefix: '/api' });
  await app.register(invoiceEmailConfirmationRoutes(db), { prefix: '/api' });
  const staff = teamGuard(db, sessions, config);
  await app.register(adminRoutes({ database: dependencies.database, config, staff, provider, invoices }), {
    prefix: '/api/admin',
  });
  if (dependencies.backgroundRounds !== false) {
    // One process among those on the database sweeps (decision 020): each round asks the payment and
    // invoicing providers about the same rows, and two processes would ask twice at once.
    const sweeper = setInterval(() => {
      void dependencies.database.leads().then((leads) => {
        if (!leads) return;
        void sweepOverdueSessions({ db, provider, log: app.log });
        // Once across processes, like the sweep: the reminder's row is unique per checkout besides.
        void sendCartReminders(db, {
          secret: config.sessionSecret,
          afterMs: config.cartReminderAfterMs,
        }).catch((error: unknown) =>
          app.log.warn({ err: error }, 'no se pudieron preparar los recordatorios de carrito'),
        );
        void resumeStalledInvoices(invoicing)
          .then(() => withdrawRefundedInvoices(invoicing))
          // After the withdrawals: one SAT refused queues the credit note that replaces it.
          .then(() => issueQueuedCreditNotes(invoicing))
          // A credit note whose refund failed after it was stamped is cancelled at SAT.
          .then(() => withdrawUndoneCreditNotes(invoicing))
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'no se pudieron revisar las facturas pendientes'),
          );
      });
    }, config.sweepEveryMs);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    await startMail(app, config, db, {
      localSmtpUrl: standIns.smtpUrl,
      // Handed in, as the team's module queues its invitation through the mail's.
      staffEmails: () => teamEmails(db, config.ownerEmails),
      attachments: {
        'invoice-issued': (data) => invoiceMailAttachments(db, data),
        'credit-note-issued': (data) => creditNoteMailAttachments(db, data),
      },
    });
    // Beside the e-mail's, its own sender: a WhatsApp message that fails never holds an e-mail back.
    startWhatsApp(app, config, db);
    // Review invitations a week after delivery: every process looks; the invitation's row queues one.
    const invitations = setInterval(() => {
      queueReviewInvitations(db, config.sessionSecret).catch((error: unknown) =>
        app.log.warn({ err: error }, 'no se pudieron preparar las invitaciones a reseñar'),
      );
    }, LOW_STOCK_CHECK_MS);
    invitations.unref();
    app.addHook('onClose', async () => clearInterval(invitations));
    // Every process looks; the digest's key (the shop's day) queues it once whoever looks first. Without
    // owners there is no team (only owners add staff), so no one to tell.
    if (config.ownerEmails.size > 0) {
      const digest = setInterval(() => {
        queueLowStockDigest(db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'no se pudo preparar el aviso de existencias bajas'),
        );
      }, LOW_STOCK_CHECK_MS);
      digest.unref();
      app.addHook('onClose', async () => clearInterval(digest));
    }
  }
  await app.register(catalogRoutes(catalog), { prefix: '/api' });
  await app.register(shippingRoutes(catalog, shippingQuotes), { prefix: '/api' });
  // Envia's tracking webhooks, signed with the webhook's auth_token (decision 041).
  await app.register(trackingWebhookRoute(db, config.envia.webhookSecret), { prefix: '/api' });
  // Meta's statuses and shoppers' 'BAJA', signed with the app's secret (decision 063). A production shop
  // without a number has no webhook: its secret would be the stand-in's, which is written in the code.
  if (whatsappAvailable(config)) await app.register(whatsappWebhookRoute(db, config), { prefix: '/api' });
  await app.register(locationsRoutes(dependencies.database.db), { prefix: '/api' });
  await app.register(promotionRoutes(dependencies.database.db, productFactsForPromotions), {
    prefix: '/api',
  });
  await app.register(couponRoutes(db, productFactsForPromotions, sessions), { prefix: '/api' });
  await app.register(imageRoutes(dependencies.database.db), { prefix: '/api' });
  const webDir = dependencies.webDir ?? DEFAULT_WEB_DIR;
  const site = {
    db: dependencies.database.db,
    publicUrl: config.publicUrl,
    pageAssetTags: await readPageAssetTags(webDir),
    catalog,
  };
  await app.register(pageRoutes(site));
  await registerSpa(app, webDir, {
    headFor: (request) =>
      headTagsFor(site, request.url, {
        // A listing page that searches runs the search for its first list: it counts like the search call.
        searchAdmitted: async () => (await admit(request, 'search')).admitted,
        isStaff: async () => (await staff.memberOf(request)) !== undefined,
        session: async () => {
          const user = await sessions.userOf(request);
          return user ? toCurrentUser(user) : null;
        },
      }),
  });

  return app;
}
