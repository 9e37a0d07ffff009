import { formatCentavos } from '@store/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { noteSalesChanged } from '../../../db/sales-changed';
import { HttpError } from '../../../http/errors';
import {
  moneyMovements,
  type MovementCause,
  type MovementLine,
  type MovementMethod,
  type MovementRequester,
  type MovementState,
} from '../tables';
import { onRefundSucceeded, type RefundFollowUps } from './refund-succeeded';
import { overpaymentHeldCents } from './overpayments';

export type RefundAsked = {
  orderId: number;
  amountCents: number;
  /** Of the amount, what gives back shipping. */
  shippingCents: number;
  lines: MovementLine[];
  cause: Exclude<MovementCause, 'payment'>;
  returnId?: number;
  /** Where the money goes: the card or the SPEI balance it came from, or a bank transfer staff make. */
  method: MovementMethod;
  cardBrand?: string | null;
  cardLast4?: string | null;
  clabe?: string | null;
  requestedBy: MovementRequester;
  requestedByEmail?: string | null;
  /** The same key the provider is given, so a retry finds the same refund here and there. */
  idempotencyKey: string;
};

export const REFUND_ABOVE_LEFT = (left: number) =>
  `No puedes reembolsar más de lo que queda por reembolsar de este pedido (${formatCentavos(left)}).`;
export const NOTHING_CHARGED = 'Este pedido no tiene un pago que reembolsar.';
export const NOTHING_TO_REFUND = 'Escribe un monto mayor que cero para reembolsar.';
export const NO_BALANCE = 'Este pedido no tiene saldo a favor que devolver.';
export const BALANCE_ABOVE_HELD = (held: number) =>
  `No puedes devolver más del saldo a favor de este pedido (${formatCentavos(held)}).`;

/**
 * A refund asked for: its row, 'requested', before the provider is called. The caller holds the order's
 * row lock, so two staff refunding the same order at once are served one after the other, and the second
 * finds the first's row counted here: never more than was charged goes back. A retry with the same key
 * answers the earlier row.
 */
export async function requestRefund(tx: Database, asked: RefundAsked): Promise<{ id: number }> {
  const [earlier] = await tx
    .select({ id: moneyMovements.id })
    .from(moneyMovements)
    .where(eq(moneyMovements.idempotencyKey, asked.idempotencyKey));
  if (earlier) return earlier;
  if (!Number.isInteger(asked.amountCents) || asked.amountCents <= 0) {
    throw new HttpError(422, NOTHING_TO_REFUND, 'amount');
  }
  if (asked.cause === 'overpayment') {
    // Not the order's money: what may go back is what the shopper sent beyond it, less what went already.
    const held = await overpaymentHeldCents(tx, [asked.orderId]);
    if (held <= 0) throw new HttpError(409, NO_BALANCE);
    if (asked.amountCents > held) throw new HttpError(422, BALANCE_ABOVE_HELD(held), 'amount');
  } else {
    const left = await refundableCents(tx, asked.orderId);
    if (left.charged <= 0) throw new HttpError(422, NOTHING_CHARGED);
    if (asked.amountCents > left.left) throw new HttpError(422, REFUND_ABOVE_LEFT(left.left), 'amount');
  }
  const [row] = await tx
    .insert(moneyMovements)
    .values({
      orderId: asked.orderId,
      kind: 'refund',
      method: asked.method,
      cardBrand: asked.cardBrand ?? null,
      cardLast4: asked.cardLast4 ?? null,
      clabe: asked.clabe ?? null,
      amountCents: asked.amountCents,
      shippingCents: asked.shippingCents,
      lines: asked.lines,
      cause: asked.cause,
      returnId: asked.returnId ?? null,
      requestedBy: asked.requestedBy,
      requestedByEmail: asked.requestedByEmail ?? null,
      idempotencyKey: asked.idempotencyKey,
      state: 'requested',
    })
    .returning({ id: moneyMovements.id });
  if (!row) throw new Error('el reembolso no se anotó');
  return row;
}

/** Charged, and what is left to refund: refunds waiting count, so none is asked twice; failed ones do not. */
export async function refundableCents(
  tx: Database,
  orderId: number,
): Promise<{ charged: number; left: number }> {
  const [sums] = await tx
    .select({
      charged: sql<number>`coalesce(sum(${moneyMovements.amountCents}) FILTER (WHERE ${moneyMovements.kind} = 'charge' AND ${moneyMovements.state} = 'succeeded'), 0)::int`,
      refunding: sql<number>`coalesce(sum(${moneyMovements.amountCents}) FILTER (WHERE ${moneyMovements.kind} = 'refund' AND ${moneyMovements.cause} <> 'overpayment' AND ${moneyMovements.state} <> 'failed'), 0)::int`,
    })
    .from(moneyMovements)
    .where(eq(moneyMovements.orderId, orderId));
  const charged = sums?.charged ?? 0;
  return { charged, left: charged - (sums?.refunding ?? 0) };
}

