import {
  idParam,
  isPaidOrder,
  paymentMethodText,
  productPagePath,
  reviewFormPath,
  type Bill,
  type BillDetail,
  type CurrentUser,
} from '@store/contract';
import { installmentText, isInstallmentMonths, toCentavos } from '@store/money';
import { Suspense, useId, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError } from '../../lib/api';
import { formatCentavos, formatMoney } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { LoadBoundary } from '../../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../../lib/offline/lazy-with-retry';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session';
import { whatsappHref } from '../../lib/store-links';
import { useOrder } from '../../lib/orders/get-order';
import { PaymentInstructions } from '../../lib/orders/PaymentInstructions';
import { overpaymentText, refundMovementText } from '../../lib/orders/money-text';
import { refundText, unpaidText } from '../../lib/orders/payment-text';
import { CancelOrder, cancellable } from './CancelOrder';
import { PickupCode, PickupStoreFacts } from './PickupCode';
import { ShippingStatusBadge, TrackPackage } from './ShippingStatus';
import { ParcelStepList } from '../../lib/orders/ParcelSteps';
import './orders.css';
import { TaxIncluded } from '../../lib/tax-included';
import { KEEP_SIZE } from '../../lib/measurements/keep-size';

const billIdParam = idParam('bill_id');

/**
 * The order's 'Factura' and its form, with SAT's catalogues: fetched when a paid order is shown, so the
 * order page (and the shop's first chunk) does not carry them.
 */
const OrderInvoice = lazyWithRetry(() => import('./invoice/OrderInvoice'), 'OrderInvoice');

/** The order's 'Devolución' and its form: fetched only for a delivered order. */
const OrderReturns = lazyWithRetry(() => import('./returns/OrderReturns'), 'OrderReturns');

/** The first message of the chat about an order: who asks, and about which order. */
const orderInquiryText = (user: CurrentUser, bill: Bill): string =>
  `Hola, soy ${user.name} (cliente ${user.ecommerce_user_id}). Quisiera informes sobre mi pedido ` +
  `#${bill.bill_id} (referencia ${bill.reference}).`;

/** Order detail. No guard: a guest or a missing order gets a message instead. */
export function BuyDetailsPage() {
  usePageTitle('Detalles de compra');
  const { orderId } = useParams();
  const [pathname] = useLocation();
  const { user, loading } = useSession();
  const parsedId = billIdParam.safeParse(orderId ?? '');
  const id = parsedId.success ? parsedId.data : null;
  const bill = useOrder(user ? id : null);

  if (loading) return <p className="page-loading">Cargando...</p>;

  const status = bill.error instanceof ApiError ? bill.error.status : undefined;
  if (!user || status === 401) {
    return (
      <OrderMessage title="Detalles de compra">
        <p>Inicia sesión para ver los detalles de tu compra.</p>
        <Link className="button button-primary" to="/auth/login" state={{ from: pathname }}>
          Iniciar sesión
        </Link>
      </OrderMessage>
    );
  }
  if (id === null || status === 403 || status === 404) {
    return (
      <OrderMessage title="No encontramos esta compra">
        <p>Revisa el enlace o busca tu pedido en Mis compras.</p>
        <Link className="button button-primary" to="/profile#orders">
          Mis compras
        </Link>
      </OrderMessage>
    );
  }
  if (bill.isError) {
    return (
      <OrderMessage title="Detalles de compra">
        <p>No pudimos cargar esta compra. Intenta de nuevo en un momento.</p>
        <button type="button" className="button button-secondary" onClick={() => void bill.refetch()}>
          Reintentar
        </button>
      </OrderMessage>
    );
  }
  if (!bill.data) return <p className="page-loading">Cargando...</p>;

  return <OrderDetail bill={bill.data} user={user} />;
}

function OrderMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="order-message">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

