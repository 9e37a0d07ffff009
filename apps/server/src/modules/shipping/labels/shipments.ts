import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { TRACKING_STEPS, type TrackingStep } from '../envia/tracking-webhook';
import { shipments } from '../tables';

export const LABEL_BEING_BOUGHT =
  'La guía de este pedido se está generando en este momento. Espera unos segundos y vuelve a abrir el pedido.';

/** A label bought for an order, and the steps its parcel has taken, each with when it happened. */
export type ShipmentView = {
  orderId: number;
  carrier: string;
  service: string;
  trackingNumber: string;
  trackUrl: string | null;
  step: TrackingStep | null;
  steps: { step: TrackingStep; at: Date | null }[];
};

/** The column that keeps when each step happened. */
const STEP_FIELDS = {
  en_camino: 'inTransitAt',
  en_reparto: 'outForDeliveryAt',
  entregado: 'deliveredAt',
} as const satisfies Record<TrackingStep, keyof Row>;

/** A step's place on the parcel's way (none told yet: 0), so that only a later step is written. */
const rankOf = (step: TrackingStep) => TRACKING_STEPS.indexOf(step) + 1;
// The same in SQL, from the fixed step names (never from a request).
const storedRank = sql.raw(
  `CASE "shipments"."step" ${TRACKING_STEPS.map((step) => `WHEN '${step}' THEN ${rankOf(step)}`).join(' ')} ELSE 0 END`,
);

type Row = typeof shipments.$inferSelect;

const viewOf = (row: Row): ShipmentView => ({
  orderId: row.orderId,
  carrier: row.carrier,
  service: row.service,
  trackingNumber: row.trackingNumber ?? '',
  trackUrl: row.trackUrl,
  step: row.step as TrackingStep | null,
  steps: [
    { step: 'en_camino', at: row.inTransitAt },
    { step: 'en_reparto', at: row.outForDeliveryAt },
    { step: 'entregado', at: row.deliveredAt },
  ],
});

/** What buying a label gave: its numbers and links, and the PDF. */
export type BoughtLabel = {
  trackingNumber: string;
  trackUrl: string | null;
  priceCents: number | null;
  pdf: Buffer;
};

/**
 * How long a claim may stay 'buying' before it counts as abandoned. A purchase is two calls to Envia of
 * at most 10 s each (the label, then its PDF); a claim this old belongs to a process that died between
 * claiming and writing back (a deploy, a crash), and without this the order could never get its label.
 */
export const ABANDONED_PURCHASE_AFTER_MS = 2 * 60_000;

/**
 * The order's label, bought at most once. The order's row is claimed first ('buying', its primary key):
 * a second call finds it and buys nothing, answering the label already bought, or 409 while the first
 * is still at Envia. A purchase that fails leaves no row, so staff can try again; one whose process died
 * is claimed again once abandoned (ABANDONED_PURCHASE_AFTER_MS). That process may have bought a label at
 * Envia before dying, which the shop cannot know: such a label is left unused in Envia's panel, where
 * staff can cancel it for its refund (decision 041).
 */
export async function labelOnce(
  db: Database,
  order: { orderId: number; carrier: string; service: string },
  buy: () => Promise<BoughtLabel>,
): Promise<{ shipment: ShipmentView; bought: boolean }> {
  const [claimed] = await db
    .insert(shipments)
    .values({ orderId: order.orderId, state: 'buying', carrier: order.carrier, service: order.service })
    .onConflictDoUpdate({
      target: shipments.orderId,
      set: { carrier: order.carrier, service: order.service, createdAt: sql`now()` },
      setWhere: sql`${shipments.state} = 'buying' AND ${shipments.createdAt} < now() - ${sql.raw(
        `interval '${ABANDONED_PURCHASE_AFTER_MS / 1000} seconds'`,
      )}`,
    })
    .returning({ orderId: shipments.orderId });
  if (!claimed) {
    const [existing] = await db.select().from(shipments).where(eq(shipments.orderId, order.orderId));
    if (existing?.state === 'bought') return { shipment: viewOf(existing), bought: false };
    throw new HttpError(409, LABEL_BEING_BOUGHT);
  }
  let label: BoughtLabel;
  try {
    label = await buy();
  } catch (error) {
    await db
      .delete(shipments)
      .where(and(eq(shipments.orderId, order.orderId), eq(shipments.state, 'buying')));
    throw error;
  }
  const [row] = await db
    .update(shipments)
    .set({
      state: 'bought',
      trackingNumber: label.trackingNumber,
      trackUrl: label.trackUrl,
      priceCents: label.priceCents,
      label: label.pdf,
    })
    .where(eq(shipments.orderId, order.orderId))
    .returning();
  if (!row) throw new Error(`La guía del pedido ${order.orderId} desapareció al guardarse`);
  return { shipment: viewOf(row), bought: true };
}

/** The PDF of the order's label, or undefined when none was bought. */
export async function labelPdfOf(db: Database, orderId: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ label: shipments.label })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.state, 'bought')));
  return row?.label ? Buffer.from(row.label) : undefined;
}

/** The labels bought for these orders, by order. */
export async function shipmentsOf(db: Database, orderIds: number[]): Promise<Map<number, ShipmentView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), eq(shipments.state, 'bought')));
  return new Map(rows.map((row) => [row.orderId, viewOf(row)]));
}

/**
 * Moves a parcel to `step`, told by the carrier as happening at `at`, only forward: a replayed event, or
 * one older than a step already told, changes nothing. Answers the order and whether it moved, or
 * undefined for a tracking number the shop never bought (a label made outside the shop).
 */
export async function advanceShipment(
  tx: Database,
  trackingNumber: string,
  step: TrackingStep,
  at: Date,
): Promise<{ orderId: number; moved: boolean } | undefined> {
  const field = STEP_FIELDS[step];
  const [moved] = await tx
    .update(shipments)
    .set({ step, [field]: at })
    .where(
      and(
        eq(shipments.trackingNumber, trackingNumber),
        sql`${storedRank} < ${sql.raw(String(rankOf(step)))}`,
      ),
    )
    .returning({ orderId: shipments.orderId });
  if (moved) return { orderId: moved.orderId, moved: true };
  const [known] = await tx
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(eq(shipments.trackingNumber, trackingNumber));
  return known ? { orderId: known.orderId, moved: false } : undefined;
}
