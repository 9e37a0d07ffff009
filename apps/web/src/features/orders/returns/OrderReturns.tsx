import {
  missingReason,
  RETURN_FIT_LABELS,
  RETURN_FITS,
  RETURN_REASON_KINDS,
  RETURN_REASON_LABELS,
  returnReasonText,
  spanishDay,
  type BillReturns,
  type ReturnFit,
  type ReturnReasonKind,
  type ReturnRequest,
} from '@store/contract';
import { returnedLineRefundCents, toCentavos } from '@store/money';
import { useId, useRef, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { FieldError, fieldErrorId, invalidProps } from '../../../lib/form/FieldError';
import { firstInError, type FieldErrors } from '../../../lib/form/field-errors';
import { formatCentavos, formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/toast';
import { useOrderReturns, useRequestReturn } from './api';
import { RETURN_STEP_TEXT } from './return-words';
import './returns.css';

const FAILED = 'No pudimos enviar tu solicitud. Intenta de nuevo en un momento.';
const NO_UNITS_CHOSEN = 'Elige al menos un artículo y cuántas piezas devuelves.';
const NO_REASON_KIND = 'Elige el motivo de la devolución.';

/** The form's fields in the order shown: the first one in error takes the focus. */
const RETURN_FIELDS = ['lines', 'reason_kind', 'fit', 'reason'] as const;
type ReturnField = (typeof RETURN_FIELDS)[number];

/**
 * The order's 'Devolución': each request and its steps; 'Solicitar devolución' and its form while one can
 * be asked (five business days after delivery), with the deadline; after it, until when it was possible.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const returns = useOrderReturns(orderId);
  const [formOpen, setFormOpen] = useState(false);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = returns.data;
  if (!data || data.deadline_day === null) return null;
  const deadline = spanishDay(data.deadline_day);
  const open = data.requests.some((request) =>
    ['solicitada', 'aprobada', 'recibida'].includes(request.status),
  );

  return (
    <section className="order-panel order-returns" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Devolución
      </h2>
      {data.requests.map((request) => (
        <ReturnSteps key={request.return_id} request={request} />
      ))}
      {data.can_request ? (
        formOpen ? (
          <ReturnForm
            orderId={orderId}
            returns={data}
            deadline={deadline}
            onDone={() => {
              setFormOpen(false);
              heading.current?.focus();
            }}
          />
        ) : (
          <>
            <p>Puedes solicitarla hasta el {deadline}.</p>
            <div className="order-actions">
              <button type="button" className="button button-primary" onClick={() => setFormOpen(true)}>
                Solicitar devolución
              </button>
            </div>
          </>
        )
      ) : open ? null : (
        <p className="order-returns-muted">
          {data.lines.some((line) => line.returnable_quantity > 0)
            ? `El plazo para solicitar una devolución terminó el ${deadline}.`
            : 'Ya no quedan artículos de este pedido por devolver.'}
        </p>
      )}
    </section>
  );
}

function ReturnSteps({ request }: { request: ReturnRequest }) {
  const units = request.lines.reduce((total, line) => total + line.quantity, 0);
  return (
    <div className="order-return">
      <p className="order-return-summary">
        {units === 1 ? '1 pieza' : `${units} piezas`}:{' '}
        {request.lines.map((line) => `${line.product_name} (${line.quantity})`).join(', ')}
      </p>
      <ol className="order-return-steps" aria-label="Pasos de la devolución">
        {request.steps.map((step) => (
          <li key={step.status} className={`order-return-step order-return-step-${step.status}`}>
            <span>
              {step.status === 'reembolsada' && request.refund
                ? `${RETURN_STEP_TEXT.reembolsada} ${formatMoney(request.refund.amount)}${
                    request.refund.method === 'transfer' && request.refund.clabe_last4
                      ? ` por transferencia a tu CLABE terminada en ${request.refund.clabe_last4}`
                      : ''
                  }`
                : RETURN_STEP_TEXT[step.status]}
            </span>{' '}
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            {step.status === 'rechazada' && request.rejection_reason ? (
              <p className="order-return-reason">Motivo: {request.rejection_reason}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ReturnForm({
  orderId,
  returns,
  deadline,
  onDone,
}: {
  orderId: number;
  returns: BillReturns;
  deadline: string;
  onDone: () => void;
}) {
  const send = useRequestReturn(orderId);
  const base = useId();
  const lines = returns.lines.filter((line) => line.returnable_quantity > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<ReturnReasonKind | undefined>();
  const [fit, setFit] = useState<ReturnFit | undefined>();
  const [confirming, setConfirming] = useState(false);
  // What the shopper has to fix, under its field; `error` is the server's refusal, which names none.
  const [errors, setErrors] = useState<FieldErrors<ReturnField>>({});
  const [error, setError] = useState<string | null>(null);
  const linesId = `${base}-lines`;
  const reasonId = `${base}-reason`;
  const kindId = `${base}-kind`;
  const fitId = `${base}-fit`;
  // Only 'No me quedó' carries how it fitted.
  const chosenReason = { reason_kind: kind, fit: kind === 'talla' ? fit : undefined, reason: reason.trim() };
  // The articles' error sits under their list; the first line's quantity is where the focus goes.
  const firstLineId = `${base}-line-${lines[0]?.order_line_id ?? 0}`;
  const chosen = lines.filter((line) => (quantities[line.order_line_id] ?? 0) > 0);
  // The units' share of what their line was paid, by the rule the refund follows to the centavo.
  const refundCents = chosen.reduce(
    (total, line) =>
      total +
      returnedLineRefundCents(
        { paidCents: toCentavos(line.paid_amount), units: line.quantity },
        quantities[line.order_line_id] ?? 0,
        line.quantity - line.returnable_quantity,
      ),
    0,
  );

  const review = (event: FormEvent) => {
    event.preventDefault();
    const missing = kind ? missingReason(chosenReason) : undefined;
    const found: FieldErrors<ReturnField> = {
      lines: chosen.length === 0 ? NO_UNITS_CHOSEN : undefined,
      reason_kind: kind ? undefined : NO_REASON_KIND,
      [missing?.field ?? 'reason']: missing?.message,
    };
    setErrors(found);
    setError(null);
    const first = firstInError(found, RETURN_FIELDS);
    const focusOn = {
      lines: firstLineId,
      reason_kind: `${kindId}-talla`,
      fit: `${fitId}-chica`,
      reason: reasonId,
    };
    if (first) return document.getElementById(focusOn[first])?.focus();
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      await send.mutateAsync({
        lines: chosen.map((line) => ({
          order_line_id: line.order_line_id,
          quantity: quantities[line.order_line_id] ?? 0,
        })),
        ...chosenReason,
        reason: chosenReason.reason || undefined,
      });
      notifySuccess('Recibimos tu solicitud de devolución. Te escribimos en cuanto la revisemos.');
      onDone();
    } catch (failure) {
      setConfirming(false);
      setError(reasonOr(failure, FAILED));
    }
  };

  if (confirming) {
    return (
      <div className="order-return-confirm" role="group" aria-labelledby={`${base}-confirm`}>
        <h3 id={`${base}-confirm`}>¿Confirmas tu solicitud?</h3>
        <ul>
          {chosen.map((line) => (
            <li key={line.order_line_id}>
              {line.product_name} · {line.color_name} · {line.size_name}: {quantities[line.order_line_id]}{' '}
              {quantities[line.order_line_id] === 1 ? 'pieza' : 'piezas'}
            </li>
          ))}
        </ul>
        <p>Motivo: {returnReasonText(chosenReason)}</p>
        <p>
          Lo que pagaste por estas piezas: <strong>{formatCentavos(refundCents)}</strong>. Te reembolsamos
          cuando recibamos y revisemos los artículos.
        </p>
        <div className="order-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={send.isPending}
            onClick={() => void confirm()}
          >
            {send.isPending ? 'Enviando…' : 'Confirmar devolución'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={send.isPending}
            onClick={() => setConfirming(false)}
          >
            Volver
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="order-return-form" onSubmit={review} noValidate>
      <p>Puedes solicitarla hasta el {deadline}. Elige qué artículos devuelves y cuántas piezas.</p>
      <fieldset aria-describedby={errors.lines ? fieldErrorId(linesId) : undefined}>
        <legend>Artículos</legend>
        {lines.map((line) => {
          const id = `${base}-line-${line.order_line_id}`;
          return (
            <div key={line.order_line_id} className="order-return-line">
              <label htmlFor={id}>
                <span className="order-return-line-name">{line.product_name}</span>
                <span className="order-return-line-variant">
                  {line.color_name} · Talla {line.size_name} · {formatMoney(line.unit_paid)} c/u
                </span>
              </label>
              <select
                id={id}
                aria-invalid={errors.lines ? true : undefined}
                aria-describedby={errors.lines ? fieldErrorId(linesId) : undefined}
                value={quantities[line.order_line_id] ?? 0}
                onChange={(event) => {
                  setQuantities({ ...quantities, [line.order_line_id]: Number(event.target.value) });
                  setErrors((current) => ({ ...current, lines: undefined }));
                }}
              >
                {Array.from({ length: line.returnable_quantity + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count === 0 ? 'No devolver' : `${count} ${count === 1 ? 'pieza' : 'piezas'}`}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <FieldError fieldId={linesId} error={errors.lines} />
      </fieldset>
      <fieldset
        className="order-return-reasons"
        aria-describedby={errors.reason_kind ? fieldErrorId(kindId) : undefined}
      >
        <legend>Motivo</legend>
        {RETURN_REASON_KINDS.map((value) => (
          <div key={value} className="order-return-choice">
            <label>
              <input
                type="radio"
                id={`${kindId}-${value}`}
                name={kindId}
                value={value}
                checked={kind === value}
                aria-invalid={errors.reason_kind ? true : undefined}
                aria-describedby={errors.reason_kind ? fieldErrorId(kindId) : undefined}
                onChange={() => {
                  setKind(value);
                  setErrors((current) => ({
                    ...current,
                    reason_kind: undefined,
                    fit: undefined,
                    reason: undefined,
                  }));
                }}
              />
              {RETURN_REASON_LABELS[value]}
            </label>
            {value === 'talla' && kind === 'talla' ? (
              <fieldset
                className="order-return-fit"
                aria-describedby={errors.fit ? fieldErrorId(fitId) : undefined}
              >
                <legend className="visually-hidden">¿Cómo te quedó?</legend>
                {RETURN_FITS.map((option) => (
                  <label key={option}>
                    <input
                      type="radio"
                      id={`${fitId}-${option}`}
                      name={fitId}
                      value={option}
                      checked={fit === option}
                      aria-invalid={errors.fit ? true : undefined}
                      aria-describedby={errors.fit ? fieldErrorId(fitId) : undefined}
                      onChange={() => {
                        setFit(option);
                        setErrors((current) => ({ ...current, fit: undefined }));
                      }}
                    />
                    {RETURN_FIT_LABELS[option]}
                  </label>
                ))}
                <FieldError fieldId={fitId} error={errors.fit} />
              </fieldset>
            ) : null}
          </div>
        ))}
        <FieldError fieldId={kindId} error={errors.reason_kind} />
      </fieldset>
      <label htmlFor={reasonId}>{kind === 'otro' ? 'Cuéntanos por qué' : 'Cuéntanos más (opcional)'}</label>
      <textarea
        {...invalidProps(reasonId, errors.reason)}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
      />
      <FieldError fieldId={reasonId} error={errors.reason} />
      {error ? (
        <p role="alert" className="order-return-error">
          {error}
        </p>
      ) : null}
      <div className="order-actions">
        <button type="submit" className="button button-primary">
          Revisar solicitud
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
