import type { AdminInvoice, AdminInvoicesResponse } from '@store/contract/admin';
import { useId, useState } from 'react';
import { reasonOr } from '../../../lib/api';
import { Dialog } from '../../../lib/dialog/Dialog';
import { formatMoney } from '../../../lib/format';
import { useGlobalInvoice } from './api/invoices';
import { formatMonth } from './month';

const FAILED = 'No se pudo emitir la factura global. Intenta de nuevo.';

/**
 * 'Emitir factura global': one invoice to PUBLICO EN GENERAL for the month's paid orders that have no
 * invoice, confirmed in a dialog that says how many and for how much.
 */
export function GlobalInvoice({
  month,
  uninvoiced,
  loading,
  onIssued,
}: {
  month: string;
  uninvoiced: AdminInvoicesResponse['uninvoiced'];
  /** Another month is on its way: its counts are not these. */
  loading: boolean;
  onIssued: (invoice: AdminInvoice) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useGlobalInvoice();
  const titleId = useId();
  const { orders, total } = uninvoiced;
  const name = formatMonth(month);

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const invoice = await issue.mutateAsync(month);
      setConfirming(false);
      onIssued(invoice);
    } catch (error) {
      setFailure(reasonOr(error, FAILED));
    }
  };

  return (
    <section className="admin-panel admin-global-invoice" aria-labelledby={titleId}>
      <h2 id={titleId}>Factura global de {name}</h2>
      <p className="admin-global-invoice-count">
        {orders === 0
          ? `Todos los pedidos pagados en ${name} tienen factura.`
          : `${orders} ${orders === 1 ? 'pedido' : 'pedidos'} sin factura por ${formatMoney(total)}`}
      </p>
      <p className="admin-hint">
        Cubre los pedidos pagados del mes que no tienen factura, a nombre de PUBLICO EN GENERAL.
      </p>
      <div className="admin-invoice-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={orders === 0 || loading}
          onClick={() => setConfirming(true)}
        >
          Emitir factura global
        </button>
      </div>
      {confirming ? (
        <Dialog title={`¿Emitir la factura global de ${name}?`} onClose={close}>
          <p>
            {orders === 1
              ? `Se emitirá una factura a PUBLICO EN GENERAL por el pedido pagado en ${name} que no tiene factura.`
              : `Se emitirá una factura a PUBLICO EN GENERAL por los ${orders} pedidos pagados en ${name} que no tienen factura.`}{' '}
            Total: {formatMoney(total)}.
          </p>
          <p>
            Una vez emitida, los clientes de esos pedidos ya no podrán pedir su propia factura: sus compras
            quedan facturadas en la global.
          </p>
          {failure ? (
            <p className="admin-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="admin-invoice-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={issue.isPending}
              onClick={() => void confirm()}
            >
              {issue.isPending ? 'Emitiendo…' : 'Sí, emitir la factura global'}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              No, todavía no
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
