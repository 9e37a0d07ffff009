import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';

/** Return requests that wait on staff, by the step they wait for. */
export type OpenReturnCounts = {
  /** 'solicitada': to approve or reject. */
  requested: number;
  /** 'aprobada': the package is on its way back, to receive and restock. */
  toReceive: number;
  /** 'recibida': received, the money still to go back. */
  toRefund: number;
};

/** How many return requests wait at each of staff's steps (the closed ones, rejected or refunded, are done). */
export async function openReturnCounts(db: Database): Promise<OpenReturnCounts> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'solicitada') AS requested,
               count(*) FILTER (WHERE status = 'aprobada') AS to_receive,
               count(*) FILTER (WHERE status = 'recibida') AS to_refund
        FROM return_requests
        WHERE status IN ('solicitada', 'aprobada', 'recibida')`,
    rowShape({ requested: col.count, toReceive: col.count, toRefund: col.count }),
  );
  return row ?? { requested: 0, toReceive: 0, toRefund: 0 };
}
