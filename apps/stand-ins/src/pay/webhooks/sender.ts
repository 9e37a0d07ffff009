import type { FastifyBaseLogger } from 'fastify';
import { stripeSignature } from './signature';

// Stripe retries for days with growing gaps; the local checkout keeps the shape on a demo's scale.
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Delivers events to the shop's webhook endpoint as Stripe does: a JSON body, the `Stripe-Signature`
 * header, and retries with back-off while the endpoint does not answer 2xx.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly endpoint: string,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(event: { id: string; type: string }): void {
    this.attempt(JSON.stringify(event, null, 2), event, 0);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(payload: string, event: { id: string; type: string }, attempt: number): void {
    if (this.closed) return;
    void this.deliver(payload).then((delivered) => {
      if (delivered || this.closed) return;
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        this.log.error(
          { eventId: event.id, type: event.type },
          'webhook no entregado tras todos los reintentos',
        );
        return;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(payload, event, attempt + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    });
  }

  private async deliver(payload: string): Promise<boolean> {
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(payload, this.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      await response.body?.cancel();
      return response.ok;
    } catch (error) {
      this.log.warn({ err: error }, 'webhook no entregado; se reintentará');
      return false;
    }
  }
}
