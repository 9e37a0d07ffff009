import { formatCentavos, shippingCents, type ShippingRule } from '@store/money';
import type { FastifyBaseLogger } from 'fastify';
import type { ShipFrom } from '../../../config';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { parcelFacts, type ParcelFacts } from '../../catalog';
import { postalCodePlace } from '../../locations';
import { CarrierError } from '../envia/carrier-error';
import type { CarrierRate, EnviaClient } from '../envia/envia-client';
import { enviaPackages, originAddress, quoteDestination } from '../envia/envia-requests';
import { packParcels, parcelsKey, type Parcel } from '../parcels/packing';
import { unitParcel } from '../parcels/unit-parcel';
import { CARRIER_TIMEOUT_MS, QUOTED_CARRIERS } from './carriers';
import { chooseOptions } from './choose-options';
import { arrivalRange } from './delivery-dates';
import { QuoteCache, type Remembered } from './quote-cache';

/** Business days a parcel takes, fewest and most. */
export type DeliveryDays = { minDays: number; maxDays: number };

/** A way to send the parcel, as quoted: what the shopper chooses, and what a label is later bought with. */
export type QuotedOption = {
  /** What the storefront sends back when the shopper chooses it: carrier, service and the price seen. */
  id: string;
  /** `carrier`: a carrier's service through Envia; `flat`: the shop's own rate, when none answered. */
  kind: 'carrier' | 'flat';
  /** Envia's codes to buy the label with; null for the flat rate (staff choose the carrier then). */
  carrier: string | null;
  service: string | null;
  carrierName: string;
  serviceName: string;
  /** IVA included; 0 where the shop's free shipping applies. */
  priceCents: number;
  minDays: number;
  maxDays: number;
  arrives: { from: string; to: string; text: string };
  cheapest: boolean;
  fastest: boolean;
};

export type ShippingQuote = {
  options: QuotedOption[];
  /** Why the answer is out of the ordinary (no carrier answered), in Spanish; null otherwise. */
  note: string | null;
  /** The boxes quoted, which the label is bought for. */
  parcels: Parcel[];
  destination: { postalCode: string; stateName: string; municipalityName: string };
};

export type QuoteRequest = {
  postalCode: string;
  lines: readonly { variantId: number; quantity: number }[];
  /** What the goods cost after discounts: the shop's free shipping is measured against it. */
  goodsCents: number;
};

/** The chosen option, still offered at the price the shopper saw; or why not, with today's options. */
export type ShippingChoice =
  | { ok: true; option: QuotedOption; quote: ShippingQuote }
  | { ok: false; message: string; quote: ShippingQuote };

export type ShippingQuotesDependencies = {
  db: Database;
  /** Where each variant's parcel facts are read; by default the catalogue's query, in `app.ts` its answers. */
  parcelFacts?: (variantIds: number[]) => Promise<ParcelFacts[]>;
  client: Pick<EnviaClient, 'rate'>;
  origin: ShipFrom;
  /** The owner's flat rate and free-shipping threshold (SHIPPING_COST, FREE_SHIPPING_FROM). */
  flatRate: ShippingRule;
  /** How long the flat rate's parcel takes to a state, when no carrier answered. */
  fallbackDays: (stateName: string) => DeliveryDays;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How long a carrier may take before it is left out; tests make it short. */
  carrierTimeoutMs?: number;
  /** How long an answer from every carrier is remembered. */
  cacheTtlMs?: number;
  /** How long an answer missing some carrier (or all of them) is remembered: soon worth asking again. */
  partialCacheTtlMs?: number;
  maxCacheEntries?: number;
};

export const UNKNOWN_POSTAL_CODE = (postalCode: string) =>
  `No encontramos el código postal ${postalCode}. Revísalo o escribe otro.`;
export const NO_COVERAGE = (postalCode: string) =>
  `Ninguna paquetería entrega en el código postal ${postalCode}. Revísalo o escribe otro.`;
export const NOT_FOR_SALE =
  'Uno de los productos de tu carrito ya no está a la venta. Actualiza tu carrito e inténtalo de nuevo.';
