import type { AdminOrderDetail, AdminOrderMessage } from '@store/contract/admin';
import { useId } from 'react';
import { MessageState } from '../MessageState';
import { ResendMessage } from '../ResendMessage';
import { useResendMessage } from './api/resend-message';

/** What WhatsApp said of a message after it went out (decision 063). */
const DELIVERY: Record<NonNullable<AdminOrderMessage['delivery']>, string> = {
  enviado: 'WhatsApp lo tiene',
  entregado: 'Entregado en el teléfono',
  leído: 'Leído',
  fallido: 'WhatsApp no lo entregó',
};

/**
 * The e-mails and WhatsApp messages the shop wrote about this order (to the shopper and to the staff) and
 * whether each went out, with WhatsApp's own word after it (delivered, read, failed); 'Reenviar' writes a
 * copy of an e-mail, to the same address or another (as on 'Mensajes'), for a shopper who lost it, wants
 * it elsewhere, or after a failure.
 */
export function MessagesPanel({ order }: { order: AdminOrderDetail }) {
  const titleId = useId();
  const resend = useResendMessage(order.bill_id);

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Correos y WhatsApp</h2>
      {order.messages.length === 0 ? (
        <p>Todavía no hay correos de este pedido.</p>
      ) : (
        <ul className="admin-messages">
          {order.messages.map((message) => (
            <li key={message.id}>
              <p className="admin-message-subject">{message.subject}</p>
              <p className="admin-history-meta">Para {message.recipient}</p>
              <MessageState message={message} />
              {message.delivery ? (
                <span className="admin-history-meta">
                  {' '}
                  · {DELIVERY[message.delivery]}
                  {message.delivery === 'fallido' && message.last_error ? `: ${message.last_error}` : ''}
                </span>
              ) : null}
              {message.channel === 'whatsapp' ? null : (
                <ResendMessage
                  message={message}
                  resend={async (to) => {
                    await resend.mutateAsync({ messageId: message.id, ...(to ? { to } : {}) });
                    return to ?? message.recipient;
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
