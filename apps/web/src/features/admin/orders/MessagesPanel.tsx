import type { AdminOrderDetail, AdminOrderMessage } from '@store/contract/admin';
import { useId, useState } from 'react';
import { reasonOr } from '../../../lib/api';
import { MessageState } from '../MessageState';
import { useResendMessage } from './api/resend-message';

const FAILED = 'No se pudo reenviar el correo. Intenta de nuevo.';

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
              <MessageState message={message} />
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
