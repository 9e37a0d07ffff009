import { toCentavos } from '@store/money';
import type { z } from 'zod';
import { CarrierError } from './carrier-error';
import {
  enviaError,
  generateResponse,
  rateResponse,
  trackResponse,
  type GenerateRequest,
  type RateEntry,
  type RateRequest,
} from './envia-shapes';
import { trackingStep, type TrackingStep } from './tracking-webhook';

/** One service a carrier offers for a route: what it costs (IVA included) and how long it takes. */
export type CarrierRate = {
  /** Envia's codes, which a label is bought with: 'estafeta', 'ground'. */
  carrier: string;
  service: string;
  /** What a shopper reads: 'Estafeta', 'Terrestre'. */
  carrierName: string;
  serviceName: string;
  priceCents: number;
  /** Business days from the day the parcel leaves. */
  minDays: number;
  maxDays: number;
};

/** A label bought: the tracking number, where its PDF is, and what the carrier charged. */
export type PurchasedLabel = {
  carrier: string;
  service: string;
  trackingNumber: string;
  /** One per box when the shipment has several. */
  trackingNumbers: string[];
  trackUrl: string | null;
  labelUrl: string;
  priceCents: number | null;
};

/** Where a parcel is, as the carrier last said. */
export type TrackedShipment = {
  trackingNumber: string;
  status: string;
  step: TrackingStep | null;
  trackUrl: string | null;
  deliveredAt: string | null;
  events: { at: string; description: string; location: string }[];
};

export type EnviaClientOptions = {
  apiKey: string;
  /** The Shipping API: `https://api.envia.com`, its sandbox, or the local carrier. */
  baseUrl: string;
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Attempts after the first, for calls that may be repeated. */
  retries?: number;
  /** The first pause before a retry; each next one doubles. */
  retryDelayMs?: number;
};

/** Whether a failed call may simply be made again. */
type Repeatable = 'any failure' | 'only when refused for load';

type CallOptions = { signal?: AbortSignal; repeatable: Repeatable };

/** What Envia wrote for a delivery time ('De 2 a 3 días', '2-3 días', '1 día') as business days. */
export function deliveryDays(entry: RateEntry): { minDays: number; maxDays: number } | undefined {
  const words = entry.deliveryEstimate ?? '';
  const range = /(\d+)\s*(?:-|–|a)\s*(\d+)/.exec(words);
  const single = /(\d+)/.exec(words);
  const [min, max] = range
    ? [Number(range[1]), Number(range[2])]
    : single
      ? [Number(single[1]), Number(single[1])]
      : [entry.deliveryDate?.dateDifference, entry.deliveryDate?.dateDifference];
  if (min === undefined || max === undefined || !Number.isFinite(min) || !Number.isFinite(max))
    return undefined;
  // A same-day service still takes the day: no promise of less than one.
  const first = Math.max(1, Math.min(min, max));
  return { minDays: first, maxDays: Math.max(first, min, max) };
}

/** 'FedEx Express Saver' said of FedEx is 'Express Saver': the carrier's name is shown beside it. */
const serviceNameOf = (entry: RateEntry, carrierName: string) => {
  const description = (entry.serviceDescription ?? entry.service).trim();
  const rest = description.toLowerCase().startsWith(`${carrierName.toLowerCase()} `)
    ? description.slice(carrierName.length + 1).trim()
    : description;
  return rest || description;
};

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * A small typed client of Envia.com's Shipping API over `fetch` (Envia publishes no npm SDK): rate, buy a
 * label, track, download a label's PDF. Each attempt has a timeout; reads (rate, track) are retried on
 * network failures, 429 and 5xx with a doubling pause, while buying a label is retried only on 429 (Envia
 * did nothing then): a timeout there may have bought the label, and a retry could buy it twice.
 */
