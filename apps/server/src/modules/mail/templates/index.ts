import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { MessageKind, MessagePayloads } from '../messages';
import type { MailAttachment } from '../sender';
import type { Site } from './layout';
import { backInStock } from './notices/back-in-stock';
import { cartReminder } from './notices/cart-reminder';
import { invoiceEmailConfirmation } from './invoice-email-confirmation';
import { creditNoteIssued } from './credit-note-issued';
import { invoiceIssued } from './invoice-issued';
import { lowStock } from './low-stock';
import { orderAwaitingPayment } from './order-awaiting-payment';
import { orderCancelled } from './order-cancelled';
import { orderDelivered } from './order-delivered';
import { orderPaymentLapsed } from './order-payment-lapsed';
import { orderReadyForPickup } from './order-ready-for-pickup';
import { orderReceived } from './order-received';
import { orderShipped, orderTracking } from './order-shipped';
import {
  returnApproved,
  returnReceived,
  returnRefunded,
  returnRejected,
  returnRequested,
} from './order-return';
import { refundMade } from './refund-made';
import { staffNewOrder } from './staff-new-order';
import { reviewInvitation } from './reviews/review-invitation';
import { staffInvitation } from './team/staff-invitation';

export type { Site } from './layout';

type Template<Data> = {
  subject: (data: Data) => string;
  body: (data: Data, site: Site) => ReactElement;
  /** Pictures the body shows from inside the message (`cid:`), each with its content id. */
  inline?: (data: Data) => Promise<MailAttachment[]>;
  /** Headers of its own, such as a list message's List-Unsubscribe. */
  headers?: (data: Data, site: Site) => Record<string, string>;
};

/** Each kind's template: a new message is a template here and one `queueMessage` where it happens. */
const TEMPLATES: { [Kind in MessageKind]: Template<MessagePayloads[Kind]> } = {
  'order-received': orderReceived,
  'order-awaiting-payment': orderAwaitingPayment,
  'order-payment-lapsed': orderPaymentLapsed,
  'order-shipped': orderShipped,
  'order-tracking': orderTracking,
  'order-delivered': orderDelivered,
  'order-ready-for-pickup': orderReadyForPickup,
  'order-cancelled': orderCancelled,
  'return-requested': returnRequested,
  'return-approved': returnApproved,
  'return-rejected': returnRejected,
  'return-received': returnReceived,
  'return-refunded': returnRefunded,
  'refund-made': refundMade,
  'staff-new-order': staffNewOrder,
  'invoice-issued': invoiceIssued,
  'credit-note-issued': creditNoteIssued,
  'invoice-email-confirmation': invoiceEmailConfirmation,
  'low-stock': lowStock,
  'back-in-stock': backInStock,
  'cart-reminder': cartReminder,
  'staff-invitation': staffInvitation,
  'review-invitation': reviewInvitation,
};

export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(TEMPLATES, kind);

/** A message's subject, without rendering it. */
export const messageSubject = <Kind extends MessageKind>(kind: Kind, data: MessagePayloads[Kind]): string =>
  (TEMPLATES[kind] as Template<MessagePayloads[Kind]>).subject(data);

export type RenderedMessage = {
  subject: string;
  html: string;
  text: string;
  inline: MailAttachment[];
  headers: Record<string, string>;
};

/**
 * A message as it is sent: its subject, its HTML, a plain-text part for clients that want one, and the
 * pictures its HTML shows from inside the message.
 */
export async function renderMessage<Kind extends MessageKind>(
  kind: Kind,
  data: MessagePayloads[Kind],
  site: Site,
): Promise<RenderedMessage> {
  const template = TEMPLATES[kind] as Template<MessagePayloads[Kind]>;
  const html = await render(template.body(data, site));
  const text = toPlainText(html, {
    selectors: [
      // Pictures say nothing in text; links keep their address after the words.
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['(', ')'] } },
      // A label and its amount on one line ("Total   $1,299.00"), one line after another.
      {
        selector: '[data-text-format="dataTable"]',
        format: 'dataTable',
        options: { leadingLineBreaks: 1, trailingLineBreaks: 1, colSpacing: 3, uppercaseHeaderCells: false },
      },
      // The facts of one thing (an order line, a labelled fact) on consecutive lines, not a blank line apart.
      {
        selector: 'p[data-text-line]',
        format: 'paragraph',
        options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
      },
    ],
  });
  return {
    subject: template.subject(data),
    html,
    text,
    inline: (await template.inline?.(data)) ?? [],
    headers: template.headers?.(data, site) ?? {},
  };
}
