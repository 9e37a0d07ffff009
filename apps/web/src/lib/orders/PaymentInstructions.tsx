import { paymentDeadlineText, type PaymentInstructions as Instructions } from '@store/contract';
import { useId } from 'react';
import { OxxoInstructions } from './OxxoInstructions';
import { SpeiInstructions } from './SpeiInstructions';
import './payment-instructions.css';

/**
 * How to pay an order 'Pendiente de pago', on its page and on /Success: the OXXO voucher or the SPEI
 * transfer, and until when. `lead` opens the heading before the deadline ("Paga en OXXO antes del").
 */
export function PaymentInstructions({ instructions, lead }: { instructions: Instructions; lead?: string }) {
  const titleId = useId();
  const opening =
    lead ?? (instructions.method === 'oxxo' ? 'Paga en OXXO antes del' : 'Transfiere antes del');
  return (
    <section className="pay-box" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {opening}{' '}
        <time dateTime={instructions.expires_at}>{paymentDeadlineText(instructions.expires_at)}</time>
      </h2>
      {instructions.method === 'oxxo' ? (
        <OxxoInstructions oxxo={instructions} />
      ) : (
        <SpeiInstructions spei={instructions} />
      )}
    </section>
  );
}
