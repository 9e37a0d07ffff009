import type { PaymentInstructions } from '@store/contract';
import { formatMoney } from '../format';
import { GroupedCode } from './GroupedCode';
import { TaxIncluded } from '../tax-included';

/** The voucher: its reference for the cashier, the amount in cash, the printable voucher, the steps. */
export function OxxoInstructions({ oxxo }: { oxxo: Extract<PaymentInstructions, { method: 'oxxo' }> }) {
  const amount = formatMoney(oxxo.amount);
  return (
    <>
      <p>Apartamos tus productos hasta entonces.</p>
      <dl className="pay-facts">
        <dt>Referencia</dt>
        <dd>
          <GroupedCode className="pay-code" value={oxxo.reference} />
        </dd>
        <dt>
          Monto a pagar
          <TaxIncluded />
        </dt>
        <dd className="pay-amount">{amount}</dd>
      </dl>
      {oxxo.voucher_url ? (
        <p>
          <a
            className="button button-primary"
            href={oxxo.voucher_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ver e imprimir ficha<span className="visually-hidden"> (abre una pestaña nueva)</span>
          </a>
        </p>
      ) : null}
      <h3>Cómo pagar</h3>
      <ol className="pay-steps">
        <li>En cualquier tienda OXXO, dile al cajero que quieres hacer un pago de OXXO Pay.</li>
        <li>Dale la referencia o muéstrale la ficha, y paga {amount} en efectivo.</li>
        <li>
          Guarda tu ticket. OXXO nos avisa de tu pago a más tardar el siguiente día hábil y te confirmamos tu
          pedido por correo.
        </li>
      </ol>
    </>
  );
}
