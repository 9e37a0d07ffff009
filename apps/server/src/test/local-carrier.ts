import Fastify, { type FastifyInstance } from 'fastify';
import { mountStandIns } from '@store/stand-ins';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { freePort } from './shop-server';

export type LocalCarrier = { app: FastifyInstance; config: Config };

/**
 * The local carrier alone, on a port of its own, with `environment` (DEV_ENVIA_LATENCY: a carrier slow
 * or silent): what a test quotes against when the shop's own must answer otherwise. Its config is a
 * shop's aimed at it, for `enviaClientFor`.
 */
export async function startLocalCarrier(
  database: DatabaseHandle,
  environment: Record<string, string>,
): Promise<LocalCarrier> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: url, ...environment });
  // A silent carrier's request stays open after its client gave up (fetch keeps the socket): closing
  // ends every connection rather than wait for them.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await mountStandIns(app, ['carrier'], {
    config,
    db: database.db,
    signInCallbackUrl: `${url}/api/auth/callback`,
    stripeApiVersion: '',
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config };
}
