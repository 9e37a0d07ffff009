import type { ReturnStatus } from '@store/contract';

/** Each step of a return as the shopper reads it on the order page. */
export const RETURN_STEP_TEXT: Record<ReturnStatus, string> = {
  solicitada: 'Solicitaste la devolución',
  aprobada: 'Aprobamos tu devolución: envíanos los artículos',
  rechazada: 'No pudimos aceptar tu devolución',
  recibida: 'Recibimos los artículos',
  reembolsada: 'Te reembolsamos',
};
