import { roadKm, stateOfPostalCode, zoneOf } from './zones';

/** A carrier's service as the local carrier prices it: pesos before IVA, and days by zone (0 to 4). */
type Service = {
  service: string;
  description: string;
  /** 1 kg to the nearest zone. */
  basePesos: number;
  /** What each zone further adds. */
  zonePesos: number;
  /** What each kilogram past the first adds, in the nearest zone (more further away). */
  kiloPesos: number;
  days: ReadonlyArray<readonly [min: number, max: number]>;
};

type Carrier = {
  description: string;
  services: readonly Service[];
  /** States (two-letter codes) it does not deliver to. */
  noCoverage: readonly string[];
};

/**
 * The four carriers the local carrier plays, with services priced the way Mexican parcel carriers price
 * them in 2026, roughly: a base for the first kilogram, more per zone and per kilogram, IVA on top.
 * Paquetexpress, a ground network, does not cross to Baja California Sur.
 */
// prettier-ignore
export const CARRIERS: Readonly<Record<string, Carrier>> = {
  estafeta: {
    description: 'Estafeta',
    noCoverage: [],
    services: [
      {
        service: 'ground',
        description: 'Terrestre',
        basePesos: 110,
        zonePesos: 25,
        kiloPesos: 18,
        days: [[1, 2], [2, 3], [3, 5], [4, 6], [5, 7]],
      },
      {
        service: 'express',
        description: 'Día siguiente',
        basePesos: 190,
        zonePesos: 38,
        kiloPesos: 30,
        days: [[1, 1], [1, 2], [1, 2], [2, 3], [2, 3]],
      },
    ],
  },
  fedex: {
    description: 'FedEx',
    noCoverage: [],
    services: [
      {
        service: 'express_saver',
        description: 'Express Saver',
        basePesos: 145,
        zonePesos: 30,
        kiloPesos: 24,
        days: [[1, 2], [2, 3], [2, 4], [3, 4], [3, 5]],
      },
      {
        service: 'standard_overnight',
        description: 'Standard Overnight',
        basePesos: 230,
        zonePesos: 45,
        kiloPesos: 38,
        days: [[1, 1], [1, 1], [1, 2], [1, 2], [2, 3]],
      },
    ],
  },
  dhl: {
    description: 'DHL',
    noCoverage: [],
    services: [
      {
        service: 'express',
        description: 'Express',
        basePesos: 215,
        zonePesos: 40,
        kiloPesos: 35,
        days: [[1, 1], [1, 2], [1, 2], [1, 2], [2, 3]],
      },
      {
        service: 'economy',
        description: 'Económico',
        basePesos: 125,
        zonePesos: 28,
        kiloPesos: 20,
        days: [[2, 3], [3, 4], [3, 5], [4, 6], [5, 7]],
      },
    ],
  },
  paquetexpress: {
    description: 'Paquetexpress',
    noCoverage: ['BS'],
    services: [
      {
        service: 'ground',
        description: 'Terrestre',
        basePesos: 98,
        zonePesos: 24,
        kiloPesos: 16,
        days: [[1, 2], [2, 3], [3, 5], [4, 6], [5, 8]],
      },
    ],
  },
};

const IVA = 0.16;
const VOLUMETRIC_DIVISOR = 5000;

/** A package as the rate request measures it (KG, CM). */
export type MeasuredPackage = {
  weight: number;
  amount: number;
  dimensions: { length: number; width: number; height: number };
};

/** Whole kilograms a package is charged as: its weight or its volume's, whichever is more, rounded up. */
export const chargedKilograms = (item: MeasuredPackage): number =>
  Math.max(
    1,
    Math.ceil(
      Math.max(
        item.weight,
        (item.dimensions.length * item.dimensions.width * item.dimensions.height) / VOLUMETRIC_DIVISOR,
      ) - 1e-9,
    ),
  );

/** One service's answer, in the fields of Envia's rate response. */
export type StandInRate = {
  carrier: string;
  carrierDescription: string;
  service: string;
  serviceDescription: string;
  zone: number;
  deliveryEstimate: string;
  deliveryDate: { date: string; dateDifference: number; timeUnit: 'days' };
  quantity: number;
  basePrice: number;
  taxes: number;
  totalPrice: number;
  currency: 'MXN';
};

export type RateOutcome =
  | { ok: true; rates: StandInRate[] }
  | { ok: false; reason: 'unknown-carrier' | 'unknown-postal-code' | 'no-coverage'; message: string };

const twoDecimals = (pesos: number) => Math.round(pesos * 100) / 100;

/**
 * What `carrier` charges to take `packages` from one postal code to another, per service: each package
 * by its charged kilograms in the zone of the distance between the two states, IVA added.
 */
export function standInRates(
  carrier: string,
  fromPostalCode: string,
  toPostalCode: string,
  packages: readonly MeasuredPackage[],
  today: Date,
): RateOutcome {
  const offer = CARRIERS[carrier];
  if (!offer) return { ok: false, reason: 'unknown-carrier', message: `Carrier ${carrier} is not available` };
  const from = stateOfPostalCode(fromPostalCode);
  const to = stateOfPostalCode(toPostalCode);
  if (!from || !to) {
    return {
      ok: false,
      reason: 'unknown-postal-code',
      message: `Invalid postal code ${from ? toPostalCode : fromPostalCode}`,
    };
  }
  if (offer.noCoverage.includes(to)) {
    return {
      ok: false,
      reason: 'no-coverage',
      message: `${offer.description} has no coverage for postal code ${toPostalCode}`,
    };
  }
  const zone = zoneOf(roadKm(from, to));
  const rates = offer.services.map((service): StandInRate => {
    const basePrice = packages.reduce((sum, item) => {
      const kilograms = chargedKilograms(item);
      const one =
        service.basePesos +
        service.zonePesos * zone +
        service.kiloPesos * (kilograms - 1) * (1 + 0.25 * zone);
      return sum + one * Math.max(1, item.amount);
    }, 0);
    const [min, max] = service.days[zone] ?? [5, 8];
    const taxes = twoDecimals(basePrice * IVA);
    return {
      carrier,
      carrierDescription: offer.description,
      service: service.service,
      serviceDescription: `${offer.description} ${service.description}`,
      zone,
      deliveryEstimate: min === max ? `${min} día${min === 1 ? '' : 's'}` : `${min}-${max} días`,
      deliveryDate: {
        date: new Date(today.getTime() + max * 86_400_000).toISOString().slice(0, 10),
        dateDifference: max,
        timeUnit: 'days',
      },
      quantity: packages.length,
      basePrice: twoDecimals(basePrice),
      taxes,
      totalPrice: twoDecimals(basePrice + taxes),
      currency: 'MXN',
    };
  });
  return { ok: true, rates };
}
