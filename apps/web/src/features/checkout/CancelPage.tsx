import { useEffect } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../lib/page-title';
import { useCancelCheckout } from './api/cancel-checkout';
import './checkout.css';

/** Where the hosted checkout sends a shopper who gave up paying; the cart is kept for another try. */
export function CancelPage() {
  usePageTitle('Pago cancelado');
  const { mutateAsync: cancelPayment } = useCancelCheckout();
  // Nothing to show if it fails: the held units come back anyway when the payment expires.
  useEffect(() => {
    cancelPayment().catch((error: unknown) => console.error('No se pudo cancelar el pago', error));
  }, [cancelPayment]);
  return (
    <section className="checkout-result">
      {/* These two lines are English; saying so lets a screen reader pronounce them. */}
      <h1 lang="en">Payment Cancelled</h1>
      <p lang="en">Payment was not successful, please try again</p>
      <p>El pago no se completó y no se hizo ningún cargo. Tu carrito sigue guardado.</p>
      <div className="checkout-result-actions">
        <Link className="button button-primary" to="/">
          Volver al inicio
        </Link>
        <Link className="button button-secondary" to="/payment">
          Intentar de nuevo
        </Link>
      </div>
    </section>
  );
}