export type RefundOutcome = {
  state: Exclude<MovementState, 'requested'> | 'requested';
  providerId?: string | null;
  /** A transfer staff made: where it went and its tracking key. */
  clabe?: string;
  transferReference?: string;
  failureReason?: string | null;
};

/**
 * The provider's (or staff's) word on a refund. It moves only forward: from 'requested' to succeeded or
 * failed, and from succeeded to failed when the provider says so later (a failed refund stays failed).
 * What follows the money happens exactly once, when this call is the one that moved it: a success brings
 * the shopper's e-mail and the follow-ups (`onRefundSucceeded`); a success undone by a later failure is
 * told to the follow-ups too, so what the success brought (a credit note) can be taken back.
 */
export async function settleRefund(
  tx: Database,
  movementId: number,
  outcome: RefundOutcome,
  followUps: RefundFollowUps,
): Promise<void> {
  const fields = {
    providerId: outcome.providerId ?? undefined,
    clabe: outcome.clabe,
    transferReference: outcome.transferReference,
  };
  if (outcome.state === 'requested') {
    await tx.update(moneyMovements).set(fields).where(eq(moneyMovements.id, movementId));
    return;
  }
  const [before] = await tx
    .select({ state: moneyMovements.state })
    .from(moneyMovements)
    .where(eq(moneyMovements.id, movementId))
    .for('update');
  const [moved] = await tx
    .update(moneyMovements)
    .set({
      ...fields,
      state: outcome.state,
      failureReason: outcome.failureReason ?? null,
      settledAt: sql`now()`,
    })
    .where(
      and(
        eq(moneyMovements.id, movementId),
        // A refund made can still fail later at the provider (a closed card); a failed one stays failed.
        outcome.state === 'failed'
          ? inArray(moneyMovements.state, ['requested', 'succeeded'])
          : eq(moneyMovements.state, 'requested'),
      ),
    )
    .returning();
  // Its units no longer count as sold, or (undone) count again: 'Lo más vendido' follows.
  if (moved) await noteSalesChanged(tx);
  if (moved?.state === 'succeeded') await onRefundSucceeded(tx, moved, followUps);
  if (moved?.state === 'failed' && before?.state === 'succeeded') {
    await followUps.moneyMoved(tx, moved, { undone: true });
  }
}

/**
 * The provider's event about one of its refunds (`refund.updated`, `refund.failed`): the row it belongs
 * to moves; an id the ledger does not know (a refund made by hand in the provider's dashboard) is left.
 */
export async function settleProviderRefund(
  tx: Database,
  providerRefundId: string,
  outcome: RefundOutcome,
  followUps: RefundFollowUps,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: moneyMovements.id })
    .from(moneyMovements)
    .where(and(eq(moneyMovements.providerId, providerRefundId), eq(moneyMovements.kind, 'refund')))
    .for('update');
  if (!row) return false;
  await settleRefund(tx, row.id, outcome, followUps);
  return true;
}

export const NO_TRANSFER_OWED =
  'Este pedido no tiene un reembolso por transferencia pendiente; no hay nada que anotar.';

/**
 * Staff made the bank transfer an order's refund was waiting for (cash paid at OXXO): that refund
 * succeeds with the CLABE and tracking key. Conditional on its state, so two staff recording it at once
 * record it once; says how much it was, or throws 409 when no transfer was owed.
 */
export async function recordTransferMade(
  tx: Database,
  orderId: number,
  transfer: { clabe: string; reference: string },
  followUps: RefundFollowUps,
): Promise<number> {
  const [owed] = await tx
    .select({ id: moneyMovements.id, amountCents: moneyMovements.amountCents })
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.orderId, orderId),
        eq(moneyMovements.kind, 'refund'),
        eq(moneyMovements.method, 'transfer'),
        inArray(moneyMovements.state, ['requested']),
      ),
    )
    .orderBy(moneyMovements.id)
    .limit(1)
    .for('update');
  if (!owed) throw new HttpError(409, NO_TRANSFER_OWED);
  await settleRefund(
    tx,
    owed.id,
    { state: 'succeeded', clabe: transfer.clabe, transferReference: transfer.reference },
    followUps,
  );
  return owed.amountCents;
}