export class EnviaClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: EnviaClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  /**
   * One carrier's services for the route and the packages (Envia quotes one carrier a request). Services
   * priced in another currency or without a delivery time are left out: the shop cannot offer them.
   */
  async rate(request: RateRequest, { signal }: { signal?: AbortSignal } = {}): Promise<CarrierRate[]> {
    const answer = await this.post('/ship/rate/', request, rateResponse, {
      signal,
      repeatable: 'any failure',
    });
    return answer.data.flatMap((entry) => {
      const days = deliveryDays(entry);
      if (!days || (entry.currency && entry.currency.toUpperCase() !== 'MXN')) return [];
      if (!Number.isFinite(entry.totalPrice) || entry.totalPrice < 0) return [];
      const carrierName = entry.carrierDescription?.trim() || entry.carrier;
      return [
        {
          carrier: entry.carrier,
          service: entry.service,
          carrierName,
          serviceName: serviceNameOf(entry, carrierName),
          priceCents: toCentavos(entry.totalPrice),
          ...days,
        },
      ];
    });
  }

  /** Buys the label of one service; Envia charges the account's balance. */
  async generate(request: GenerateRequest): Promise<PurchasedLabel> {
    const answer = await this.post('/ship/generate/', request, generateResponse, {
      repeatable: 'only when refused for load',
    });
    const [label] = answer.data;
    if (!label) throw new CarrierError('malformed', 'sin guía');
    return {
      carrier: label.carrier,
      service: label.service,
      trackingNumber: label.trackingNumber,
      trackingNumbers: label.trackingNumbers?.length ? label.trackingNumbers : [label.trackingNumber],
      trackUrl: label.trackUrl ?? null,
      labelUrl: label.label,
      priceCents: label.totalPrice === undefined ? null : toCentavos(label.totalPrice),
    };
  }

  /** Where each parcel is now. */
  async track(trackingNumbers: string[]): Promise<TrackedShipment[]> {
    const answer = await this.post('/ship/generaltrack/', { trackingNumbers }, trackResponse, {
      repeatable: 'any failure',
    });
    return answer.data.map((entry) => ({
      trackingNumber: entry.trackingNumber,
      status: entry.status,
      step: trackingStep(entry.status),
      trackUrl: entry.trackUrl ?? null,
      deliveredAt: entry.deliveredAt ?? null,
      events: (entry.eventHistory ?? []).map((event) => ({
        at: event.timestamp ?? '',
        description: event.description ?? '',
        location: event.location ?? '',
      })),
    }));
  }

  /**
   * The label's PDF. The key goes only to Envia's own address: a label is usually stored elsewhere (a
   * storage bucket), where a secret has no business.
   */
  async labelPdf(labelUrl: string): Promise<Buffer> {
    const url = new URL(labelUrl);
    const ours = url.origin === new URL(this.baseUrl).origin;
    const bytes = await this.attempts<Buffer>(
      async (signal) => {
        const response = await fetch(url, {
          headers: ours ? { authorization: `Bearer ${this.options.apiKey}` } : {},
          signal,
        });
        if (response.status === 429 || response.status >= 500) return { failed: response.status };
        if (!response.ok)
          throw new CarrierError('refused', `la guía respondió ${response.status}`, response.status);
        return { value: Buffer.from(await response.arrayBuffer()) };
      },
      { repeatable: 'any failure' },
    );
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new CarrierError('malformed', 'la guía no es un PDF');
    return bytes;
  }

  private async post<S extends z.ZodType>(
    path: string,
    body: unknown,
    shape: S,
    options: CallOptions,
  ): Promise<z.output<S>> {
    const json = await this.attempts(async (signal) => {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal,
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const refusal = enviaError.safeParse(parsed);
      if (response.status === 401 || response.status === 403) {
        throw new CarrierError('unauthorized', refusal.data?.error?.message, response.status);
      }
      if (!response.ok || refusal.success) {
        const said = refusal.data?.error?.message ?? refusal.data?.error?.description;
        if (response.status === 429 || response.status >= 500) return { failed: response.status, said };
        throw new CarrierError('refused', said, response.status);
      }
      return { value: parsed };
    }, options);
    const read = shape.safeParse(json);
    if (!read.success) throw new CarrierError('malformed', read.error.issues[0]?.message);
    return read.data;
  }

  /**
   * Runs `call` with a timeout per attempt, again after a pause when it failed in a way `repeatable`
   * allows, until it succeeds, the retries run out, or the caller's `signal` gives up.
   */
  private async attempts<T>(
    call: (signal: AbortSignal) => Promise<{ value: T } | { failed: number | 'network'; said?: string }>,
    { signal, repeatable }: CallOptions,
  ): Promise<T> {
    let last: CarrierError = new CarrierError('unavailable');
    for (let attempt = 0; attempt <= this.retries; attempt += 1) {
      if (signal?.aborted) throw new CarrierError('timeout');
      const timeout = AbortSignal.timeout(this.timeoutMs);
      const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let outcome: Awaited<ReturnType<typeof call>>;
      try {
        outcome = await call(attemptSignal);
      } catch (error) {
        if (error instanceof CarrierError) throw error;
        if (signal?.aborted || timeout.aborted) {
          // A label whose request timed out may have been bought: only reads are tried again.
          if (signal?.aborted || repeatable !== 'any failure') throw new CarrierError('timeout');
          last = new CarrierError('timeout');
          outcome = { failed: 'network' };
        } else {
          outcome = { failed: 'network' };
          last = new CarrierError('unavailable', error instanceof Error ? error.message : undefined);
        }
      }
      if ('value' in outcome) return outcome.value;
      if (outcome.failed !== 'network') {
        last = new CarrierError('unavailable', outcome.said, outcome.failed);
      }
      const again = repeatable === 'any failure' || outcome.failed === 429;
      if (!again || attempt === this.retries) break;
      await pause(this.retryDelayMs * 2 ** attempt, signal);
    }
    if (signal?.aborted) throw new CarrierError('timeout');
    throw last;
  }
}
