import { z } from 'zod';

/**
 * The bodies the shop sends to Envia.com's Shipping API and the answers it reads back, as Envia's
 * documentation and its own client (envia-ep/envia-mcp-server) write them: camelCase fields, weights in
 * KG, measures in CM, prices in the account's currency (MXN) as numbers or numeric strings.
 */

/** An address: for a quote the postal code, city and state are enough; a label needs the rest. */
export type EnviaAddress = {
  name?: string;
  company?: string;
  email?: string;
  phone?: string;
  street: string;
  number?: string;
  district?: string;
  city?: string;
  /** Envia's two-letter code of the state ('CH', 'NL'). */
  state?: string;
  country: 'MX';
  postalCode: string;
  reference?: string;
};

export type EnviaPackage = {
  type: 'box' | 'envelope';
  content: string;
  amount: number;
  weight: number;
  weightUnit: 'KG';
  lengthUnit: 'CM';
  dimensions: { length: number; width: number; height: number };
  declaredValue?: number;
};

/** POST /ship/rate/: one carrier's services for a route and its packages. */
export type RateRequest = {
  origin: EnviaAddress;
  destination: EnviaAddress;
  packages: EnviaPackage[];
  /** `type` 1: parcel (2 and 3 are freight). */
  shipment: { carrier: string; type: 1 };
  settings: { currency: 'MXN' };
};

/** POST /ship/generate/: buys the label of one service. */
export type GenerateRequest = {
  origin: EnviaAddress;
  destination: EnviaAddress;
  packages: EnviaPackage[];
  shipment: { carrier: string; service: string; type: 1; orderReference?: string };
  settings: { printFormat: 'PDF'; printSize: 'STOCK_4X6'; currency: 'MXN' };
};

/** POST /ship/generaltrack/: the state of one or more shipments. */
export type TrackRequest = { trackingNumbers: string[] };

// Envia writes amounts as numbers or as numeric strings, depending on the carrier.
const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

/** `{ meta: 'error', error: { code, description, message } }`: Envia's refusal, with 200 or 4xx. */
export const enviaError = z.object({
  meta: z.literal('error'),
  error: z
    .object({
      code: z.union([z.number(), z.string()]).optional(),
      description: z.string().optional(),
      message: z.string().optional(),
    })
    .optional(),
});

const rateEntry = z.object({
  carrier: z.string(),
  carrierDescription: z.string().optional(),
  service: z.string(),
  serviceDescription: z.string().optional(),
  /** 'De 2 a 3 días', '2-3 días', '1 día': how the carrier words its delivery time. */
  deliveryEstimate: z.string().optional(),
  deliveryDate: z.object({ date: z.string().optional(), dateDifference: z.number().optional() }).optional(),
  totalPrice: amount,
  currency: z.string().optional(),
});
export type RateEntry = z.infer<typeof rateEntry>;

export const rateResponse = z.object({ meta: z.string(), data: z.array(rateEntry) });

const labelEntry = z.object({
  carrier: z.string(),
  service: z.string(),
  shipmentId: z.union([z.number(), z.string()]).optional(),
  trackingNumber: z.string().min(1),
  trackingNumbers: z.array(z.string()).optional(),
  trackUrl: z.string().optional(),
  /** Where the label's PDF can be downloaded. */
  label: z.url({ protocol: /^https?$/ }),
  totalPrice: amount.optional(),
  currency: z.string().optional(),
});
export const generateResponse = z.object({ meta: z.string(), data: z.array(labelEntry).min(1) });

const trackEvent = z.object({
  timestamp: z.string().optional(),
  location: z.string().optional(),
  description: z.string().optional(),
});
const trackEntry = z.object({
  trackingNumber: z.string(),
  carrier: z.string().optional(),
  /** Envia's word for where the parcel is: 'Created', 'Shipped', 'Out for Delivery', 'Delivered'... */
  status: z.string(),
  trackUrl: z.string().optional(),
  estimatedDelivery: z.string().nullable().optional(),
  deliveredAt: z.string().nullable().optional(),
  eventHistory: z.array(trackEvent).optional(),
});
export const trackResponse = z.object({ meta: z.string(), data: z.array(trackEntry) });
