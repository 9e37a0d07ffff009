import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** JSON, files and errors: nothing in them may load or run anything, nor be framed. */
const DEFAULT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A CSP source for an inline `<style>` or `<script>` with exactly this text. */
export const inlineHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The storefront page's policy: its own scripts plus the one that starts them after a first screen (spa.ts;
 * the page's JSON blocks are data), its own styles plus the stylesheet written into the page, pictures from the shop and the shopper's
 * Google profile picture, the map of an address in a frame, calls to its own API. Stripe's and Google's
 * pages are reached by navigating, which a policy does not restrict.
 */
export function pagePolicy(
  inlineStyleHashes: readonly string[],
  inlineScriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${inlineStyleHashes.join(' ')}`.trim(),
    "img-src 'self' data: https://*.googleusercontent.com",
    'frame-src https://maps.google.com https://www.google.com',
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What every answer carries: no MIME sniffing, no framing by another site, a referrer that tells other
 * sites only the shop's origin, HTTPS pinned when the shop is served over it, and a content policy unless
 * the route set its own (pages, the demo's pages). A route that sets one of these headers itself (the local
 * mailbox framing a message) keeps its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}

/** The headers above, for the few answers sent where no hook runs (the router's own refusals). */
export function securityHeaders(publicUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(publicUrl.startsWith('https://')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'Content-Security-Policy': DEFAULT_POLICY,
  };
}
