import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/columns';

/**
 * The label bought for an order and where its parcel is (decision 041). One row an order (its primary
 * key): a second 'Generar guía' finds the first's row and buys nothing. The row is written before the
 * purchase, 'buying', so two clicks at once cannot both reach Envia; the label's PDF is kept here (a few
 * tens of kilobytes) so it prints the same after Envia's link expires. The order is the orders module's:
 * `order_id` is only its number, without a foreign key across modules.
 */
export const shipments = pgTable(
  'shipments',
  {
    orderId: integer().primaryKey(),
    /** 'buying' while Envia is asked; 'bought' once the label is here. */
    state: text().$type<'buying' | 'bought'>().notNull(),
    /** Envia's codes the label was bought with: 'estafeta', 'ground'. */
    carrier: text().notNull(),
    service: text().notNull(),
    trackingNumber: text().unique(),
    trackUrl: text(),
    label: bytea(),
    priceCents: integer(),
    /** The furthest step the carrier told ('en_camino', 'en_reparto', 'entregado'), and when each happened. */
    step: text(),
    inTransitAt: timestamp({ withTimezone: true }),
    outForDeliveryAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('shipments_state', sql`${t.state} IN ('buying', 'bought')`),
    check(
      'shipments_bought',
      sql`${t.state} = 'buying' OR (${t.trackingNumber} IS NOT NULL AND ${t.label} IS NOT NULL)`,
    ),
    check('shipments_step', sql`${t.step} IS NULL OR ${t.step} IN ('en_camino', 'en_reparto', 'entregado')`),
  ],
);
