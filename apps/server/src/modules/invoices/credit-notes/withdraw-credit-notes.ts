import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { CANCELLATION_PENDING } from '../cancelling/cancel-invoice';
import { SALE_UNDONE_MOTIVE } from '../cancelling/invoice-refunds';
import { InvoiceProviderError } from '../invoice-provider';
import type { InvoicingDependencies } from '../issuing/issue-invoice';
import { creditNotes } from '../tables';
import type { QueuedCreditNote } from './queue-credit-note';

// A cancellation SAT left to the receiver's acceptance is asked about again after this long.
const ASK_AGAIN_AFTER_MS = 60 * 60_000;

export const UNDONE_CANCELLED =
  'Cancelada ante el SAT (motivo 03): su reembolso falló en la pasarela y el dinero no se devolvió.';

/**
 * Cancels at SAT each stamped credit note whose refund failed afterwards (`withdrawCreditNoteOfRefund`
 * marked it): with motive 03, "no se llevó a cabo la operación", since the devolución it documents did not
 * happen. SAT may wait for the receiver's acceptance: the note stays 'vigente', says so, and is asked about
 * again every hour. A refusal is kept for the owner, with SAT's words. Runs in the process that leads the
 * background work; a provider that does not answer is asked again on the next round.
 */
export async function withdrawUndoneCreditNotes(
  deps: InvoicingDependencies,
  now: Date = new Date(),
): Promise<void> {
  const due = await deps.db
    .select()
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.status, 'vigente'),
        isNotNull(creditNotes.refundFailedAt),
        isNotNull(creditNotes.providerInvoiceId),
        or(
          isNull(creditNotes.withdrawalTriedAt),
          and(
            eq(creditNotes.note, CANCELLATION_PENDING),
            lt(creditNotes.withdrawalTriedAt, new Date(now.getTime() - ASK_AGAIN_AFTER_MS)),
          ),
        ),
      ),
    )
    .limit(20);
  for (const note of due) await withdraw(deps, note);
}

async function withdraw(deps: InvoicingDependencies, note: QueuedCreditNote): Promise<void> {
  let why: string;
  try {
    const cancelled = await deps.provider.cancel(note.providerInvoiceId ?? '', SALE_UNDONE_MOTIVE);
    if (cancelled.status === 'canceled') {
      await deps.db
        .update(creditNotes)
        .set({ status: 'cancelada', cancelledAt: sql`now()`, note: UNDONE_CANCELLED })
        .where(and(eq(creditNotes.id, note.id), eq(creditNotes.status, 'vigente')));
      return;
    }
    why = CANCELLATION_PENDING;
  } catch (error) {
    if (!(error instanceof InvoiceProviderError && error.refused)) {
      deps.log.warn({ err: error, creditNoteId: note.id }, 'no se pudo cancelar una nota de crédito');
      return;
    }
    why = `Su reembolso falló, pero el SAT no aceptó cancelarla: ${error.message.trim()} Cancélala en el portal del SAT o devuelve el dinero por otro medio.`;
  }
  await deps.db
    .update(creditNotes)
    .set({ withdrawalTriedAt: sql`now()`, note: why })
    .where(eq(creditNotes.id, note.id));
}
