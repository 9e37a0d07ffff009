/**
 * Why a call to Envia.com did not give an answer the shop can use:
 * - `timeout`: no answer within the time the shop gives it (or the caller gave up);
 * - `unavailable`: the network failed, or Envia answered 429 or 5xx, after the retries allowed;
 * - `unauthorized`: Envia refused the key (401, 403);
 * - `refused`: Envia or the carrier declined what was asked (any other 4xx, or `meta: "error"`): a
 *   destination the carrier does not reach, a box it does not take, an address it cannot read;
 * - `malformed`: an answer that is not what Envia's API documents.
 */
export type CarrierErrorKind = 'timeout' | 'unavailable' | 'unauthorized' | 'refused' | 'malformed';

const MESSAGES: Record<CarrierErrorKind, string> = {
  timeout: 'La paquetería no respondió a tiempo.',
  unavailable: 'No pudimos comunicarnos con la paquetería. Intenta de nuevo en unos minutos.',
  unauthorized: 'Envia.com no aceptó la clave de API de la tienda: revisa ENVIA_API_KEY.',
  refused: 'La paquetería no aceptó la solicitud.',
  malformed: 'La respuesta de la paquetería no se pudo leer.',
};

/** A failed call to Envia.com; its message is Spanish, for staff (never a shopper: quoting falls back). */
export class CarrierError extends Error {
  constructor(
    readonly kind: CarrierErrorKind,
    /** What Envia or the carrier said, when they said something; kept for the logs and for staff. */
    readonly detail?: string,
    readonly status?: number,
  ) {
    super(kind === 'refused' && detail ? `${MESSAGES.refused} ${detail}` : MESSAGES[kind]);
    this.name = 'CarrierError';
  }
}
