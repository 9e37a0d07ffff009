import { productPagePath } from '@store/contract';
import { Link } from 'wouter';
import type { CartLine } from '../../lib/cart/cart-line';
import { cartLineCents } from '../../lib/cart/cart-money';
import { cart } from '../../lib/cart/cart-store';
import { formatCentavos } from '../../lib/format';
import { CloseIcon } from '../../lib/icons';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { DiscountBadge } from '../../lib/product-card/DiscountBadge';
import { QuantityStepper } from './QuantityStepper';
import { KEEP_SIZE } from '../../lib/measurements/keep-size';

/** One line of the cart: the product (a link to it), its colour and size, its price, how many, and remove. */
export function CartLineItem({ line }: { line: CartLine }) {
  return (
    <li className="cart-line">
      <div className="cart-line-body">
        <Link
          className="cart-line-link"
          to={productPagePath(line.product_id, line.variant_id)}
          state={KEEP_SIZE}
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
            {/* Lines kept before the colour was stored have none until the next refresh. */}
            {line.color_name ? <span>Color: {line.color_name}</span> : null}
            <span>Talla: {line.size_name}</span>
            <span className="cart-line-price">
              {line.quantity} x {formatCentavos(cartLineCents(line).unitFinalCents)}
              {line.discount_percentage > 0 ? (
                <DiscountBadge className="cart-line-badge" percentage={line.discount_percentage} />
              ) : null}
            </span>
            {line.stock <= 0 ? <span className="cart-line-warning">Agotado</span> : null}
            {line.stock > 0 && line.quantity > line.stock ? (
              <span className="cart-line-warning">(Solo {line.stock} disponibles)</span>
            ) : null}
          </span>
        </Link>
        <QuantityStepper line={line} />
      </div>
      <button
        type="button"
        className="cart-line-remove"
        aria-label={`Eliminar ${line.name}, talla ${line.size_name}`}
        onClick={() => cart.remove(line.variant_id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
