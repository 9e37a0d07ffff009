import { stripeId, unixNow, type DevEvent } from './objects/stripe-json';
import type { DevPayStore, StoreReader, StoreWriter } from './store/store';

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
  store: StoreReader;
  /** The shop's public address, for the hosted pages' absolute URLs. */
  publicUrl: string;
  /**
   * Runs `work` in one transaction; its events are stored with its changes and sent after the commit,
   * never for a change that was rolled back.
   */
  change: <T>(work: (tx: StoreWriter, emit: Emit) => Promise<T>) => Promise<T>;
  /** Asks for another look at what is due at `at` (ms), sooner than the sweeper's next round. */
  wakeAt: (at: number) => void;
};

/**
 * dev-pay over `store`: each change records its events with its writes and, once committed, hands them
 * to `send` (the webhook); `apiVersion` says which version they are rendered in.
 */
export function devPayOn(
  store: DevPayStore,
  options: {
    publicUrl: string;
    apiVersion: () => string;
    send: (event: DevEvent) => void;
    wakeAt: (at: number) => void;
  },
): DevPay {
  return {
    store,
    publicUrl: options.publicUrl,
    wakeAt: options.wakeAt,
    change: async (work) => {
      const events: DevEvent[] = [];
      const result = await store.change((tx) =>
        work(tx, async (type, object) => {
          const event = newEvent(type, object, options.apiVersion());
          await tx.insertEvent(event);
          events.push(event);
        }),
      );
      for (const event of events) options.send(event);
      return result;
    },
  };
}

/** Stripe's event around `object`, a copy taken now: later changes in the same transaction stay out. */
function newEvent(type: string, object: unknown, apiVersion: string): DevEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: unixNow(),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}
