import type { AdminOrderDetail, AdminOrderMessage } from '@store/contract/admin';
import { useId, useState } from 'react';
import { reasonOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { useResendMessage } from './api/resend-message';

const FAILED = 'No se pudo reenviar el correo. Intenta de nuevo.';

function StateOf({ message }: { message: AdminOrderMessage }) {
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

/**
 * The e-mails the shop wrote about this order (to the shopper and to the staff) and whether each went
 * out; 'Reenviar' sends one again as it was written, for a shopper who lost it or after a failure.
 */
export function MessagesPanel({ order }: { order: AdminOrderDetail }) {
  const titleId = useId();
  const resend = useResendMessage(order.bill_id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const again = async (message: AdminOrderMessage) => {
    setError(null);
    setDone(null);
    try {
      await resend.mutateAsync(message.id);
      setDone(`«${message.subject}» se enviará de nuevo a ${message.recipient} en un momento.`);
    } catch (failure) {
      setError(reasonOr(failure, FAILED));
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Correos</h2>
      {order.messages.length === 0 ? (
        <p>Todavía no hay correos de este pedido.</p>
      ) : (
        <ul className="admin-messages">
          {order.messages.map((message) => (
            <li key={message.id}>
              <p className="admin-message-subject">{message.subject}</p>
              <p className="admin-history-meta">Para {message.recipient}</p>
              <StateOf message={message} />
              <button
                type="button"
                className="button button-secondary"
                disabled={resend.isPending}
                onClick={() => void again(message)}
                aria-label={`Reenviar «${message.subject}» a ${message.recipient}`}
              >
                Reenviar
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status">{done}</p>
    </section>
  );
}
