import type { ReturnStatus } from '@store/contract';

export const RETURN_STATUS_LABEL: Record<ReturnStatus, string> = {
  solicitada: 'Solicitada',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  recibida: 'Recibida',
  reembolsada: 'Reembolsada',
};
