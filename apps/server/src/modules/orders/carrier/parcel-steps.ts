import type { ParcelSteps } from '@store/contract';
import type { Database } from '../../../db/client';
import { shipmentsOf, TRACKING_STEP_NAMES, type ShipmentView } from '../../shipping';

/** A label's parcel steps as both order pages show them: every step, dated once the carrier told it. */
export const stepsOf = (shipment: ShipmentView): ParcelSteps =>
  shipment.steps.map(({ step, at }) => ({ name: TRACKING_STEP_NAMES[step], at: at?.toISOString() ?? null }));

/** The parcel steps of these orders' labels, by order; an order without a label bought here has none. */
export async function parcelStepsOf(db: Database, orderIds: number[]): Promise<Map<number, ParcelSteps>> {
  const shipments = await shipmentsOf(db, orderIds);
  return new Map([...shipments].map(([orderId, shipment]) => [orderId, stepsOf(shipment)]));
}
