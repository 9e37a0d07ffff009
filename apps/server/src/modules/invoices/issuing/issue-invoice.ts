import { and, eq, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import {
  InvoiceProviderError,
  type InvoiceItem,
  type InvoiceProvider,
  type IssueInvoice,
} from '../invoice-provider';
import { invoiceOrders, invoices } from '../tables';
import type { InvoiceRow } from '../invoice-views';

export type InvoicingDependencies = {
  db: Database;
  provider: InvoiceProvider;
  config: Config;
  log: FastifyBaseLogger;
};

export const PROVIDER_DOWN =
  'El servicio de facturación no respondió. La solicitud quedó guardada: la factura se emitirá en cuanto responda (unos minutos) y llegará por correo.';

/** A new invoice row to reserve its orders with, before the provider is asked. */
export type InvoiceDraft = Omit<
  typeof invoices.$inferInsert,
  'id' | 'status' | 'providerInvoiceId' | 'uuid' | 'issuedAt' | 'xml' | 'pdf' | 'createdAt'
>;

/** What a caller adds to a reservation's transaction: a check before it, rows of its own after it. */
export type ReservationSteps = {
  /** Throws to refuse the reservation (nothing is written). */
  before?: (tx: Database) => Promise<void>;
  /** Runs once the orders are reserved, in the same transaction. */
  after?: (tx: Database, row: InvoiceRow) => Promise<void>;
};

/**
 * Reserves the orders an invoice will cover: the invoice's row, 'emitiendo', and one active link per
 * order. The unique index on active links makes this fail for an order another invoice already covers
 * (or is being issued for), in which case nothing is written and undefined comes back.
 */
export async function reserveInvoice(
  db: Database,
  draft: InvoiceDraft,
  orderIds: number[],
  steps: ReservationSteps = {},
): Promise<InvoiceRow | undefined> {
  return db
    .transaction(async (tx) => {
      await steps.before?.(tx);
      const [row] = await tx.insert(invoices).values(draft).returning();
      if (!row) throw new Error('No se guardó la factura');
      const linked = await tx
        .insert(invoiceOrders)
        .values(orderIds.map((orderId) => ({ invoiceId: row.id, orderId })))
        .onConflictDoNothing()
        .returning({ orderId: invoiceOrders.orderId });
      if (linked.length !== orderIds.length) {
        tx.rollback();
      }
      await steps.after?.(tx, row);
      return row;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    });
}

/** The request for a reserved invoice, rebuilt from what its row keeps. */
export function issueRequestOf(
  row: InvoiceRow,
  config: Config,
  items: InvoiceItem[],
  global?: IssueInvoice['global'],
): IssueInvoice {
  return {
    idempotencyKey: row.idempotencyKey,
    externalId: row.kind === 'global' ? `global-${row.period ?? ''}` : `pedido-${row.id}`,
    customer: {
      legalName: row.legalName,
      rfc: row.rfc,
      taxRegime: row.taxRegime,
      postalCode: row.postalCode,
      email: row.email,
    },
    items,
    paymentForm: row.paymentForm,
    use: row.cfdiUse,
    series: config.invoicing.series,
    issuerPostalCode: config.invoicing.issuer.postalCode,
    ...(global ? { global } : {}),
  };
}

/**
 * Asks the provider for a reserved invoice and keeps what it answers: the invoice, its XML and PDF, and
 * `then` (the e-mail, the audit entry) in the same transaction that makes it 'vigente'. The request is
 * idempotent at the provider, so asking again for a row whose first try died half-way returns the same
 * invoice. A refusal releases the row's orders; a failure of the provider leaves the row to be taken up
 * again later.
 */
export async function issueReserved(
  deps: InvoicingDependencies,
  row: InvoiceRow,
  request: IssueInvoice,
  then: (tx: Database, issued: InvoiceRow) => Promise<void>,
): Promise<InvoiceRow> {
  let providerId = row.providerInvoiceId;
  try {
    const issued = await deps.provider.issue(request);
    providerId = issued.providerId;
    const expected = row.totalCents;
    if (issued.totalCents !== expected) {
      deps.log.error(
        { invoiceId: row.id, providerId, expected, issued: issued.totalCents },
        'el total de la factura no es el de la venta',
      );
    }
    if (issued.status === 'pending') {
      const [pending] = await deps.db
        .update(invoices)
        .set({ providerInvoiceId: providerId })
        .where(eq(invoices.id, row.id))
        .returning();
      return pending ?? row;
    }
    const files = await deps.provider.files(providerId);
    return await deps.db.transaction(async (tx) => {
      const [valid] = await tx
        .update(invoices)
        .set({
          status: 'vigente',
          providerInvoiceId: providerId,
          uuid: issued.uuid,
          series: issued.series,
          folioNumber: issued.folioNumber,
          issuedAt: issued.issuedAt,
          totalCents: issued.totalCents,
          xml: files.xml,
          pdf: files.pdf,
        })
        .where(and(eq(invoices.id, row.id), eq(invoices.status, 'emitiendo')))
        .returning();
      if (!valid)
        throw new HttpError(409, 'La factura cambió mientras se emitía; vuelve a cargar la página.');
      await then(tx, valid);
      return valid;
    });
  } catch (error) {
    if (error instanceof InvoiceProviderError && error.refused) {
      await deps.db.delete(invoices).where(and(eq(invoices.id, row.id), eq(invoices.status, 'emitiendo')));
      throw new HttpError(422, refusalText(error), fieldOf(error));
    }
    if (error instanceof InvoiceProviderError) {
      deps.log.warn({ err: error, invoiceId: row.id, providerId }, 'el proveedor de facturas falló');
      if (providerId !== row.providerInvoiceId) {
        await deps.db.update(invoices).set({ providerInvoiceId: providerId }).where(eq(invoices.id, row.id));
      }
      throw new HttpError(503, PROVIDER_DOWN);
    }
    throw error;
  }
}

/** The provider's refusal as the shopper reads it: its own Spanish sentence, which names what to fix. */
function refusalText(error: InvoiceProviderError): string {
  const text = error.message.trim();
  return text.length > 0
    ? text
    : 'El SAT no aceptó los datos de la factura. Revísalos y vuelve a intentarlo.';
}

// The provider names the field of its request (`customer.tax_id`); the form names its own.
const PROVIDER_FIELDS: Record<
  string,
  'rfc' | 'legal_name' | 'tax_regime' | 'postal_code' | 'cfdi_use' | 'email'
> = {
  'customer.tax_id': 'rfc',
  'customer.legal_name': 'legal_name',
  'customer.tax_system': 'tax_regime',
  'customer.address.zip': 'postal_code',
  'customer.email': 'email',
  use: 'cfdi_use',
};
// Some refusals come from SAT's records rather than a field's format, and say so by their code.
const CODE_FIELDS: Record<string, (typeof PROVIDER_FIELDS)[string]> = {
  legal_name_mismatch: 'legal_name',
  tax_address_zip_mismatch: 'postal_code',
  tax_id_not_found: 'rfc',
  tax_system_not_allowed_for_tax_id: 'tax_regime',
};
const fieldOf = (error: InvoiceProviderError) =>
  (error.field ? PROVIDER_FIELDS[error.field] : undefined) ??
  (error.code ? CODE_FIELDS[error.code] : undefined);
