import { adminOrderStatusBody, type AdminOrderDetail } from '@store/contract/admin';
import { useId, useRef, useState } from 'react';
import { useChangeOrderStatus } from './api/change-order-status';
import { CancelButton } from './CancelOrder';
import { CancelUnpaidButton } from './CancelUnpaidOrder';
import { RecordTransferButton } from './RecordRefundTransfer';
import { OrderStatusBadge } from './order-status';
import { messageOf, type StepProps } from './order-steps';
import { cancelledSummary } from './refund-summary';
import { useIsOwner } from '../role';
import { HandOverForm, ReadyForPickupButton } from './pickup/PickupSteps';
import { GenerateLabelButton, PrintLabelLink } from './carrier/LabelSteps';
import { ParcelStepList } from '../../../lib/orders/ParcelSteps';
import { useConfirm } from '../../../lib/dialog/confirm';
import { GuideForm } from './shipped/GuideForm';
import { CorrectTrackingStep } from './shipped/CorrectTracking';
import { UndoDeliveryButton } from './shipped/UndoDelivery';

/**
 * The shipping workflow of one order: ship it with its carrier and tracking number, mark it delivered,
 * or cancel it with a refund while it has not left; for a pick-up at the store, 'Listo para recoger' and
 * 'Entregado en tienda' with the shopper's code. Each button is offered only where the server allows
 * that step; the server still has the last word (another staff member may have been faster).
 */
export function ShippingPanel({ order }: { order: AdminOrderDetail }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // Cancelling refunds the money: an owner's step.
  const owner = useIsOwner();
  const pickup = order.fulfilment === 'pickup';
  const status = order.shipping_status;
  const steps: StepProps = {
    order,
    onError: (message) => {
      setError(message);
      if (message) setDone(null);
    },
    // The button that was pressed goes away with the step it took: focus stays in the panel.
    onDone: (message) => {
      setDone(message);
      heading.current?.focus();
    },
  };
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {pickup ? 'Recoger en tienda' : 'Envío'}
      </h2>
      <dl className="admin-facts">
        <dt>Estado</dt>
        <dd>
          <OrderStatusBadge status={order.shipping_status} />
        </dd>
        {pickup ? (
          <>
            <dt>Entrega</dt>
            <dd>El cliente lo recoge en la tienda con su código de recogida.</dd>
          </>
        ) : null}
        {order.shipping.carrier ? (
          <>
            <dt>Paquetería</dt>
            <dd>{order.shipping.carrier}</dd>
          </>
        ) : null}
        {order.shipping.tracking_number ? (
          <>
            <dt>Guía</dt>
            <dd>
              {order.shipping.tracking_url ? (
                <a href={order.shipping.tracking_url} target="_blank" rel="noopener noreferrer">
                  {order.shipping.tracking_number}
                  <span className="visually-hidden">
                    {' '}
                    (rastrear en la paquetería, abre una pestaña nueva)
                  </span>
                </a>
              ) : (
                order.shipping.tracking_number
              )}
            </dd>
          </>
        ) : null}
        {order.shipping.tracking_steps ? (
          <>
            <dt>Rastreo</dt>
            <dd className="admin-facts-wide">
              <ParcelStepList steps={order.shipping.tracking_steps} label="Pasos del paquete" />
            </dd>
          </>
        ) : null}
      </dl>
      {order.shipping.has_label ? (
        <div className="admin-order-actions">
          <PrintLabelLink orderId={order.bill_id} />
        </div>
      ) : null}
      {!pickup && status === 'En proceso' ? <GenerateLabelButton {...steps} /> : null}
      {!pickup && status === 'En proceso' ? <ShipForm {...steps} /> : null}
      {status === 'enviado' ? <DeliverButton {...steps} /> : null}
      {status === 'enviado' ? <CorrectTrackingStep {...steps} /> : null}
      {status === 'entregado' ? <UndoDeliveryButton {...steps} /> : null}
      {pickup && status === 'En proceso' ? <ReadyForPickupButton {...steps} /> : null}
      {status === 'Listo para recoger' ? <HandOverForm {...steps} /> : null}
      {owner && (status === 'En proceso' || status === 'Listo para recoger') ? (
        <CancelButton {...steps} />
      ) : null}
      {order.shipping_status === 'Pendiente de pago' ? (
        // Any staff member: an unpaid order has no money to refund, only units it keeps off the shelf.
        <div className="admin-order-actions">
          <CancelUnpaidButton
            orderId={order.bill_id}
            units={order.lines.reduce((total, line) => total + line.quantity, 0)}
            label="Cancelar pedido"
            onDone={steps.onDone}
          />
        </div>
      ) : null}
      {order.shipping_status === 'cancelado' ? <p>{cancelledSummary(order.payment)}</p> : null}
      {owner && order.shipping_status === 'cancelado' && order.payment.refund?.refunded_at === null ? (
        <RecordTransferButton {...steps} />
      ) : null}
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {done}
      </p>
    </section>
  );
}

function ShipForm({ order, onError, onDone }: StepProps) {
  const change = useChangeOrderStatus(order.bill_id);
  return (
    <GuideForm
      label="Enviado fuera de Envia: escribe la guía"
      submitText="Marcar como enviado"
      pending={change.isPending}
      // The contract's own schema checks the form, with the server's Spanish messages.
      parse={(carrier, trackingNumber) =>
        adminOrderStatusBody.safeParse({ status: 'enviado', carrier, tracking_number: trackingNumber })
      }
      send={async (body) => {
        onError(null);
        try {
          await change.mutateAsync(body);
          onDone('Pedido marcado como enviado.');
        } catch (error) {
          onError(messageOf(error));
        }
      }}
    />
  );
}

/**
 * 'Marcar como entregado' asks first in the shop's dialog: it e-mails the shopper and starts the days
 * they have to ask for a return, which a mistaken click must not do unasked.
 */
function DeliverButton({ order, onError, onDone }: StepProps) {
  const change = useChangeOrderStatus(order.bill_id);
  const confirmation = useConfirm();
  const deliver = async () => {
    onError(null);
    const yes = await confirmation.ask({
      title: `¿Marcar el pedido ${order.bill_id} como entregado?`,
      body: (
        <p>
          Le enviaremos al cliente un correo diciendo que su pedido llegó, y desde hoy corre el plazo para
          pedir una devolución. Hazlo solo si la paquetería ya lo entregó; si fue un error, puedes deshacerlo
          en los siguientes 10 minutos.
        </p>
      ),
      confirm: 'Sí, marcar como entregado',
    });
    if (!yes) return;
    try {
      await change.mutateAsync({ status: 'entregado' });
      onDone('Pedido marcado como entregado.');
    } catch (error) {
      onError(messageOf(error));
    }
  };
  return (
    <div className="admin-order-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={change.isPending}
        onClick={() => void deliver()}
      >
        Marcar como entregado
      </button>
      {confirmation.dialog}
    </div>
  );
}
