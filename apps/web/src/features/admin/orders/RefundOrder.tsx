import type { AdminOrderDetail, AdminOrderRefundable } from '@store/contract/admin';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../lib/dialog/Dialog';
import { ConfirmRefund, refundDestination } from '../ConfirmRefund';
import { formatCentavos, formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useRefundOrder } from './api/refund-order';
import { messageOf } from './order-steps';
import {
  chosenCents,
  lineCents,
  refundBodyOf,
  refundFieldError,
  unitsLeft,
  type RefundChoice,
  type RefundErrors,
  type RefundField,
} from './refund-choice';
import type { AdminOrderRefundBody } from '@store/contract/admin';

const START: RefundChoice = { by: 'lines', units: {}, shipping: false, amount: '', clabe: '', reference: '' };

/**
 * 'Reembolsar' on the order page (owners): a dialog that picks lines and units, and whether the shipping
 * still left goes back too, or takes a plain amount; it says where the money goes and the total, then
 * asks once more ('Reembolsar $X') before anything is sent. The server's refusal shows under its field.
 */
export function RefundOrderButton({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!order.refundable) return null;
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Reembolsar
      </button>
      {open ? <RefundDialog order={order} refundable={order.refundable} onClose={close} /> : null}
    </>
  );
}

function RefundDialog({
  order,
  refundable,
  onClose,
}: {
  order: AdminOrderDetail;
  refundable: AdminOrderRefundable;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<RefundChoice>(START);
  const [errors, setErrors] = useState<RefundErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminOrderRefundBody | null>(null);
  const refund = useRefundOrder(order.bill_id);
  const base = useId();
  const idOf = (field: RefundField) => `${base}-${field}`;
  const cash = order.payment.method === 'oxxo';
  const totalCents = chosenCents(refundable, choice);
  // A changed choice takes back the errors about the old one; the next 'Continuar' checks it again.
  const change = (next: Partial<RefundChoice>) => {
    setChoice({ ...choice, ...next });
    setErrors({});
  };

  const showErrors = (next: RefundErrors) => {
    setErrors(next);
    const first = (['lines', 'amount', 'include_shipping', 'clabe', 'reference'] as const).find(
      (field) => next[field],
    );
    if (first) {
      // Focus the field at fault (its first input for the lines) once the form is back on screen.
      queueMicrotask(() => {
        const target =
          first === 'lines'
            ? document.querySelector<HTMLInputElement>(`[data-refund-line="${base}"]`)
            : document.getElementById(idOf(first));
        target?.focus();
      });
    }
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = refundBodyOf(order, refundable, choice);
    if ('errors' in checked) return showErrors(checked.errors);
    setErrors({});
    setConfirming(checked.body);
  };

  const send = async (body: AdminOrderRefundBody) => {
    try {
      await refund.mutateAsync(body);
      notifySuccess(`Reembolsaste ${formatCentavos(totalCents)} del pedido ${order.bill_id}.`);
      onClose();
    } catch (error) {
      setConfirming(null);
      const atField = refundFieldError(error);
      if (atField) showErrors({ [atField.field]: atField.message });
      else setFailure(messageOf(error));
    }
  };

  const errorOf = (field: RefundField) =>
    errors[field] ? (
      <p id={`${idOf(field)}-error`} className="admin-error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: RefundField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` } : {};
  const destination = refundDestination(order.payment, order.payment.card_last4);

  if (confirming) {
    return (
      <ConfirmRefund
        cents={totalCents}
        of={`del pedido ${order.bill_id}`}
        destination={destination}
        pending={refund.isPending}
        onConfirm={() => void send(confirming)}
        onBack={() => setConfirming(null)}
      />
    );
  }

  return (
    <Dialog title={`Reembolsar el pedido ${order.bill_id}`} onClose={onClose}>
      <form className="admin-shipping-form admin-refund-form" noValidate onSubmit={review}>
        <p>Queda por reembolsar {formatMoney(refundable.total)}.</p>
        <fieldset className="admin-refund-by">
          <legend>Reembolsar por</legend>
          <label>
            <input
              type="radio"
              name={`${base}-by`}
              checked={choice.by === 'lines'}
              onChange={() => change({ by: 'lines' })}
            />{' '}
            Piezas
          </label>
          <label>
            <input
              type="radio"
              name={`${base}-by`}
              checked={choice.by === 'amount'}
              onChange={() => change({ by: 'amount' })}
            />{' '}
            Un monto
          </label>
        </fieldset>
        {choice.by === 'lines' ? (
          <>
            {refundable.lines.map((line, index) => {
              const id = `${base}-line-${line.order_line_id}`;
              const left = unitsLeft(line);
              const typed = Number(choice.units[line.order_line_id] ?? '');
              return (
                <div key={line.order_line_id} className="admin-field">
                  <label htmlFor={id}>
                    {line.description} (quedan {left} de {line.units})
                  </label>
                  <input
                    id={id}
                    data-refund-line={index === 0 ? base : undefined}
                    inputMode="numeric"
                    autoComplete="off"
                    disabled={left === 0}
                    value={choice.units[line.order_line_id] ?? ''}
                    placeholder="0"
                    {...described('lines')}
                    onChange={(event) =>
                      change({ units: { ...choice.units, [line.order_line_id]: event.currentTarget.value } })
                    }
                  />
                  {Number.isInteger(typed) && typed > 0 && typed <= left ? (
                    <span className="admin-hint"> {formatCentavos(lineCents(line, typed))}</span>
                  ) : null}
                </div>
              );
            })}
            {errorOf('lines')}
            {refundable.shipping > 0 ? (
              <div className="admin-return-check">
                <input
                  id={idOf('include_shipping')}
                  type="checkbox"
                  checked={choice.shipping}
                  {...described('include_shipping')}
                  onChange={(event) => change({ shipping: event.currentTarget.checked })}
                />
                <label htmlFor={idOf('include_shipping')}>
                  Incluir el envío ({formatMoney(refundable.shipping)})
                </label>
                {errorOf('include_shipping')}
              </div>
            ) : null}
          </>
        ) : (
          <div className="admin-field">
            <label htmlFor={idOf('amount')}>Monto a reembolsar (pesos)</label>
            <input
              id={idOf('amount')}
              inputMode="decimal"
              autoComplete="off"
              value={choice.amount}
              {...described('amount')}
              onChange={(event) => change({ amount: event.currentTarget.value })}
            />
            {errorOf('amount')}
          </div>
        )}
        <p className="admin-refund-destination">
          <strong>A dónde va el dinero:</strong> {destination}.
        </p>
        {cash ? (
          <>
            <div className="admin-field">
              <label htmlFor={idOf('clabe')}>CLABE del cliente</label>
              <input
                id={idOf('clabe')}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={30}
                value={choice.clabe}
                {...described('clabe')}
                onChange={(event) => change({ clabe: event.currentTarget.value })}
              />
              {errorOf('clabe')}
            </div>
            <div className="admin-field">
              <label htmlFor={idOf('reference')}>Clave de rastreo o referencia</label>
              <input
                id={idOf('reference')}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                value={choice.reference}
                {...described('reference')}
                onChange={(event) => change({ reference: event.currentTarget.value })}
              />
              {errorOf('reference')}
            </div>
          </>
        ) : null}
        <p>
          <strong>Total a reembolsar: {formatCentavos(totalCents)}</strong>
        </p>
        {failure ? (
          <p className="admin-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="admin-order-actions">
          <button type="submit" className="button button-primary">
            Continuar
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancelar
          </button>
        </div>
      </form>
    </Dialog>
  );
}
