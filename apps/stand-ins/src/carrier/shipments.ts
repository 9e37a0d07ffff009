import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client';
import type { GenerateBody } from './api-requests';
import { devShipments, type ShipmentEvent } from './tables';

/**
 * The local carrier's shipments in `dev_shipments`, on the shop's database (a restart keeps them, several
 * servers share them). Only this file writes `request`, always a checked `GenerateBody`.
 */

export type Shipment = {
  trackingNumber: string;
  carrier: string;
  service: string;
  request: GenerateBody;
  priceCents: number;
  status: string;
  events: ShipmentEvent[];
};

/** The steps a parcel takes after its label, in Envia's words and the shop's, in their order. */
export const STEPS = [
  { key: 'en_camino', status: 'Shipped', name: 'En camino' },
  { key: 'en_reparto', status: 'Out for Delivery', name: 'En reparto' },
  { key: 'entregado', status: 'Delivered', name: 'Entregado' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];
export const CREATED = 'Created';

// How long each carrier's numbers are; even, so a barcode packs two digits a symbol.
const TRACKING_DIGITS: Readonly<Record<string, number>> = {
  estafeta: 22,
  fedex: 12,
  dhl: 10,
  paquetexpress: 14,
};

/** A new tracking number in the carrier's own length, digits only. */
export function newTrackingNumber(carrier: string): string {
  const length = TRACKING_DIGITS[carrier] ?? 12;
  return Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');
}

const asShipment = (row: typeof devShipments.$inferSelect): Shipment => ({
  trackingNumber: row.trackingNumber,
  carrier: row.carrier,
  service: row.service,
  request: row.request as GenerateBody,
  priceCents: row.priceCents,
  status: row.status,
  events: row.events,
});

export async function insertShipment(db: Database, shipment: Shipment, label: Buffer): Promise<void> {
  await db.insert(devShipments).values({ ...shipment, label });
}

export async function shipmentOf(db: Database, trackingNumber: string): Promise<Shipment | undefined> {
  const [row] = await db.select().from(devShipments).where(eq(devShipments.trackingNumber, trackingNumber));
  return row ? asShipment(row) : undefined;
}

export async function shipmentsOf(db: Database, trackingNumbers: string[]): Promise<Shipment[]> {
  const rows = await db
    .select()
    .from(devShipments)
    .where(inArray(devShipments.trackingNumber, trackingNumbers));
  return rows.map(asShipment);
}

export async function labelOf(db: Database, trackingNumber: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ label: devShipments.label })
    .from(devShipments)
    .where(eq(devShipments.trackingNumber, trackingNumber));
  return row ? Buffer.from(row.label) : undefined;
}

/**
 * Moves a parcel to `step` if it has not reached it yet: answers the event recorded, or undefined when
 * the parcel was already there or further (a second click changes nothing). The row is locked, so two
 * clicks at once record the step once.
 */
export async function advanceShipment(
  db: Database,
  trackingNumber: string,
  step: (typeof STEPS)[number],
  location: string,
  at: Date,
): Promise<ShipmentEvent | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: devShipments.status, events: devShipments.events })
      .from(devShipments)
      .where(eq(devShipments.trackingNumber, trackingNumber))
      .for('update');
    if (!row) return undefined;
    const reached = STEPS.findIndex((each) => each.status === row.status);
    if (STEPS.indexOf(step) <= reached) return undefined;
    const event: ShipmentEvent = {
      status: step.status,
      description: step.name,
      location,
      at: at.toISOString(),
    };
    await tx
      .update(devShipments)
      .set({ status: step.status, events: [...row.events, event], updatedAt: at })
      .where(eq(devShipments.trackingNumber, trackingNumber));
    return event;
  });
}
