import { paymentDeadlineText, type PaymentInstructions } from '@store/contract';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format';
import { GroupedCode } from '../../../lib/orders/GroupedCode';
import { speiAmounts } from '../../../lib/orders/payment-text';

/**
 * What the customer was given to pay an order 'Pendiente de pago', so that staff can read it out when
 * the customer calls without it: the voucher's reference or the transfer's CLABE, and the deadline.
 */
export function PendingPaymentPanel({ instructions }: { instructions: PaymentInstructions }) {
  const titleId = useId();
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {instructions.method === 'oxxo' ? 'Pago pendiente en OXXO' : 'Transferencia pendiente'}
      </h2>
      <dl className="admin-facts">
        {instructions.method === 'oxxo' ? (
          <>
            <dt>Referencia OXXO</dt>
            <dd>
              <GroupedCode value={instructions.reference} />
            </dd>
            <dt>Monto</dt>
            <dd>{formatMoney(instructions.amount)}</dd>
            {instructions.voucher_url ? (
              <>
                <dt>Ficha</dt>
                <dd>
                  <a href={instructions.voucher_url} target="_blank" rel="noopener noreferrer">
                    Ver ficha<span className="visually-hidden"> (abre una pestaña nueva)</span>
                  </a>
                </dd>
              </>
            ) : null}
          </>
        ) : (
          <SpeiFacts spei={instructions} />
        )}
        <dt>Fecha límite</dt>
        <dd>
          <time dateTime={instructions.expires_at}>{paymentDeadlineText(instructions.expires_at)}</time>
        </dd>
      </dl>
    </section>
  );
}

function SpeiFacts({ spei }: { spei: Extract<PaymentInstructions, { method: 'spei' }> }) {
  const { toSend, received } = speiAmounts(spei);
  return (
    <>
      <dt>CLABE</dt>
      <dd>
        <GroupedCode value={spei.clabe} />
      </dd>
      <dt>Banco</dt>
      <dd>{spei.bank}</dd>
      <dt>Beneficiario</dt>
      <dd>{spei.beneficiary}</dd>
      <dt>Referencia</dt>
      <dd>{spei.reference}</dd>
      <dt>Monto</dt>
      <dd>{formatMoney(spei.amount)}</dd>
      {received ? (
        <>
          <dt>Recibido</dt>
          <dd>{received}</dd>
          <dt>Falta</dt>
          <dd>{toSend}</dd>
        </>
      ) : null}
    </>
  );
}
