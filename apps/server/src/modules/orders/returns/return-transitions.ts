import type { ReturnStatus } from '@store/contract';
import { HttpError } from '../../../http/errors';
import { movableFrom, type Transitions } from '../lifecycle/transitions';

/**
 * A return request, once the shopper asked for it ('solicitada'): staff approve or reject it; the
 * approved one is 'recibida' when its package comes back (its units go back to stock then, once), and
 * 'reembolsada' when the money went back. Only staff move it; rejected and refunded requests end there.
 */
export const RETURN_TRANSITIONS: Transitions<ReturnStatus> = {
  solicitada: { aprobada: ['staff'], rechazada: ['staff'] },
  aprobada: { recibida: ['staff'] },
  rechazada: {},
  recibida: { reembolsada: ['staff'] },
  reembolsada: {},
};

/** The statuses staff may move a request from to reach `to`: the condition of the conditional UPDATE. */
export const returnMovableFrom = (to: ReturnStatus) => movableFrom(RETURN_TRANSITIONS, to, 'staff');

/** The statuses of a request still open: at most one per order (the table's unique index says so too). */
export const OPEN_RETURN_STATUSES = ['solicitada', 'aprobada', 'recibida'] as const satisfies ReturnStatus[];

const ACTIONS: Record<ReturnStatus, string> = {
  solicitada: 'solicitarse',
  aprobada: 'aprobarse',
  rechazada: 'rechazarse',
  recibida: 'marcarse como recibida',
  reembolsada: 'reembolsarse',
};

const WHERE: Record<ReturnStatus, string> = {
  solicitada: 'está solicitada y aún no se aprueba',
  aprobada: 'ya está aprobada',
  rechazada: 'fue rechazada',
  recibida: 'ya está recibida',
  reembolsada: 'ya fue reembolsada',
};

/** Why a request in `current` cannot move to `to`, as staff read it (409), or null when it can. */
export function refusedReturnMove(current: ReturnStatus, to: ReturnStatus): HttpError | null {
  if (returnMovableFrom(to).includes(current)) return null;
  return new HttpError(409, `Esta devolución ${WHERE[current]}; no puede ${ACTIONS[to]}.`);
}
