import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/src/config';
import type { Database } from '../../server/src/db/client';

/** What the shop hands each stand-in when it mounts it: nothing else of the shop is theirs to use. */
export type StandInContext = {
  config: Config;
  /** The shop's database, where the stand-ins keep their own tables (a restart keeps their state). */
  db: Database;
  /** Where the shop's sign-in comes back from an identity provider: the one redirect the local one takes. */
  signInCallbackUrl: string;
  /** The Stripe API version the shop's adapter speaks: the local checkout's events before any request. */
  stripeApiVersion: string;
};

/** What the shop must know of a mounted stand-in that its prefix in dev-services.ts does not say. */
export type StandInAddresses = {
  /** Where the local mailbox's SMTP server listens (on a port of its own, chosen when it starts). */
  smtpUrl: string | undefined;
};

/** Mounts one stand-in on the shop's server, under its prefix, with whatever it runs beside it. */
export type StandIn = (
  app: FastifyInstance,
  context: StandInContext,
) => Promise<Partial<StandInAddresses> | void>;
