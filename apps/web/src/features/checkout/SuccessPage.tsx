import { checkoutSessionId, orderPagePath } from '@store/contract';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { cart } from '../../lib/cart/cart-store';
import { appliedCoupon } from '../../lib/cart/applied-coupon';
import { usePageTitle } from '../../lib/page-title';
import { useCheckoutSession } from './api/get-checkout-session';
import { AwaitingPayment } from './AwaitingPayment';
import './checkout.css';

/**
 * Where the hosted checkout sends the shopper back: thanks, and the order once the payment is confirmed
 * (the order is created from the provider's webhook, which may arrive a moment after the shopper does);
 * or, for an OXXO voucher or a SPEI transfer, the order set aside and how to pay it.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const parsed = checkoutSessionId.safeParse(params.get('session_id'));
  const { query, gaveUp } = useCheckoutSession(parsed.success ? parsed.data : null);
  const state = query.data;
  const awaitingPayment = state?.status === 'pending' ? state.bill_id : null;
  const alreadyWaiting = state?.status === 'refused' ? state.bill_id : null;
  usePageTitle(
    alreadyWaiting !== null
      ? 'Ya tienes un pedido esperando tu pago'
      : awaitingPayment === null
        ? '¡Gracias por tu compra!'
        : 'Pedido apartado',
  );

  // The purchase is made, so the cart starts over once the page knows how it went; not when it was
  // refused for the order already waiting, so that the shopper can pay the same cart by card.
  const purchased = !parsed.success || query.isError || (state !== undefined && state.status !== 'refused');
  useEffect(() => {
    if (!purchased) return;
    cart.empty();
    // The code went with this purchase.
    appliedCoupon.remove();
  }, [purchased]);

  if (awaitingPayment !== null) {
    return (
      <section className="checkout-result">
        <AwaitingPayment billId={awaitingPayment} />
      </section>
    );
  }

  if (alreadyWaiting !== null) {
    return (
      <section className="checkout-result">
        <h1>Ya tienes un pedido esperando tu pago</h1>
        <div role="status">
          <p>
            Solo puedes tener un pedido pendiente de pago a la vez, así que no apartamos este: la ficha o los
            datos de transferencia que te dimos ya no sirven y no se hizo ningún cargo.
          </p>
          <p>
            Paga o cancela tu pedido #{alreadyWaiting} y vuelve a intentarlo, o paga esta compra con tarjeta.
          </p>
        </div>
        <div className="checkout-result-actions">
          <Link className="button button-primary" to={orderPagePath(alreadyWaiting)}>
            Ver mi pedido #{alreadyWaiting}
          </Link>
          <Link className="button button-secondary" to="/payment">
            Volver a pagar
          </Link>
        </div>
      </section>
    );
  }

  const didNotGoThrough = state?.status === 'expired' || state?.status === 'failed';

  return (
    <section className="checkout-result">
      <h1>{didNotGoThrough ? 'El pago no se completó' : '¡Gracias por tu compra!'}</h1>
      <div
        role="status"
        aria-busy={parsed.success && (query.isPending || (state?.status === 'pending' && !gaveUp))}
      >
        {!parsed.success ? (
          <p>Puedes seguir tu pedido en Mis compras.</p>
        ) : state?.status === 'paid' && state.bill_id !== null ? (
          <>
            <p>
              Tu pago está confirmado. Tu número de pedido es <strong>#{state.bill_id}</strong>.
            </p>
            <p>
              <Link to={orderPagePath(state.bill_id)}>Ver los detalles del pedido #{state.bill_id}</Link>
            </p>
          </>
        ) : didNotGoThrough ? (
          <p>No se realizó ningún cargo y el pedido no se registró. Puedes intentarlo de nuevo.</p>
        ) : gaveUp || query.isError || state?.status === 'paid' ? (
          <p>Estamos confirmando tu pago. En cuanto se acredite, tu pedido aparecerá en Mis compras.</p>
        ) : (
          <p>Confirmando tu pago...</p>
        )}
      </div>
      <div className="checkout-result-actions">
        <Link className="button button-primary" to="/profile#orders">
          MIS COMPRAS
        </Link>
        <Link className="button button-secondary" to="/">
          CONTINUAR
        </Link>
      </div>
    </section>
  );
}
