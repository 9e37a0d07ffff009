import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { InvoiceProviderError, type IssueInvoice } from '../invoice-provider';
import type { InvoiceRow } from '../invoice-views';
import type { InvoicingDependencies } from '../issuing/issue-invoice';
import { creditNotes, invoices } from '../tables';
import { creditNoteItems } from './credit-note-items';
import { queueCreditNoteMail } from './credit-note-mail';
import type { QueuedCreditNote } from './queue-credit-note';

/** The series credit notes are numbered in, apart from the invoices', as accountants keep them. */
export const CREDIT_NOTE_SERIES = 'NC';
/** c_UsoCFDI of a credit note: "Devoluciones, descuentos o bonificaciones". */
export const CREDIT_NOTE_USE = 'G02';
/** SAT: the generic RFC of the public in general takes only uso S01, as its global invoice did. */
const PUBLIC_USE = 'S01';
export const INVOICE_WITHDRAWN =
  'La factura se canceló antes de emitir la nota de crédito: ya no hay nada que acreditar.';

/**
 * Stamps the queued credit notes, oldest first: each under its own idempotency key, so one the provider
 * stamped before an outage cut the answer is fetched, not stamped twice. A credit note waits while its
 * invoice is still being issued; one whose invoice was cancelled meanwhile is discarded; one the provider
 * refuses is kept with its reason for the owner. Anything else (the provider down) leaves it queued for
 * the next round. Runs in the process that leads the background work.
 */
export async function issueQueuedCreditNotes(deps: InvoicingDependencies): Promise<void> {
  const queued = await deps.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.status, 'emitiendo'))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id))
    .limit(20);
  for (const { note, invoice } of queued) {
    if (invoice.status === 'emitiendo' || !invoice.uuid) continue;
    if (invoice.status === 'cancelada') {
      await settle(deps.db, note.id, { status: 'descartada', note: INVOICE_WITHDRAWN });
      continue;
    }
    await issueOne(deps, note, invoice);
  }
}

async function issueOne(deps: InvoicingDependencies, note: QueuedCreditNote, invoice: InvoiceRow) {
  try {
    const issued = await deps.provider.issue(creditNoteRequest(deps, note, invoice));
    if (issued.totalCents !== note.totalCents) {
      deps.log.error(
        { creditNoteId: note.id, expected: note.totalCents, issued: issued.totalCents },
        'el total de la nota de crédito no es el del reembolso',
      );
    }
    if (issued.status === 'pending') {
      await deps.db
        .update(creditNotes)
        .set({ providerInvoiceId: issued.providerId })
        .where(eq(creditNotes.id, note.id));
      return;
    }
    const files = await deps.provider.files(issued.providerId);
    await deps.db.transaction(async (tx) => {
      const stamped = await settle(tx, note.id, {
        status: 'vigente',
        providerInvoiceId: issued.providerId,
        uuid: issued.uuid,
        series: issued.series,
        folioNumber: issued.folioNumber,
        issuedAt: issued.issuedAt,
        xml: files.xml,
        pdf: files.pdf,
      });
      if (stamped) await queueCreditNoteMail(tx, stamped, invoice);
    });
  } catch (error) {
    if (error instanceof InvoiceProviderError && error.refused) {
      deps.log.error({ err: error, creditNoteId: note.id }, 'el proveedor rechazó una nota de crédito');
      await settle(deps.db, note.id, {
        status: 'rechazada',
        note: `El SAT no aceptó la nota de crédito: ${error.message.trim()}`,
      });
      return;
    }
    deps.log.warn({ err: error, creditNoteId: note.id }, 'no se pudo emitir una nota de crédito');
  }
}

/**
 * The credit note as the provider is asked for it: type E, related (01) to its invoice's UUID, made out
 * to the invoice's receptor with uso G02 — or, for a global invoice, to PUBLICO EN GENERAL with S01 and
 * the global invoice's period, which SAT requires of any CFDI to the generic RFC.
 */
export function creditNoteRequest(
  deps: Pick<InvoicingDependencies, 'config'>,
  note: QueuedCreditNote,
  invoice: InvoiceRow,
): IssueInvoice {
  const global = invoice.kind === 'global' && invoice.period ? invoice.period.split('-') : undefined;
  return {
    idempotencyKey: note.idempotencyKey,
    externalId: `nota-credito-${note.id}`,
    customer: {
      legalName: invoice.legalName,
      rfc: invoice.rfc,
      taxRegime: invoice.taxRegime,
      postalCode: invoice.postalCode,
      email: invoice.email,
    },
    items: creditNoteItems(note.totalCents, note.orderId),
    paymentForm: note.paymentForm,
    use: global ? PUBLIC_USE : CREDIT_NOTE_USE,
    series: CREDIT_NOTE_SERIES,
    issuerPostalCode: deps.config.invoicing.issuer.postalCode,
    type: 'E',
    related: { relationship: '01', uuids: [invoice.uuid ?? ''] },
    ...(global ? { global: { year: Number(global[0]), months: global[1] ?? '' } } : {}),
  };
}

/** Moves a queued credit note on, once: only from 'emitiendo', so two sweeps racing write it once. */
async function settle(
  db: Database,
  id: number,
  fields: Partial<typeof creditNotes.$inferInsert>,
): Promise<QueuedCreditNote | undefined> {
  const [moved] = await db
    .update(creditNotes)
    .set(fields)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.status, 'emitiendo')))
    .returning();
  return moved;
}