function OrderDetail({ bill, user }: { bill: Bill; user: CurrentUser }) {
  const pickup = bill.pickup;
  return (
    <article className="order-detail" aria-labelledby="order-detail-title">
      <header className="order-detail-header">
        <h1 id="order-detail-title">Pedido #{bill.bill_id}</h1>
        <ShippingStatusBadge status={bill.shipping_status} />
      </header>
      <dl className="order-facts">
        <dt>Referencia</dt>
        <dd>{bill.reference}</dd>
        <dt>Fecha</dt>
        <dd>
          <time dateTime={bill.created_at}>{formatDateTime(bill.created_at)}</time>
        </dd>
        <dt>{pickup ? 'Entrega' : 'Envío a'}</dt>
        <dd>{bill.shipping_address}</dd>
        {bill.shipping_choice ? (
          <>
            <dt>Paquetería</dt>
            <dd>
              {bill.shipping_choice.carrier} {bill.shipping_choice.service}
            </dd>
            <dt>Entrega prometida</dt>
            <dd>{bill.shipping_choice.arrives_text}</dd>
          </>
        ) : null}
        <dt>Forma de pago</dt>
        <dd>{paymentMethodText(bill.payment, bill.shipping_last4)}</dd>
        {bill.payment.installment_months !== null && isInstallmentMonths(bill.payment.installment_months) ? (
          <>
            <dt>Meses sin intereses</dt>
            <dd>{installmentText(toCentavos(bill.total_amount), bill.payment.installment_months)}</dd>
          </>
        ) : null}
      </dl>

      {pickup?.code && pickup.qr ? <PickupCode code={pickup.code} qr={pickup.qr} /> : null}
      {bill.payment_instructions ? <PaymentInstructions instructions={bill.payment_instructions} /> : null}
      {bill.shipping_status === 'Pago no recibido' ? <UnpaidNotice bill={bill} /> : null}

      <div className="order-detail-layout">
        <section className="order-panel" aria-labelledby="order-items-title">
          <h2 id="order-items-title">Productos</h2>
          <ul className="order-items">
            {bill.bill_details.map((detail) => (
              <OrderItem
                key={detail.variant_id}
                detail={detail}
                reviewOf={bill.shipping_status === 'entregado' ? bill.bill_id : null}
              />
            ))}
          </ul>
        </section>

        <div className="order-side">
          <section className="order-panel" aria-labelledby="order-receipt-title">
            <h2 id="order-receipt-title">Recibo</h2>
            <dl className="order-receipt">
              <dt>{pickup ? 'Recoger en tienda' : 'Envío'}</dt>
              <dd>{bill.shipping_cost > 0 ? formatMoney(bill.shipping_cost) : 'Gratis'}</dd>
              <dt>Subtotal</dt>
              <dd>{formatMoney(bill.summary.subtotal)}</dd>
              <dt>Descuento</dt>
              <dd>
                {bill.summary.total_discount > 0
                  ? `−${formatMoney(bill.summary.total_discount)}`
                  : formatMoney(0)}
              </dd>
              <dt className="order-receipt-total">
                Total
                <TaxIncluded />
              </dt>
              <dd className="order-receipt-total">{formatMoney(bill.total_amount)}</dd>
            </dl>
          </section>

          <section className="order-panel" aria-labelledby="order-shipping-title">
            <h2 id="order-shipping-title">{pickup ? 'Recoger en tienda' : 'Envío'}</h2>
            <dl className="order-facts">
              <dt>Estado</dt>
              <dd>
                <ShippingStatusBadge status={bill.shipping_status} />
              </dd>
              {bill.shipping_carrier ? (
                <>
                  <dt>Paquetería</dt>
                  <dd>{bill.shipping_carrier}</dd>
                </>
              ) : null}
              {!pickup && isPaidOrder(bill.shipping_status) ? (
                <>
                  <dt>Guía de rastreo</dt>
                  <dd>{bill.shipping_tracking_number ?? 'Pendiente'}</dd>
                </>
              ) : null}
            </dl>
            {bill.tracking_steps ? (
              <ParcelStepList steps={bill.tracking_steps} label="Dónde va tu paquete" />
            ) : null}
            {pickup ? <PickupStoreFacts store={pickup.store} /> : null}
            {pickup && bill.shipping_status === 'En proceso' ? (
              <p>Te avisamos por correo cuando esté listo para recoger, con tu código de recogida.</p>
            ) : null}
            {bill.shipping_status === 'Pendiente de pago' ? (
              <p>
                {pickup
                  ? 'Preparamos tu pedido para recoger en cuanto recibamos tu pago.'
                  : 'Enviamos tu pedido en cuanto recibamos tu pago.'}
              </p>
            ) : null}
            {bill.shipping_status === 'cancelado' ? <CancelledNotice bill={bill} /> : null}
            <div className="order-actions">
              {!pickup && isPaidOrder(bill.shipping_status) ? <TrackPackage bill={bill} /> : null}
              <a
                className="button button-primary"
                href={whatsappHref(orderInquiryText(user, bill))}
                target="_blank"
                rel="noopener noreferrer"
              >
                Solicitar Informes
                <span className="visually-hidden"> por WhatsApp (abre una pestaña nueva)</span>
              </a>
              {cancellable(bill.shipping_status) ? <CancelOrder bill={bill} /> : null}
            </div>
          </section>

          <OrderMoney bill={bill} />

          {bill.shipping_status === 'entregado' ? (
            <LoadBoundary>
              <Suspense fallback={null}>
                <OrderReturns orderId={bill.bill_id} />
              </Suspense>
            </LoadBoundary>
          ) : null}

          {invoiceable(bill.shipping_status) ? (
            <LoadBoundary>
              <Suspense fallback={isPaidOrder(bill.shipping_status) ? <InvoiceLoading /> : null}>
                <OrderInvoice
                  orderId={bill.bill_id}
                  email={user.email}
                  paid={isPaidOrder(bill.shipping_status)}
                />
              </Suspense>
            </LoadBoundary>
          ) : null}
        </div>
      </div>

      <p>
        <Link to="/profile#orders">Volver a Mis compras</Link>
      </p>
    </article>
  );
}

/**
 * Orders the shop was paid for have a 'Factura' section; a cancelled one too, for the invoice it may have
 * had. An order never paid has nothing to invoice and no section.
 */
