import type { PaymentInstructions } from '@store/contract';
import { CopyButton } from '../copy/CopyButton';
import { GroupedCode } from './GroupedCode';
import { speiAmounts } from './payment-text';
import { TaxIncluded } from '../tax-included';

/** The transfer: the amount still to send, the CLABE and reference to copy, the bank and beneficiary. */
export function SpeiInstructions({ spei }: { spei: Extract<PaymentInstructions, { method: 'spei' }> }) {
  const { toSend, received } = speiAmounts(spei);
  return (
    <>
      <p>Apartamos tus productos hasta entonces.</p>
      {received ? (
        <p className="pay-partial">
          Ya recibimos {received}; faltan {toSend}.
        </p>
      ) : null}
      <dl className="pay-facts">
        <dt>
          Monto a transferir
          <TaxIncluded />
        </dt>
        <dd className="pay-amount">{toSend}</dd>
        <dt>CLABE</dt>
        <dd className="pay-copyable">
          <GroupedCode className="pay-code" value={spei.clabe} />
          <CopyButton value={spei.clabe} label="CLABE" />
        </dd>
        <dt>Banco</dt>
        <dd>{spei.bank}</dd>
        <dt>Beneficiario</dt>
        <dd>{spei.beneficiary}</dd>
        <dt>Referencia o concepto</dt>
        <dd className="pay-copyable">
          <span className="pay-reference">{spei.reference}</span>
          <CopyButton value={spei.reference} label="referencia" />
        </dd>
      </dl>
      {spei.instructions_url ? (
        <p>
          <a href={spei.instructions_url} target="_blank" rel="noopener noreferrer">
            Ver instrucciones de la transferencia
            <span className="visually-hidden"> (abre una pestaña nueva)</span>
          </a>
        </p>
      ) : null}
      <h3>Cómo pagar</h3>
      <ol className="pay-steps">
        <li>En la app o la banca en línea de tu banco, haz una transferencia SPEI a esta CLABE.</li>
        <li>Transfiere exactamente {toSend} y escribe la referencia en el concepto.</li>
        <li>Te confirmamos tu pedido por correo en cuanto llegue tu transferencia.</li>
      </ol>
    </>
  );
}
