import type { Database } from '../../../db/client';

/** A refusal in Stripe's words: the HTTP status, its message, and its error code and parameter. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** Stripe's answer for an id it does not know. */
export const noSuch = (kind: string, id: string, options: { status?: number; param?: string } = {}) =>
  new StripeApiError(options.status ?? 404, `No such ${kind}: '${id}'`, 'resource_missing', options.param);

/** Records an event in the running transaction; it is sent to the webhook once that commits. */
export type Emit = (type: string, object: unknown) => Promise<void>;

/** What dev-pay's operations need from the plugin that runs them. */
export type DevPay = {
  db: Database;
  /** The shop's public address, for the hosted pages' absolute URLs. */
  publicUrl: string;
  /**
   * Runs `work` in one transaction; its events are stored with its changes and sent after the commit,
   * never for a change that was rolled back.
   */
  change: <T>(work: (tx: Database, emit: Emit) => Promise<T>) => Promise<T>;
  /** Asks for another look at what is due at `at` (ms), sooner than the sweeper's next round. */
  wakeAt: (at: number) => void;
};
