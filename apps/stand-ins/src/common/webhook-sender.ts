import type { FastifyBaseLogger } from 'fastify';

// The services retry for days with growing gaps; the stand-ins keep the shape on a demo's scale.
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000];

/** One event to deliver: its body, and its headers (a signature) written afresh for every attempt. */
export type Delivery = {
  payload: string;
  headers: () => Record<string, string>;
  /** What the logs say of it when it cannot be delivered. */
  about: Record<string, unknown>;
};

/**
 * Delivers a stand-in's webhooks to the shop as the real services do: a JSON body, the service's signed
 * headers, and retries with back-off while the endpoint does not answer 2xx.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly endpoint: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Sends `delivery` now; resolves with whether that first attempt was taken (2xx). If it was not, it is
   * tried again later, in the background.
   */
  send(delivery: Delivery): Promise<boolean> {
    return this.attempt(delivery, 0);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(delivery: Delivery, attempt: number): Promise<boolean> {
    if (this.closed) return false;
    const delivered = await this.deliver(delivery);
    if (delivered || this.closed) return delivered;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      this.log.error(delivery.about, 'webhook no entregado tras todos los reintentos');
      return false;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, attempt + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
    return false;
  }

  private async deliver(delivery: Delivery): Promise<boolean> {
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', ...delivery.headers() },
        body: delivery.payload,
        signal: AbortSignal.timeout(20_000),
      });
      await response.body?.cancel();
      return response.ok;
    } catch (error) {
      this.log.warn({ err: error, ...delivery.about }, 'webhook no entregado; se reintentará');
      return false;
    }
  }
}
