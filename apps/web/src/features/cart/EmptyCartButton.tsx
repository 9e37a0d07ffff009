import { cart } from '../../lib/cart/cart-store';
import { useConfirm } from '../../lib/dialog/confirm';

/** 'Vaciar carrito' asks first: emptying cannot be undone, and the button sits right under 'Pagar'. */
export function EmptyCartButton() {
  const confirmation = useConfirm();
  const empty = async () => {
    const yes = await confirmation.ask({
      title: '¿Vaciar tu carrito?',
      body: <p>Se quitarán todos los productos de tu carrito. No se puede deshacer.</p>,
      confirm: 'Sí, vaciar carrito',
      cancel: 'Cancelar',
    });
    if (yes) cart.empty();
  };
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void empty()}>
        Vaciar carrito
      </button>
      {confirmation.dialog}
    </>
  );
}
