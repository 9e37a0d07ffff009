import { whatsappMessages, whatsappStatuses } from './process-metrics';

export type WhatsAppOutcome = 'sent' | 'retry' | 'given_up';
const OUTCOMES: readonly WhatsAppOutcome[] = ['sent', 'retry', 'given_up'];
const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

// Every label at zero from the start: an alert on `increase(…{outcome="given_up"})` needs the series
// to exist before the first message is given up, or its first one is never seen as an increase.
for (const outcome of OUTCOMES) whatsappMessages.inc({ outcome }, 0);
for (const status of STATUSES) whatsappStatuses.inc({ status }, 0);

/** A WhatsApp message the sender tried: Meta took it, it will be tried again, or it was given up. */
export function countWhatsAppMessage(outcome: WhatsAppOutcome): void {
  whatsappMessages.inc({ outcome });
}

/** A delivery status Meta reported for one of the shop's messages. */
export function countWhatsAppStatus(status: (typeof STATUSES)[number]): void {
  whatsappStatuses.inc({ status });
}
