import { idParam, paymentMethodText } from '@store/contract';
import {
  adminReturnRefundBody,
  MAX_RETURN_SHIPPING_REFUND,
  type AdminReturnDetail,
  type AdminReturnRefundBody,
} from '@store/contract/admin';
import { toCentavos } from '@store/money';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, reasonOr } from '../../../lib/api';
import { formatCentavos, formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { notifySuccess } from '../../../lib/toast';
import { AdminLoadError } from '../AdminLoadError';
import { useReturn, useReturnStep, type ReturnStep } from './api';
import { RETURN_STATUS_LABEL } from '../return-words';
import './returns.css';
import { AdminPanel } from '../AdminPanel';
import { useIsOwner } from '../role';
import { ConfirmRefund, refundDestination } from '../ConfirmRefund';

const returnIdParam = idParam('returnId');
const FAILED = 'No pudimos guardar el cambio. Intenta de nuevo en un momento.';

/** `/admin/devoluciones/:returnId`: the request, its lines, its history and the step that comes next. */
export function ReturnDetailPage() {
  const { returnId } = useParams();
  const parsed = returnIdParam.safeParse(returnId ?? '');
  const id = parsed.success ? parsed.data : null;
  const detail = useReturn(id);
  usePageTitle(id === null ? 'Devolución' : `Devolución ${id}`);

  if (id === null || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <div className="admin-message">
        <h1>No encontramos esta devolución</h1>
        <p>
          <Link href="/devoluciones">Volver a Devoluciones</Link>
        </p>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <AdminLoadError message="No pudimos cargar la devolución." onRetry={() => void detail.refetch()} />
    );
  }
  if (!detail.data) return <p role="status">Cargando devolución...</p>;
  return <ReturnDetail detail={detail.data} />;
}

