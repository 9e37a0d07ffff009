import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { checkoutDecision } from '../../lib/cart/cart-rules';
import { cart, useCart } from '../../lib/cart/cart-store';
import { refreshCart } from '../../lib/cart/refresh-cart';
import { useFocusTrap } from '../../lib/focus-trap';
import { CloseIcon } from '../../lib/icons';
import { DURATIONS } from '../../lib/messages';
import { CHECKOUT_MESSAGES } from '../../lib/checkout-messages';
import { useNoticesAbove } from '../../lib/notices-clearance';
import { notifyWarning } from '../../lib/toast';
import './cart-panel.css';
import { CartDelivery } from './CartDelivery';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { EmptyCartButton } from './EmptyCartButton';

/**
 * The cart, sliding in from the side: refreshed from the server each time it opens, closed by a click
 * outside, Escape or its close button, and keeping the keyboard inside while open.
 */
export function CartPanel() {
  const { lines, open } = useCart();
  const [, navigate] = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  // Opening with lines asks the server for today's stock and prices; a failure keeps the cart as it is.
  // Opened without signal, it asks again when the signal returns, as the offline notice promises.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const refresh = () =>
      refreshCart(controller.signal).catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudo actualizar el carrito', error);
      });
    void refresh();
    window.addEventListener('online', refresh);
    return () => {
      controller.abort();
      window.removeEventListener('online', refresh);
    };
  }, [open]);

  const trapFocus = useFocusTrap(panel, open);
  // On a phone, notices stay clear of the first line and of 'Pagar': they sit just above the button, over
  // the totals (the footer is too tall on a phone to sit above it all without covering the lines).
  const payButton = useRef<HTMLButtonElement>(null);
  useNoticesAbove(payButton, open && lines.length > 0);

  if (!open) return null;

  const pay = () => {
    const decision = checkoutDecision(lines);
    if (decision.kind === 'sold-out') {
      notifyWarning(CHECKOUT_MESSAGES.cartSoldOut, DURATIONS.cartSoldOut);
    } else if (decision.kind === 'adjusted') {
      cart.replace(decision.lines);
      notifyWarning(CHECKOUT_MESSAGES.cartAdjusted, DURATIONS.cartAdjusted);
    } else {
      cart.toggle(false);
      navigate('/payment');
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Keys inside the 'Vaciar carrito' question belong to that dialog: Escape closes it, not the cart.
    if (event.target instanceof Element && event.target.closest('.dialog')) return;
    if (event.key === 'Escape') cart.toggle(false);
    else trapFocus(event);
  };

  const title = lines.length === 0 ? 'Tu carrito está vacío' : 'Productos en tu carrito';
  return (
    <div
      className="cart-overlay"
      onMouseDown={(event) => event.target === event.currentTarget && cart.toggle(false)}
    >
      <div
        ref={panel}
        className="cart-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        onKeyDown={onKeyDown}
      >
        <div className="cart-header">
          <h2 id="cart-title">{title}</h2>
          <button
            type="button"
            className="cart-close"
            aria-label="Cerrar carrito"
            onClick={() => cart.toggle(false)}
          >
            <CloseIcon />
          </button>
        </div>
        {lines.length > 0 ? (
          <>
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineItem key={line.variant_id} line={line} />
              ))}
            </ul>
            <div className="cart-footer">
              <CartTotals lines={lines} />
              <CartDelivery lines={lines} />
              <button ref={payButton} type="button" className="button button-primary" onClick={pay}>
                Pagar
              </button>
              <EmptyCartButton />
            </div>
          </>
        ) : (
          <p className="cart-empty">Agrega botas, sombreros y más desde la tienda.</p>
        )}
      </div>
    </div>
  );
}
