import { savedAddressesAcrossImport } from '../modules/addresses';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { neighborhoods, shippingAddresses, users, variants } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { seedDemoPostalCodesIfEmpty } from '../modules/locations/demo-postal-codes';
import { devPayStripe } from '../modules/payments';
import { writeCatalogFixture, type Fixture } from './catalog-fixture';
import { createTestDatabase } from './database';
import { FROM_THE_SHOP } from './from-the-shop';

export type ShopServer = { app: FastifyInstance; config: Config; url: string };

// Ports below the kernel's ephemeral range (32768–60999 on Linux). A port the kernel hands out for port 0
// is one an outgoing connection of another test (Chromium, fetch, a PostgreSQL client) may take between
// this check and the server's own listen: a store once failed to start on one under a full CI run.
const FIRST_PORT = 20_000;
const LAST_PORT = 32_000;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A port nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = FIRST_PORT + randomInt(LAST_PORT - FIRST_PORT);
    if (await isFree(port)) return port;
  }
  throw new Error('sin puerto libre');
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

/** A shopper of a test, with the e-mail they signed in with. */
export type Account = Shopper & { email: string };

/** What the shop answered a call: its status and its JSON (`{}` when it answered no JSON). */
export type Answer = { status: number; body: Record<string, unknown> };

/**
 * One shop for a test file, as the browser and the owner meet it: a fresh database with the catalogue
 * fixture, the shop listening on a port, the local checkout's Stripe client, and a signed-in owner.
 */
export type TestShop = ShopServer & {
  database: DatabaseHandle;
  fixture: Fixture;
  stripe: Stripe;
  owner: Account;
  /** The fixture's Café boot in size 27, with `bootStock` units. */
  boot: number;
  /** A new signed-in shopper, `<shoppers><n>@correo.test`. */
  newShopper: () => Promise<Account>;
  /** A call under `/api` as `who` (a guest when null), as the shop's pages make it. */
  call: (
    who: Shopper | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ) => Promise<Answer>;
};

/**
 * The shop of a test file: set up in the file's `beforeAll`, closed in its `afterAll`; its fields are read
 * inside the tests. `owner` is the owner's e-mail; `shoppers` names the file's shoppers.
 */
export function useTestShop(options: { owner: string; shoppers: string; bootStock: number }): TestShop {
  let ready: Omit<TestShop, 'newShopper' | 'call' | 'app' | 'config' | 'url'> & { server: ShopServer };
  let shopperCount = 0;
  const opened = () => {
    if (!ready) throw new Error('La tienda de prueba se usa dentro de las pruebas, no al cargar el archivo.');
    return ready;
  };
  beforeAll(async () => {
    const database = await createTestDatabase();
    const fixture = await writeCatalogFixture(database.db);
    const boot = fixture.variant(1, 'Café', '27');
    await database.db.update(variants).set({ stock: options.bootStock }).where(eq(variants.id, boot));
    const server = await startShopServer(database, { OWNER_EMAILS: options.owner });
    const owner = { ...(await createShopper(database, options.owner)), email: options.owner };
    ready = { database, fixture, server, stripe: devPayStripe(server.url), owner, boot };
  });
  afterAll(async () => {
    await ready?.server.app.close();
    await ready?.database.close();
  });
  return {
    get app() {
      return opened().server.app;
    },
    get config() {
      return opened().server.config;
    },
    get url() {
      return opened().server.url;
    },
    get database() {
      return opened().database;
    },
    get fixture() {
      return opened().fixture;
    },
    get stripe() {
      return opened().stripe;
    },
    get owner() {
      return opened().owner;
    },
    get boot() {
      return opened().boot;
    },
    newShopper: async () => {
      shopperCount += 1;
      const email = `${options.shoppers}${shopperCount}@correo.test`;
      return { ...(await createShopper(opened().database, email)), email };
    },
    call: async (who, method, path, body) => {
      const response = await fetch(`${opened().server.url}/api${path}`, {
        method,
        headers: {
          ...(who ? { cookie: who.cookie } : {}),
          ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const json: unknown = /^[[{]/.test(text) ? JSON.parse(text) : {};
      return { status: response.status, body: json as Record<string, unknown> };
    },
  };
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
