import type { ShopperMeasurements } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopperMeasurements } from './tables';

const toMm = (cm: number | null) => (cm === null ? null : Math.round(cm * 10));
const toCm = (mm: number | null) => (mm === null ? null : mm / 10);

/** The shopper's measurements as kept with the account; nulls when they gave none. */
export async function measurementsOf(db: Database, userId: number): Promise<ShopperMeasurements> {
  const [row] = await db.select().from(shopperMeasurements).where(eq(shopperMeasurements.userId, userId));
  return { foot_cm: toCm(row?.footMm ?? null), head_cm: toCm(row?.headMm ?? null) };
}

/** Keeps what the shopper measured (the last one written wins, as the browser's copy does). */
export async function saveMeasurements(
  db: Database,
  userId: number,
  measurements: ShopperMeasurements,
): Promise<ShopperMeasurements> {
  const values = { footMm: toMm(measurements.foot_cm), headMm: toMm(measurements.head_cm) };
  await db
    .insert(shopperMeasurements)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: shopperMeasurements.userId, set: { ...values, updatedAt: sql`now()` } });
  return measurementsOf(db, userId);
}

/** A deleted account keeps no measurement. */
export async function forgetMeasurements(db: Database, userId: number): Promise<void> {
  await db.delete(shopperMeasurements).where(eq(shopperMeasurements.userId, userId));
}
