/**
 * A refusal in Facturapi's words. Its API answers errors as `{ ok: false, message, status, code,
 * location?, path?, errors? }` (docs: "Manejo de errores"); the SDK turns that into a `FacturapiError`
 * with the same `status`, `code` and `path`, which is what the shop's adapter reads.
 */
export class FacturapiApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: {
      /** Where the field is: `body` or `query`. */
      location: 'body' | 'query';
      /** The field, dotted (`customer.tax_id`, `items.0.quantity`). */
      path: string;
      /** Facturapi's sub-code of a validation detail: `required`, `invalid_format`, `not_allowed`… */
      reason: string;
    },
  ) {
    super(message);
  }

  /** The JSON body Facturapi sends with this status. */
  toJson() {
    const { status, code, message, detail } = this;
    if (!detail) return { ok: false, message, status, code };
    const { location, path, reason } = detail;
    return {
      ok: false,
      message,
      status,
      code,
      location,
      path,
      errors: [{ message, code: reason, source: 'facturapi', location, path }],
    };
  }
}

/** A field of the request body that Facturapi would refuse (400 `invalid_request`). */
export const invalidField = (path: string, message: string, reason = 'invalid_format') =>
  new FacturapiApiError(400, 'invalid_request', message, { location: 'body', path, reason });

/** A query parameter Facturapi would refuse. */
export const invalidQuery = (path: string, message: string, reason = 'invalid_format') =>
  new FacturapiApiError(400, 'invalid_request', message, { location: 'query', path, reason });

export const invoiceNotFound = (id: string) =>
  new FacturapiApiError(404, 'invoice_not_found', `No se encontró una factura con el id "${id}".`);