export const FLAT_RATE_NOTE =
  'Las paqueterías no respondieron a tiempo: te mostramos la tarifa de envío de la tienda.';
/** The price the shopper saw is no longer the carrier's: the page shows the new one. */
export const PRICE_CHANGED = (priceCents: number) =>
  `El costo de envío cambió a ${formatCentavos(priceCents)}. Revisa y vuelve a intentarlo.`;
export const OPTION_GONE =
  'La opción de envío que elegiste ya no está disponible. Elige otra para continuar.';

/** Envia's codes as an id's words: lower case letters and digits. */
const word = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'x';
const optionId = (carrier: string, service: string, priceCents: number) =>
  `${word(carrier)}-${word(service)}-${priceCents}`;
export const FLAT_RATE_ID_PREFIX = 'tarifa-fija';
/** An id without its price: the same carrier and service at any price. */
const withoutPrice = (id: string) => id.replace(/-\d+$/, '');
const priceOf = (id: string) => Number(/-(\d+)$/.exec(id)?.[1] ?? Number.NaN);

/** What the carriers said for one route and its boxes. */
type CarrierAnswers = { rates: CarrierRate[]; everyCarrierRefused: boolean };

/**
 * Shipping options for a cart and a destination (decision 038): the cart packed into boxes, every
 * carrier asked at once, those that do not answer within 3 s left out, the answers remembered for ten
 * minutes, at most four options with the cheapest and the fastest marked, and the owner's free shipping
 * on the cheapest. When no carrier answers it falls back to the owner's flat rate with a note: a sale is
 * never stopped because a carrier is down. Only bad input stops it: an unknown postal code, a product no
 * longer for sale, or a destination every carrier says it does not reach (HttpError 422).
 */
export class ShippingQuotes {
  private readonly cache: QuoteCache<CarrierAnswers>;
  private readonly now: () => Date;

  constructor(private readonly deps: ShippingQuotesDependencies) {
    this.now = deps.now ?? (() => new Date());
    this.cache = new QuoteCache({
      maxEntries: deps.maxCacheEntries ?? 5_000,
      now: () => this.now().getTime(),
    });
  }

  cacheStats() {
    return this.cache.stats();
  }

  /** The options for `request`, cheapest first. */
  async quote(request: QuoteRequest): Promise<ShippingQuote> {
    // Both read at once (a server's pool runs them side by side); the postal code is judged first.
    const [place, parcels] = await Promise.allSettled([
      postalCodePlace(this.deps.db, request.postalCode),
      this.parcelsFor(request.lines),
    ]);
    if (place.status === 'rejected') throw place.reason;
    if (!place.value) throw new HttpError(422, UNKNOWN_POSTAL_CODE(request.postalCode));
    if (parcels.status === 'rejected') throw parcels.reason;
    return this.quoteParcels(request, { postalCode: request.postalCode, ...place.value }, parcels.value);
  }

  private async quoteParcels(
    request: QuoteRequest,
    destination: ShippingQuote['destination'],
    parcels: Parcel[],
  ): Promise<ShippingQuote> {
    const answers = await this.cache.remember(`${request.postalCode}|${parcelsKey(parcels)}`, () =>
      this.askCarriers(destination, parcels),
    );
    if (answers.everyCarrierRefused) throw new HttpError(422, NO_COVERAGE(request.postalCode));
    const now = this.now();
    if (answers.rates.length === 0) {
      const days = this.deps.fallbackDays(destination.stateName);
      const priceCents = shippingCents(this.deps.flatRate, request.goodsCents);
      return {
        options: [
          {
            id: `${FLAT_RATE_ID_PREFIX}-${priceCents}`,
            kind: 'flat',
            carrier: null,
            service: null,
            carrierName: 'Envío estándar',
            serviceName: 'Tarifa de la tienda',
            priceCents,
            ...days,
            arrives: arrivalRange(now, days),
            cheapest: true,
            fastest: true,
          },
        ],
        note: FLAT_RATE_NOTE,
        parcels,
        destination,
      };
    }
    const { freeFromCents } = this.deps.flatRate;
    const free = freeFromCents !== null && request.goodsCents >= freeFromCents;
    const options = chooseOptions(answers.rates).map((rate): QuotedOption => {
      const priceCents = free && rate.cheapest ? 0 : rate.priceCents;
      return {
        id: optionId(rate.carrier, rate.service, priceCents),
        kind: 'carrier',
        carrier: rate.carrier,
        service: rate.service,
        carrierName: rate.carrierName,
        serviceName: rate.serviceName,
        priceCents,
        minDays: rate.minDays,
        maxDays: rate.maxDays,
        arrives: arrivalRange(now, rate),
        cheapest: rate.cheapest,
        fastest: rate.fastest,
      };
    });
    return { options, note: null, parcels, destination };
  }

