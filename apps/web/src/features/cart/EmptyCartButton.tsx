import { useState } from 'react';
import { cart } from '../../lib/cart/cart-store';
import { Dialog } from '../../lib/dialog/Dialog';

/** 'Vaciar carrito' asks first: emptying cannot be undone, and the button sits right under 'Pagar'. */
export function EmptyCartButton() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        Vaciar carrito
      </button>
      {asking ? (
        <Dialog title="¿Vaciar tu carrito?" onClose={() => setAsking(false)}>
          <p>Se quitarán todos los productos de tu carrito. No se puede deshacer.</p>
          <div className="cart-confirm-actions">
            <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
              Cancelar
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setAsking(false);
                cart.empty();
              }}
            >
              Sí, vaciar carrito
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
