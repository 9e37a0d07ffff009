import { savedAddressesAcrossImport } from '../modules/addresses';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { neighborhoods, shippingAddresses, users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { seedDemoPostalCodesIfEmpty } from '../modules/locations/demo-postal-codes';

export type ShopServer = { app: FastifyInstance; config: Config; url: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

/**
 * The shop listening on a real port: the Stripe SDK reaches the local hosted checkout over HTTP, and the
 * checkout delivers its webhooks back over HTTP, exactly as in the running store.
 */
export async function startShopServer(
  database: DatabaseHandle,
  environment: Record<string, string> = {},
): Promise<ShopServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: url, ...environment });
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, url };
}

export type Shopper = { userId: number; cookie: string; addressId: number };

/** A signed-in shopper with a phone and one delivery address in Chihuahua's Zona Centro. */
export async function createShopper(
  database: DatabaseHandle,
  email: string,
  options: { phone?: boolean } = {},
): Promise<Shopper> {
  const { db } = database;
  await seedDemoPostalCodesIfEmpty(db, savedAddressesAcrossImport);
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://idp.test',
      subject: email,
      email,
      name: `Cliente ${email.split('@')[0]}`,
      phoneNumber: options.phone === false ? null : '+526141234567',
    })
    .returning();
  if (!user) throw new Error('sin usuario');
  const [colonia] = await db
    .select()
    .from(neighborhoods)
    .where(eq(neighborhoods.postalCode, '31000'))
    .limit(1);
  if (!colonia) throw new Error('sin colonia de prueba');
  const [address] = await db
    .insert(shippingAddresses)
    .values({
      userId: user.id,
      postalCode: '31000',
      stateName: 'Chihuahua',
      municipalityName: 'Chihuahua',
      neighborhoodId: colonia.id,
      neighborhoodName: colonia.name,
      street: 'Av. Independencia',
      exteriorNumber: '1001',
      reference: 'Portón café',
    })
    .returning();
  if (!address) throw new Error('sin dirección');
  return { userId: user.id, cookie: `sid=${await createSession(db, user.id)}`, addressId: address.id };
}

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
  const { mountStandIns } = await import('@store/stand-ins');
  await mountStandIns(app, ['carrier'], {
    config,
    db: database.db,
    signInCallbackUrl: `${url}/api/auth/callback`,
    stripeApiVersion: '',
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config };
}
