import type { OrderPayment } from '@store/contract';
import { paymentMethodText } from '@store/contract';
import { Dialog } from '../../lib/dialog/Dialog';
import { formatCentavos } from '../../lib/format';

/** Where a refund's money goes, in words: the card, the SPEI account, or the CLABE staff type (OXXO). */
export function refundDestination(payment: OrderPayment, cardLast4: string | null): string {
  if (payment.method === 'card') return `A la tarjeta ${paymentMethodText(payment, cardLast4)}`;
  if (payment.method === 'spei') return 'Por SPEI, a la cuenta de la que vino la transferencia';
  return 'Por transferencia a la CLABE del cliente que escribas (se pagó en efectivo en OXXO)';
}

/**
 * The last question before money goes back, the same for the order page's refund and a return's:
 * how much, of what, where to, and 'Reembolsar $X'. Escape or 'Volver' sends nothing.
 */
export function ConfirmRefund({
  cents,
  of,
  destination,
  pending,
  onConfirm,
  onBack,
}: {
  cents: number;
  /** What is refunded, after 'del' or 'de la': 'pedido 12', 'devolución 5 del pedido 12'. */
  of: string;
  destination: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const amount = formatCentavos(cents);
  return (
    <Dialog title={`¿Reembolsar ${amount}?`} onClose={onBack}>
      <p>
        Se devolverán {amount} {of}. {destination}. Esto no se puede deshacer.
      </p>
      <div className="admin-order-actions">
        <button type="button" className="button admin-button-danger" disabled={pending} onClick={onConfirm}>
          Reembolsar {amount}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          Volver
        </button>
      </div>
    </Dialog>
  );
}
