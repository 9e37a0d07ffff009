import type { AdminOrderDetail } from '@store/contract/admin';
import { useId } from 'react';
import { MessageState } from '../MessageState';
import { ResendMessage } from '../ResendMessage';
import { useResendMessage } from './api/resend-message';

/**
 * The e-mails the shop wrote about this order (to the shopper and to the staff) and whether each went
 * out; 'Reenviar' writes a copy, to the same address or another (as on 'Mensajes'), for a shopper who
 * lost it, wants it elsewhere, or after a failure.
 */
export function MessagesPanel({ order }: { order: AdminOrderDetail }) {
  const titleId = useId();
  const resend = useResendMessage(order.bill_id);

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
              <ResendMessage
                message={message}
                resend={async (to) => {
                  await resend.mutateAsync({ messageId: message.id, ...(to ? { to } : {}) });
                  return to ?? message.recipient;
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
