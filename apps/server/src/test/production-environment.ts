/**
 * `NODE_ENV=production` with a test value for everything config.ts requires there (without them the
 * shop refuses to start). Nothing is called with them: no test reaches Google, Stripe, Facturapi, Envia.com or
 * an SMTP server.
 */
export const PRODUCTION_TEST_ENVIRONMENT: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tienda.example.mx',
  OWNER_EMAILS: 'dueno@tienda.example.mx',
  SESSION_SECRET: 'p'.repeat(40),
  GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secreto-de-prueba',
  STRIPE_SECRET_KEY: 'sk_test_produccion',
  STRIPE_WEBHOOK_SECRET: 'whsec_produccion',
  // Nothing listens there: a message queued in such a test stays pending, as with the shop's server down.
  SMTP_URL: 'smtp://127.0.0.1:9',
  FACTURAPI_KEY: 'sk_test_produccion',
  INVOICE_ISSUER_RFC: 'EWE1709045U0',
  INVOICE_ISSUER_NAME: 'NORTEÑO WESTERN',
  INVOICE_ISSUER_REGIME: '601',
  INVOICE_ISSUER_POSTAL_CODE: '31000',
  ENVIA_API_KEY: 'envia_clave_de_prueba_produccion',
  ENVIA_WEBHOOK_SECRET: 'envia_webhook_de_prueba_produccion',
};
