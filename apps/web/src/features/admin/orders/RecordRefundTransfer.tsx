import { useState } from 'react';
import { Dialog } from '../../../lib/dialog/Dialog';
import { formatMoney } from '../../../lib/format';
import { useRecordRefundTransfer } from './api/record-refund-transfer';
import { messageOf, type StepProps } from './order-steps';
import { TransferRefundForm, type RefundTransfer } from './TransferRefundForm';

/**
 * 'Registrar transferencia' on an order the shopper cancelled after paying in cash at OXXO: its refund is
 * owed until staff transfer the money and write down the CLABE and the clave de rastreo here.
 */
export function RecordTransferButton({ order, onError, onDone }: StepProps) {
  const [recording, setRecording] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordRefundTransfer(order.bill_id);
  const amount = formatMoney(order.payment.refund?.amount ?? order.payment.amount);

  const close = () => {
    setRecording(false);
    setFailure(null);
  };
  const confirm = async (transfer: RefundTransfer) => {
    onError(null);
    setFailure(null);
    try {
      await record.mutateAsync(transfer);
      onDone('Transferencia registrada.');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <div className="admin-order-actions">
      <button type="button" className="button button-primary" onClick={() => setRecording(true)}>
        Registrar transferencia
      </button>
      {recording ? (
        <Dialog title={`Reembolso del pedido ${order.bill_id}`} onClose={close}>
          <TransferRefundForm
            amount={amount}
            recording
            pending={record.isPending}
            failure={failure}
            onConfirm={(transfer) => void confirm(transfer)}
            onKeep={close}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
