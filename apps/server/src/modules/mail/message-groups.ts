import type { MessageGroup } from '@store/contract/admin';
import type { MessageKind } from './messages';

/** Each kind of message under the group 'Mensajes' filters by: a new kind must say which it joins. */
export const GROUP_OF_KIND: Record<MessageKind, MessageGroup> = {
  'order-received': 'pedidos',
  'order-awaiting-payment': 'pedidos',
  'order-payment-lapsed': 'pedidos',
  'order-shipped': 'pedidos',
  'order-tracking': 'pedidos',
  'order-delivered': 'pedidos',
  'order-ready-for-pickup': 'pedidos',
  'order-cancelled': 'pedidos',
  'return-requested': 'devoluciones',
  'return-approved': 'devoluciones',
  'return-rejected': 'devoluciones',
  'return-received': 'devoluciones',
  'return-refunded': 'devoluciones',
  'refund-made': 'devoluciones',
  'invoice-issued': 'facturas',
  'credit-note-issued': 'facturas',
  'invoice-email-confirmation': 'facturas',
  'back-in-stock': 'avisos',
  'cart-reminder': 'avisos',
  'review-invitation': 'avisos',
  'staff-new-order': 'personal',
  'low-stock': 'personal',
  'staff-invitation': 'personal',
};

export const kindsOfGroup = (group: MessageGroup): MessageKind[] =>
  (Object.keys(GROUP_OF_KIND) as MessageKind[]).filter((kind) => GROUP_OF_KIND[kind] === group);
