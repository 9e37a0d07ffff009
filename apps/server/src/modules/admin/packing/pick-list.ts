import type { AdminPickList, PickListRow } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { shelfFacts } from '../../catalog';
import { linesAwaitingShipment } from '../../orders';

/** For a product since removed from the catalogue: its row goes after every department's. */
const NO_DEPARTMENT = 'Sin departamento';

type Stop = PickListRow & { sizeOrder: number | null };

const byName = new Intl.Collator('es-MX', { numeric: true, sensitivity: 'base' });

/** Department, product, colour, then the size chart's own order (26, 26.5, 27; CH, M, G). */
function shelfOrder(a: Stop, b: Stop): number {
  return (
    Number(a.department === NO_DEPARTMENT) - Number(b.department === NO_DEPARTMENT) ||
    byName.compare(a.department, b.department) ||
    byName.compare(a.product_name, b.product_name) ||
    byName.compare(a.color_name, b.color_name) ||
    (a.sizeOrder ?? Number.MAX_SAFE_INTEGER) - (b.sizeOrder ?? Number.MAX_SAFE_INTEGER) ||
    byName.compare(a.size_name, b.size_name)
  );
}

/**
 * The units every order waiting to be packed needs, one row per variant with its total and the orders
 * it goes to, in the order a packer walks the shelves.
 */
export async function pickList(db: Database): Promise<AdminPickList> {
  const lines = await linesAwaitingShipment(db);
  const facts = await shelfFacts(
    db,
    lines.map((line) => line.productId),
    lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
  );
  const stops = new Map<string, Stop>();
  for (const line of lines) {
    // A removed variant's lines still meet by what they were sold as.
    const key =
      line.variantId === null
        ? `${line.productId}|${line.colorName}|${line.sizeName}`
        : String(line.variantId);
    const shelf = line.variantId === null ? undefined : facts.variants.get(line.variantId);
    const stop = stops.get(key) ?? {
      department: facts.departments.get(line.productId) ?? NO_DEPARTMENT,
      product_name: line.productName,
      color_name: line.colorName,
      size_name: line.sizeName,
      sku: shelf?.sku ?? null,
      units: 0,
      orders: [],
      sizeOrder: shelf?.sizeOrder ?? null,
    };
    stop.units += line.quantity;
    const order = stop.orders.find((candidate) => candidate.bill_id === line.orderId);
    if (order) order.quantity += line.quantity;
    else {
      stop.orders.push({
        bill_id: line.orderId,
        reference: line.reference,
        quantity: line.quantity,
        fulfilment: line.fulfilment,
      });
    }
    stops.set(key, stop);
  }
  return {
    orders: new Set(lines.map((line) => line.orderId)).size,
    rows: [...stops.values()].sort(shelfOrder).map(({ sizeOrder: _sizeOrder, ...row }) => row),
  };
}
