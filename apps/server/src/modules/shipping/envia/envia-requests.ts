import type { Config, ShipFrom } from '../../../config';
import { DEV_ENVIA_KEY, DEV_ENVIA_PREFIX } from '../../../dev-services';
import type { Parcel } from '../parcels/packing';
import { EnviaClient } from './envia-client';
import type { EnviaAddress, EnviaPackage, GenerateRequest } from './envia-shapes';
import { enviaStateCode } from './mexican-states';

/**
 * The shop's client of Envia.com: aimed at Envia (or its sandbox, by ENVIA_BASE_URL) with the shop's key,
 * or without a key at the local carrier (/dev-envia), which answers the same API (decision 038).
 */
export function enviaClientFor(config: Config): EnviaClient {
  const { apiKey, baseUrl, devUrl } = config.envia;
  return apiKey
    ? new EnviaClient({ apiKey, baseUrl })
    : new EnviaClient({ apiKey: DEV_ENVIA_KEY, baseUrl: `${devUrl}${DEV_ENVIA_PREFIX}` });
}

/** The store as the sender of every parcel. */
export const originAddress = (from: ShipFrom): EnviaAddress => ({
  name: from.name,
  company: from.name,
  phone: from.phone,
  street: from.street,
  number: from.number,
  district: from.district,
  city: from.city,
  state: from.state,
  country: 'MX',
  postalCode: from.postalCode,
});

/**
 * Where a quote goes: a postal code with its municipality and state is all a rate needs. Envia's rate
 * schema still asks for a street; the label, bought later, carries the real one.
 */
export function quoteDestination(
  postalCode: string,
  place: { stateName: string; municipalityName: string },
): EnviaAddress {
  const state = enviaStateCode(place.stateName);
  return {
    street: 'Domicilio conocido',
    city: place.municipalityName,
    ...(state ? { state } : {}),
    country: 'MX',
    postalCode,
  };
}

/** Kilograms with two decimals, rounded up: a carrier never gets told a box weighs less than it does. */
const kilograms = (grams: number) => Math.ceil(grams / 10) / 100;

/** The shop's boxes as Envia's packages. */
export const enviaPackages = (parcels: readonly Parcel[]): EnviaPackage[] =>
  parcels.map((parcel) => ({
    type: parcel.kind,
    content: parcel.content,
    amount: 1,
    weight: kilograms(parcel.weightGrams),
    weightUnit: 'KG',
    lengthUnit: 'CM',
    dimensions: { length: parcel.box.lengthCm, width: parcel.box.widthCm, height: parcel.box.heightCm },
  }));

/** The person and address a label is for, as the shop keeps a delivery address. */
export type Recipient = {
  name: string;
  phone: string;
  email?: string;
  street: string;
  exteriorNumber: string;
  interiorNumber?: string | null;
  neighborhood: string;
  municipality: string;
  stateName: string;
  postalCode: string;
  reference?: string;
};

/** What buying a label asks Envia for: the chosen carrier and service, the store to the shopper. */
export function generateRequest(
  from: ShipFrom,
  recipient: Recipient,
  parcels: readonly Parcel[],
  shipment: { carrier: string; service: string; orderReference: string },
): GenerateRequest {
  const state = enviaStateCode(recipient.stateName);
  const reference = [
    recipient.interiorNumber ? `Interior ${recipient.interiorNumber}` : '',
    recipient.reference ?? '',
  ]
    .filter(Boolean)
    .join('. ');
  return {
    origin: originAddress(from),
    destination: {
      name: recipient.name,
      phone: recipient.phone,
      ...(recipient.email ? { email: recipient.email } : {}),
      street: recipient.street,
      number: recipient.exteriorNumber,
      district: recipient.neighborhood,
      city: recipient.municipality,
      ...(state ? { state } : {}),
      country: 'MX',
      postalCode: recipient.postalCode,
      ...(reference ? { reference } : {}),
    },
    packages: enviaPackages(parcels),
    shipment: { ...shipment, type: 1 },
    settings: { printFormat: 'PDF', printSize: 'STOCK_4X6', currency: 'MXN' },
  };
}
