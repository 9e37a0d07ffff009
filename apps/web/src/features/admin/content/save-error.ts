import { reasonOr } from '../../../lib/api';

/** The server's Spanish reason for refusing a save, or a general one when there is none. */
export function saveError(error: unknown): string {
  console.error('No se pudo guardar la portada', error);
  return reasonOr(error, 'No se pudo guardar. Revisa tu conexión e intenta de nuevo.');
}
