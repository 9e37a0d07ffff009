import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../server/src/db/columns';

/** One step a parcel took, as the carrier tells it. */
export type ShipmentEvent = {
  /** Envia's word: 'Created', 'Shipped', 'Out for Delivery', 'Delivered'. */
  status: string;
  description: string;
  location: string;
  at: string;
};

/**
 * What the local carrier (never in production) remembers of each label it sold: the request as the shop
 * sent it, the label's PDF, and where the parcel is, step by step. The shop's own code never reads it.
 */
export const devShipments = pgTable('dev_shipments', {
  trackingNumber: text().primaryKey(),
  carrier: text().notNull(),
  service: text().notNull(),
  /** The generate request: addresses and packages, for the label and the shipment's page. */
  request: jsonb().$type<unknown>().notNull(),
  priceCents: integer().notNull(),
  status: text().notNull(),
  events: jsonb().$type<ShipmentEvent[]>().notNull(),
  label: bytea().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
