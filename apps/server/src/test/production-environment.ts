/**
 * `NODE_ENV=production` with a test value for every secret config.ts requires there (without them the
 * shop refuses to start). Nothing is called with them: no test reaches Google, Stripe or an SMTP server.
 */
export const PRODUCTION_TEST_ENVIRONMENT: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secreto-de-prueba',
  STRIPE_SECRET_KEY: 'sk_test_produccion',
  STRIPE_WEBHOOK_SECRET: 'whsec_produccion',
  // Nothing listens there: a message queued in such a test stays pending, as with the shop's server down.
  SMTP_URL: 'smtp://127.0.0.1:9',
};
