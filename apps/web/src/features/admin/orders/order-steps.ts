import type { AdminOrderDetail } from '@store/contract/admin';
import { reasonOr } from '../../../lib/api';

const FAILED = 'No se pudo guardar el cambio. Intenta de nuevo.';

/** The server's Spanish sentence when it sent one (a conflict, a refused refund), else a general one. */
export const messageOf = (error: unknown) => reasonOr(error, FAILED);

/** What each step of the shipping panel gets: the order, and where to say how the step went. */
export type StepProps = {
  order: AdminOrderDetail;
  onError: (message: string | null) => void;
  onDone: (message: string) => void;
};