  /**
   * Quotes again and checks the option the shopper chose (its id) is still offered at the price they saw:
   * what the checkout calls before it charges. A changed price or an option no longer offered is said
   * in Spanish, with today's options to choose from again.
   */
  async confirm(request: QuoteRequest & { optionId: string }): Promise<ShippingChoice> {
    const quote = await this.quote(request);
    const option = quote.options.find((each) => each.id === request.optionId);
    if (option) return { ok: true, option, quote };
    const repriced = quote.options.find((each) => withoutPrice(each.id) === withoutPrice(request.optionId));
    const seen = priceOf(request.optionId);
    const message = repriced && Number.isInteger(seen) ? PRICE_CHANGED(repriced.priceCents) : OPTION_GONE;
    return { ok: false, message, quote };
  }

  /** The cart's boxes; a product no longer for sale (unknown, or hidden) stops the quote. */
  private async parcelsFor(lines: QuoteRequest['lines']): Promise<Parcel[]> {
    const quantities = new Map<number, number>();
    for (const line of lines)
      quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
    const variantIds = [...quantities.keys()];
    const facts = await (this.deps.parcelFacts?.(variantIds) ?? parcelFacts(this.deps.db, variantIds));
    if (facts.length !== quantities.size) throw new HttpError(422, NOT_FOR_SALE);
    return packParcels(
      facts
        .sort((a, b) => a.variantId - b.variantId)
        .map((fact) => ({ ...unitParcel(fact), quantity: quantities.get(fact.variantId) ?? 0 })),
    );
  }

  /**
   * Every carrier at once, each given `carrierTimeoutMs`. A carrier that refuses (it does not reach the
   * destination, or does not take the boxes) and one that fails are both left out; only when every one
   * refused is the destination out of reach. The answer is remembered for ten minutes when every carrier
   * answered, for one when some did not (they may be back soon).
   */
  private async askCarriers(
    destination: ShippingQuote['destination'],
    parcels: Parcel[],
  ): Promise<Remembered<CarrierAnswers>> {
    const { client, origin, log } = this.deps;
    const timeoutMs = this.deps.carrierTimeoutMs ?? CARRIER_TIMEOUT_MS;
    const packages = enviaPackages(parcels);
    const from = originAddress(origin);
    const to = quoteDestination(destination.postalCode, destination);
    const outcomes = await Promise.all(
      QUOTED_CARRIERS.map(async (carrier) => {
        try {
          const rates = await client.rate(
            {
              origin: from,
              destination: to,
              packages,
              shipment: { carrier, type: 1 },
              settings: { currency: 'MXN' },
            },
            { signal: AbortSignal.timeout(timeoutMs) },
          );
          return { carrier, rates, refused: false, failed: false };
        } catch (error) {
          const refused = error instanceof CarrierError && error.kind === 'refused';
          log.warn(
            { carrier, kind: error instanceof CarrierError ? error.kind : 'unknown', err: error },
            refused ? 'la paquetería no cotizó el envío' : 'la paquetería no respondió a la cotización',
          );
          return { carrier, rates: [], refused, failed: !refused };
        }
      }),
    );
    const missing = outcomes.some((outcome) => outcome.failed);
    return {
      value: {
        rates: outcomes.flatMap((outcome) => outcome.rates),
        everyCarrierRefused: outcomes.every((outcome) => outcome.refused),
      },
      ttlMs: missing ? (this.deps.partialCacheTtlMs ?? 60_000) : (this.deps.cacheTtlMs ?? 10 * 60_000),
    };
  }
}
