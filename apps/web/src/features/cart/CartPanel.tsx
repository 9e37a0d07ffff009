import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { cartLineCents } from '../../lib/cart/cart-money';
import { checkoutDecision } from '../../lib/cart/cart-rules';
import { cart, useCart } from '../../lib/cart/cart-store';
import { refreshCart } from '../../lib/cart/refresh-cart';
import { useFocusTrap } from '../../lib/focus-trap';
import { formatCentavos } from '../../lib/format';
import { CloseIcon } from '../../lib/icons';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { DURATIONS, MESSAGES } from '../../lib/messages';
import { notifyWarning } from '../../lib/toast';
import './cart-panel.css';
import { CartDelivery } from './CartDelivery';
import { CartTotals } from './CartTotals';

/**
 * The cart, sliding in from the side: refreshed from the server each time it opens, closed by a click
 * outside, Escape or its close button, and keeping the keyboard inside while open.
 */
export function CartPanel() {
  const { lines, open } = useCart();
  const [, navigate] = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  // Opening with lines asks the server for today's stock and prices; a failure keeps the cart as it is.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    refreshCart(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('No se pudo actualizar el carrito', error);
    });
    return () => controller.abort();
  }, [open]);

  const trapFocus = useFocusTrap(panel, open);

  if (!open) return null;

  const pay = () => {
    const decision = checkoutDecision(lines);
    if (decision.kind === 'sold-out') {
      notifyWarning(MESSAGES.cartSoldOut, DURATIONS.cartSoldOut);
    } else if (decision.kind === 'adjusted') {
      cart.replace(decision.lines);
      notifyWarning(MESSAGES.cartAdjusted, DURATIONS.cartAdjusted);
    } else {
      cart.toggle(false);
      navigate('/payment');
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
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
                <li key={line.variant_id} className="cart-line">
                  <Link
                    className="cart-line-link"
                    to={`/product/${line.product_id}/${line.variant_id}`}
                    onClick={() => cart.toggle(false)}
                  >
                    <img
                      src={line.image ? imageUrl(line.image, 160) : PLACEHOLDER_IMAGE}
                      alt=""
                      width="72"
                      height="72"
                      loading="lazy"
                    />
                    <span className="cart-line-text">
                      <span className="cart-line-name">{line.name}</span>
                      <span>Talla: {line.size_name}</span>
                      <span className="cart-line-price">
                        {line.quantity} x {formatCentavos(cartLineCents(line).unitFinalCents)}
                        {line.discount_percentage > 0 ? (
                          <span className="cart-line-badge">{line.discount_percentage}% OFF</span>
                        ) : null}
                      </span>
                      {line.stock <= 0 ? <span className="cart-line-warning">Agotado</span> : null}
                      {line.stock > 0 && line.quantity > line.stock ? (
                        <span className="cart-line-warning">(Solo {line.stock} disponibles)</span>
                      ) : null}
                    </span>
                  </Link>
                  <button
                    type="button"
                    className="cart-line-remove"
                    aria-label={`Eliminar ${line.name}, talla ${line.size_name}`}
                    onClick={() => cart.remove(line.variant_id)}
                  >
                    <CloseIcon />
                  </button>
                </li>
              ))}
            </ul>
            <div className="cart-footer">
              <CartTotals lines={lines} />
              <CartDelivery />
              <button type="button" className="button button-primary" onClick={pay}>
                Pagar
              </button>
              <button type="button" className="button button-secondary" onClick={() => cart.empty()}>
                Vaciar carrito
              </button>
            </div>
          </>
        ) : (
          <p className="cart-empty">Agrega botas, sombreros y más desde la tienda.</p>
        )}
      </div>
    </div>
  );
}