function ReturnDetail({ detail }: { detail: AdminReturnDetail }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <p>
        <Link href="/devoluciones">← Devoluciones</Link>
      </p>
      <header className="admin-order-header">
        <h1 id={titleId}>Devolución {detail.return_id}</h1>
        <span className={`admin-return-status admin-return-status-${detail.status}`}>
          {RETURN_STATUS_LABEL[detail.status]}
        </span>
      </header>
      <div className="admin-order-grid">
        <div>
          <AdminPanel title="Artículos que devuelve">
            <div className="admin-orders-scroll" tabIndex={0} role="region" aria-label="Artículos devueltos">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Producto</th>
                    <th scope="col" className="admin-number">
                      Piezas
                    </th>
                    <th scope="col" className="admin-number">
                      Pagado
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {detail.lines.map((line) => (
                    <tr key={line.order_line_id}>
                      <td>
                        {line.product_name}
                        <span className="admin-orders-customer">
                          {line.color_name} · Talla {line.size_name}
                        </span>
                      </td>
                      <td className="admin-number">{line.quantity}</td>
                      <td className="admin-number">{formatMoney(line.paid_amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </AdminPanel>
          <AdminPanel title="Solicitud">
            <dl className="admin-facts">
              <dt>Pedido</dt>
              <dd>
                <Link href={`/pedidos/${detail.bill_id}`}>Pedido {detail.bill_id}</Link>
              </dd>
              <dt>Cliente</dt>
              <dd>
                {detail.customer.name} ·{' '}
                <a href={`mailto:${detail.customer.email}`}>{detail.customer.email}</a>
              </dd>
              <dt>Motivo del cliente</dt>
              <dd>{detail.reason}</dd>
              <dt>Pago</dt>
              <dd>{paymentMethodText(detail.payment, null)}</dd>
              <dt>Entregado</dt>
              <dd>{detail.delivered_at ? formatDateTime(detail.delivered_at) : '—'}</dd>
              {detail.rejection_reason ? (
                <>
                  <dt>Motivo del rechazo</dt>
                  <dd>{detail.rejection_reason}</dd>
                </>
              ) : null}
              {detail.refund ? (
                <>
                  <dt>Reembolso</dt>
                  <dd>
                    {formatMoney(detail.refund.amount)}
                    {detail.refund.shipping_amount > 0
                      ? ` (incluye ${formatMoney(detail.refund.shipping_amount)} de envío)`
                      : ''}
                    {detail.refund.method === 'transfer'
                      ? ` por transferencia a la CLABE terminada en ${detail.refund.clabe_last4 ?? ''} (clave de rastreo ${detail.refund_transfer_reference ?? ''})`
                      : ' por la pasarela de pago'}
                  </dd>
                </>
              ) : null}
            </dl>
          </AdminPanel>
        </div>
        <div>
          <Actions detail={detail} />
          <AdminPanel title="Historial">
            <ol className="admin-return-history">
              {detail.history.map((step) => (
                <li key={step.status}>
                  <strong>{RETURN_STATUS_LABEL[step.status]}</strong>{' '}
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                  {step.by ? <span className="admin-orders-customer">{step.by}</span> : null}
                </li>
              ))}
            </ol>
          </AdminPanel>
        </div>
      </div>
    </article>
  );
}

/** The next step, by where the request stands. */
function Actions({ detail }: { detail: AdminReturnDetail }) {
  const step = useReturnStep(detail.return_id);
  // Staff approve, reject and receive; the refund is an owner's.
  const owner = useIsOwner();
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const run = async (next: ReturnStep, done: string) => {
    setFailure(null);
    try {
      await step.mutateAsync(next);
      notifySuccess(done);
      setRejecting(false);
    } catch (error) {
      setFailure(reasonOr(error, FAILED));
    }
  };
  const error = failure ? (
    <p role="alert" className="admin-error">
      {failure}
    </p>
  ) : null;

  if (detail.status === 'solicitada') {
    return (
      <AdminPanel title="Decidir">
        {rejecting ? (
          <form
            className="admin-return-form"
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void run({ step: 'reject', reason: reason.trim() }, 'Rechazaste la devolución.');
            }}
          >
            <div className="admin-field">
              <label htmlFor={reasonId}>Motivo del rechazo (lo lee el cliente)</label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </div>
            {error}
            <div className="admin-return-actions">
              <button type="submit" className="button button-primary" disabled={step.isPending}>
                Rechazar devolución
              </button>
              <button type="button" className="button button-secondary" onClick={() => setRejecting(false)}>
                Volver
              </button>
            </div>
          </form>
        ) : (
          <>
            <p>Revisa el motivo y los artículos. Al aprobarla le escribimos al cliente cómo enviarlos.</p>
            {error}
            <div className="admin-return-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={step.isPending}
                onClick={() => void run({ step: 'approve' }, 'Aprobaste la devolución.')}
              >
                Aprobar
              </button>
              <button type="button" className="button button-secondary" onClick={() => setRejecting(true)}>
                Rechazar
              </button>
            </div>
          </>
        )}
      </AdminPanel>
    );
  }
  if (detail.status === 'aprobada') {
    return (
      <AdminPanel title="Recibir">
        <p>
          Cuando llegue el paquete y revises los artículos, márcalos como recibidos: vuelven al inventario.
        </p>
        {error}
        <button
          type="button"
          className="button button-primary"
          disabled={step.isPending}
          onClick={() => void run({ step: 'receive' }, 'Los artículos volvieron al inventario.')}
        >
          Recibido
        </button>
      </AdminPanel>
    );
  }
  if (detail.status === 'recibida' && !owner) {
    return (
      <AdminPanel title="Reembolsar">
        <p>Un dueño de la tienda hace el reembolso de esta devolución.</p>
      </AdminPanel>
    );
  }
  if (detail.status === 'recibida') {
    return (
      <AdminPanel title="Reembolsar">
        <RefundForm
          detail={detail}
          pending={step.isPending}
          error={error}
          onRefund={(body) => void run({ step: 'refund', body }, 'Hiciste el reembolso.')}
        />
      </AdminPanel>
    );
  }
  return null;
}

function RefundForm({
  detail,
  pending,
  error,
  onRefund,
}: {
  detail: AdminReturnDetail;
  pending: boolean;
  error: ReactNode;
  onRefund: (body: AdminReturnRefundBody) => void;
}) {
  const base = useId();
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(detail.lines.map((line) => [line.order_line_id, line.paid_amount.toFixed(2)])),
  );
  const [atFault, setAtFault] = useState(false);
  const [shipping, setShipping] = useState('0');
  const [clabe, setClabe] = useState('');
  const [reference, setReference] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // The checked body, waiting for the owner's 'Reembolsar $X' in the confirmation dialog.
  const [confirming, setConfirming] = useState<AdminReturnRefundBody | null>(null);
  const cash = detail.payment.method === 'oxxo';
  const cents = (text: string) => (Number.isFinite(Number(text)) ? toCentavos(Number(text)) : 0);
  const totalCents =
    detail.lines.reduce((total, line) => total + cents(amounts[line.order_line_id] ?? '0'), 0) +
    (atFault ? cents(shipping) : 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = adminReturnRefundBody.safeParse({
      lines: detail.lines.map((line) => ({
        order_line_id: line.order_line_id,
        amount: Number(amounts[line.order_line_id] ?? ''),
      })),
      shop_at_fault: atFault,
      shipping_amount: atFault ? Number(shipping) : 0,
      ...(cash ? { refund_transfer: { clabe, reference } } : {}),
    });
    if (!body.success) return setInvalid(body.error.issues[0]?.message ?? 'Revisa los montos.');
    for (const line of detail.lines) {
      if (cents(amounts[line.order_line_id] ?? '0') > toCentavos(line.paid_amount)) {
        return setInvalid(`El monto de ${line.product_name} pasa de lo que se pagó por esas piezas.`);
      }
    }
    setInvalid(null);
    setConfirming(body.data);
  };

  return (
    <form className="admin-return-form" noValidate onSubmit={submit}>
      <p>
        Reembolsa lo que se pagó por las piezas devueltas (menos, si la promoción del segundo a mitad de
        precio deja de aplicar). El envío de regreso solo lo paga la tienda si el artículo llegó con defecto o
        no era el que pidió el cliente.
      </p>
      {detail.lines.map((line) => {
        const id = `${base}-${line.order_line_id}`;
        return (
          <div key={line.order_line_id} className="admin-field">
            <label htmlFor={id}>
              {line.product_name} ({line.quantity} {line.quantity === 1 ? 'pieza' : 'piezas'}, pagado{' '}
              {formatMoney(line.paid_amount)})
            </label>
            <input
              id={id}
              inputMode="decimal"
              value={amounts[line.order_line_id] ?? ''}
              onChange={(event) =>
                setAmounts({ ...amounts, [line.order_line_id]: event.currentTarget.value })
              }
            />
          </div>
        );
      })}
      <div className="admin-return-check">
        <input
          id={`${base}-fault`}
          type="checkbox"
          checked={atFault}
          onChange={(event) => setAtFault(event.currentTarget.checked)}
        />
        <label htmlFor={`${base}-fault`}>
          Llegó con defecto o no era el que pidió: la tienda paga el envío de regreso
        </label>
      </div>
      {atFault ? (
        <div className="admin-field">
          <label htmlFor={`${base}-shipping`}>
            Envío de regreso a reembolsar (hasta ${MAX_RETURN_SHIPPING_REFUND})
          </label>
          <input
            id={`${base}-shipping`}
            inputMode="decimal"
            value={shipping}
            onChange={(event) => setShipping(event.currentTarget.value)}
          />
        </div>
      ) : null}
      {cash ? (
        <>
          <p>
            Se pagó en efectivo en OXXO: transfiere {formatCentavos(totalCents)} a la CLABE del cliente desde
            la cuenta de la tienda y anota aquí los datos.
          </p>
          <div className="admin-field">
            <label htmlFor={`${base}-clabe`}>CLABE del cliente</label>
            <input
              id={`${base}-clabe`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              value={clabe}
              onChange={(event) => setClabe(event.currentTarget.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${base}-reference`}>Clave de rastreo</label>
            <input
              id={`${base}-reference`}
              autoComplete="off"
              maxLength={30}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
            />
          </div>
        </>
      ) : null}
      {invalid ? (
        <p role="alert" className="admin-error">
          {invalid}
        </p>
      ) : null}
      {error}
      <button type="submit" className="button button-primary" disabled={pending}>
        Reembolsar {formatCentavos(totalCents)}
      </button>
      {confirming ? (
        <ConfirmRefund
          cents={totalCents}
          of={`de la devolución ${detail.return_id} del pedido ${detail.bill_id}`}
          destination={refundDestination(detail.payment, null)}
          pending={pending}
          onConfirm={() => {
            onRefund(confirming);
            setConfirming(null);
          }}
          onBack={() => setConfirming(null)}
        />
      ) : null}
    </form>
  );
}
