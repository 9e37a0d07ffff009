import { CARRIERS } from '@store/contract/admin';
import type { ShipFrom } from '../../../config';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { parcelFacts } from '../../catalog';
import { CarrierError } from '../envia/carrier-error';
import type { EnviaClient } from '../envia/envia-client';
import { generateRequest, type Recipient } from '../envia/envia-requests';
import { packParcels, type Parcel } from '../parcels/packing';
import { unitParcel } from '../parcels/unit-parcel';
import { labelOnce, type ShipmentView } from './shipments';

/** What staff read when Envia or the carrier did not sell the label: the order did not change. */
export const labelRefusal = (error: CarrierError) =>
  `No se pudo generar la guía: ${error.message} El pedido no cambió.`;

/** What buying an order's label needs of the order. */
export type LabelOrder = {
  orderId: number;
  /** The order's reference, printed on the label for the packer. */
  reference: string;
  recipient: Recipient;
  /** Sold lines by variant; a variant since removed from the catalogue has none and is left out. */
  lines: readonly { variantId: number | null; quantity: number }[];
  /** Envia's codes of the carrier and service the order ships with. */
  carrier: string;
  service: string;
};

export type LabelDeps = {
  db: Database;
  client: Pick<EnviaClient, 'generate' | 'labelPdf'>;
  origin: ShipFrom;
};

/** The order's boxes, packed by the rules the checkout quoted them with; hidden products included. */
async function parcelsOf(db: Database, lines: LabelOrder['lines']): Promise<Parcel[]> {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    if (line.variantId !== null)
      quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  }
  const facts = await parcelFacts(db, [...quantities.keys()], { withHidden: true });
  return packParcels(
    facts
      .sort((a, b) => a.variantId - b.variantId)
      .map((fact) => ({ ...unitParcel(fact), quantity: quantities.get(fact.variantId) ?? 0 })),
  );
}

/**
 * Buys the order's label with its carrier and keeps it (its PDF too), once: a second call answers the
 * label already bought (`bought: false`). A refusal by Envia or the carrier is a Spanish 502 and leaves
 * nothing stored.
 */
export async function buyLabel(
  deps: LabelDeps,
  order: LabelOrder,
): Promise<{ shipment: ShipmentView; bought: boolean }> {
  return labelOnce(deps.db, order, async () => {
    const parcels = await parcelsOf(deps.db, order.lines);
    if (parcels.length === 0) throw new HttpError(422, 'El pedido no tiene artículos que enviar.');
    try {
      const label = await deps.client.generate(
        generateRequest(deps.origin, order.recipient, parcels, {
          carrier: order.carrier,
          service: order.service,
          orderReference: order.reference,
        }),
      );
      const pdf = await deps.client.labelPdf(label.labelUrl);
      return {
        trackingNumber: label.trackingNumber,
        trackUrl: label.trackUrl,
        priceCents: label.priceCents,
        pdf,
      };
    } catch (error) {
      if (error instanceof CarrierError) throw new HttpError(502, labelRefusal(error));
      throw error;
    }
  });
}

/**
 * The carrier as the shop names it (the back-office's list, whose tracking pages the shop knows) for
 * Envia's code: 'fedex' is 'FedEx'. A carrier the list lacks keeps Envia's code.
 */
export function carrierNameOf(code: string): string {
  return CARRIERS.find((name) => name.toLowerCase() === code.toLowerCase()) ?? code;
}