const invoiceable = (status: Bill['shipping_status']): boolean =>
  isPaidOrder(status) || status === 'cancelado';

/** The 'Factura' panel while its code loads, as it looks while its state loads. */
function InvoiceLoading() {
  const titleId = useId();
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Factura</h2>
      <p role="status" className="order-invoice-loading">
        Cargando…
      </p>
    </section>
  );
}

/** Why an order whose money never came will not ship; a late transfer waits at the provider to go back. */
function UnpaidNotice({ bill }: { bill: Bill }) {
  return (
    <div className="order-notice">
      <p>{unpaidText(bill.payment.method)}</p>
      {bill.payment.method === 'spei' ? (
        <p>Si alcanzaste a transferir algo, escríbenos por WhatsApp y te lo devolvemos.</p>
      ) : null}
    </div>
  );
}

/**
 * A cancelled order and its money: refunded (to the card, the account, or by transfer), a transfer still
 * owed (cash paid at OXXO), or nothing to give back (it was never paid).
 */
function CancelledNotice({ bill }: { bill: Bill }) {
  if (!bill.refund) {
    const withdrawn =
      bill.payment.method === 'oxxo'
        ? ' y tu ficha de OXXO ya no es válida'
        : bill.payment.method === 'spei'
          ? ' y tus datos de transferencia ya no son válidos'
          : '';
    return <p>Este pedido se canceló antes de pagarse: no se te cobró nada{withdrawn}.</p>;
  }
  return (
    <>
      <p>Este pedido está cancelado.</p>
      <p className="order-refund">{refundText(bill.refund, bill.payment.method, bill.shipping_last4)}</p>
      {bill.refund.method === 'payment' ? (
        <p>El reembolso puede tardar unos días en verse en tu estado de cuenta.</p>
      ) : null}
    </>
  );
}

/**
 * What the shopper paid and what came back, from the shop's ledger: the order's financial status, the
 * amounts, and every refund in the order it was made (partial ones, a return's, the cancel's) with where
 * the money went, where it stands and why. A card like the page's other sections.
 */
function OrderMoney({ bill }: { bill: Bill }) {
  const { money } = bill;
  if (!money.financial_status) return null;
  return (
    <section className="order-panel order-money" aria-labelledby="order-money-title">
      <h2 id="order-money-title">Pago y reembolsos</h2>
      <dl className="order-receipt">
        <dt>Estado del pago</dt>
        <dd>{money.financial_status}</dd>
        <dt>Cobrado</dt>
        <dd>{formatMoney(money.charged)}</dd>
        {money.refunded > 0 ? (
          <>
            <dt>Reembolsado</dt>
            <dd>{formatMoney(money.refunded)}</dd>
            <dt>Neto</dt>
            <dd>{formatMoney(money.net)}</dd>
          </>
        ) : null}
      </dl>
      {money.overpayment ? <p className="order-overpayment">{overpaymentText(money.overpayment)}</p> : null}
      {money.refunds.length > 0 ? (
        <ul className="order-refunds" aria-label="Reembolsos">
          {money.refunds.map((refund) => (
            <li key={refund.requested_at + refund.amount}>{refundMovementText(refund)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A line of the order; `reviewOf`: the delivered order whose buyer may review it ('Escribir reseña'). */
function OrderItem({ detail, reviewOf }: { detail: BillDetail; reviewOf: number | null }) {
  const image = detail.images[0];
  const discounted = detail.discount_amount > 0;
  return (
    <li className="order-item">
      <img
        src={image ? imageUrl(image, 160) : PLACEHOLDER_IMAGE}
        alt={`${detail.product_name}, color ${detail.color_name}`}
        width="80"
        height="80"
        loading="lazy"
      />
      <div className="order-item-text">
        <h3>{detail.product_name}</h3>
        <p className="order-item-variant">
          Color: {detail.color_name} · Talla: {detail.size_name} · Cantidad: {detail.quantity}
        </p>
        <p className="order-item-price">
          {discounted ? (
            <>
              <del>
                <span className="visually-hidden">Precio original: </span>
                {formatMoney(detail.price)}
              </del>{' '}
              <strong>
                <span className="visually-hidden">Precio con descuento: </span>
                {formatCentavos(toCentavos(detail.price) - toCentavos(detail.discount_amount))}
              </strong>
            </>
          ) : (
            <strong>{formatMoney(detail.price)}</strong>
          )}
        </p>
        {detail.promotion_discount > 0 ? (
          <p className="order-item-promotion">
            {detail.promotion_name ?? 'Promoción'}: −{formatMoney(detail.promotion_discount)}
          </p>
        ) : null}
        <p className="order-item-links">
          <Link to={productPagePath(detail.product_id, detail.variant_id)} state={KEEP_SIZE}>
            Ver en tienda<span className="visually-hidden">: {detail.product_name}</span>
          </Link>
          {reviewOf !== null ? (
            <Link className="order-item-review" to={reviewFormPath(reviewOf, detail.product_id)}>
              Escribir reseña<span className="visually-hidden">: {detail.product_name}</span>
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}
