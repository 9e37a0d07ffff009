import type { AdminOrderMessage } from '@store/contract/admin';
import { formatDateTime } from '../../lib/dates';

type MessageFacts = Pick<AdminOrderMessage, 'state' | 'attempts' | 'sent_at' | 'last_error'>;

/** Whether an e-mail went out, is waiting (and why its last try failed) or was given up, and when. */
export function MessageState({ message }: { message: MessageFacts }) {
  switch (message.state) {
    case 'enviado':
      return (
        <span className="admin-message-state admin-message-sent">
          Enviado
          {message.sent_at ? (
            <>
              {' '}
              el <time dateTime={message.sent_at}>{formatDateTime(message.sent_at)}</time>
            </>
          ) : null}
        </span>
      );
    case 'pendiente':
      return (
        <span className="admin-message-state admin-message-pending">
          Pendiente
          {message.last_error
            ? ` · intento ${message.attempts} falló: ${message.last_error}; se reintentará`
            : ''}
        </span>
      );
    case 'fallido':
      return (
        <span className="admin-message-state admin-message-failed">
          Fallido tras {message.attempts} intentos: {message.last_error ?? 'sin motivo registrado'}
        </span>
      );
  }
}
