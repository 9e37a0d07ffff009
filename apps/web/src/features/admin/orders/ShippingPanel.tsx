import { CARRIERS, adminOrderStatusBody, type AdminOrderDetail } from '@store/contract/admin';
import { useId, useRef, useState, type FormEvent } from 'react';
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
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [invalid, setInvalid] = useState<{ carrier?: string; tracking?: string }>({});
  const change = useChangeOrderStatus(order.bill_id);
  const carrierId = useId();
  const trackingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onError(null);
    // The contract's own schema checks the form, with the server's Spanish messages.
    const body = adminOrderStatusBody.safeParse({
      status: 'enviado',
      carrier,
      tracking_number: trackingNumber,
    });
    if (!body.success) {
      const issues = body.error.issues;
      setInvalid({
        carrier: issues.find((issue) => issue.path[0] === 'carrier')?.message,
        tracking: issues.find((issue) => issue.path[0] === 'tracking_number')?.message,
      });
      return;
    }
    setInvalid({});
    try {
      await change.mutateAsync(body.data);
      onDone('Pedido marcado como enviado.');
    } catch (error) {
      onError(messageOf(error));
    }
  };

  return (
    <form
      className="admin-shipping-form"
      aria-label="Enviado fuera de Envia: escribe la guía"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="admin-field">
        <label htmlFor={carrierId}>Paquetería</label>
        <select
          id={carrierId}
          value={carrier}
          required
          aria-invalid={invalid.carrier ? true : undefined}
          aria-describedby={invalid.carrier ? `${carrierId}-error` : undefined}
          onChange={(event) => setCarrier(event.currentTarget.value)}
        >
          <option value="">Elige una paquetería</option>
          {CARRIERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {invalid.carrier ? (
          <p id={`${carrierId}-error`} className="admin-error">
            {invalid.carrier}
          </p>
        ) : null}
      </div>
      <div className="admin-field">
        <label htmlFor={trackingId}>Número de guía</label>
        <input
          id={trackingId}
          value={trackingNumber}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          aria-invalid={invalid.tracking ? true : undefined}
          aria-describedby={invalid.tracking ? `${trackingId}-error` : undefined}
          onChange={(event) => setTrackingNumber(event.currentTarget.value)}
        />
        {invalid.tracking ? (
          <p id={`${trackingId}-error`} className="admin-error">
            {invalid.tracking}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          Marcar como enviado
        </button>
      </div>
    </form>
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
          pedir una devolución. Hazlo solo si la paquetería ya lo entregó.
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
