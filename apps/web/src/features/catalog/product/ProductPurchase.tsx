import { productPagePath, type ColorOption, type ProductDetail, type SizeOption } from '@store/contract';
import { toCentavos } from '@store/money';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { quantityInCart } from '../../../lib/cart/cart-rules';
import { cart, useCart } from '../../../lib/cart/cart-store';
import { toggleFavorite, useFavorites } from '../../../lib/favorites/favorites-store';
import { formatMoney } from '../../../lib/format';
import { InstallmentsNote } from '../../../lib/installments/InstallmentsNote';
import { HeartIcon } from '../../../lib/icons';
import { onlyAvailable } from '../../../lib/cart/quantity-notes';
import { DURATIONS, MESSAGES } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { textColorFor } from './color-contrast';
import { availableUnits, clampQuantity } from './quantity';
import { ProductArrival } from './ProductArrival';
import { StockAlertButton } from './StockAlertButton';
import { SizeGuideButton } from './size-guide/SizeGuideButton';
import { MySizeFinder } from './my-size/MySizeFinder';
import type { MySize } from './my-size/use-my-size';

/** Name, prices, colours, sizes, quantity and the two buttons of the product page. */
export function ProductPurchase({
  product,
  color,
  size,
  mySize,
}: {
  product: ProductDetail;
  color: ColorOption;
  size: SizeOption;
  /** The shopper's size on a boot or hat page; undefined on others. */
  mySize?: MySize;
}) {
  const [, navigate] = useLocation();
  const { lines } = useCart();
  const favoriteList = useFavorites();
  const isFavorite = favoriteList.some((entry) => entry.id === product.product_id);
  const available = availableUnits(size.stock, quantityInCart(lines, size.variant_id));
  // What the shopper asked for, shown clamped to what can still be bought, so a change of colour,
  // size or cart brings it within bounds at once.
  const [requested, setRequested] = useState(1);
  const quantity = clampQuantity(requested, available);
  // A size sold out while others are not: the product is available, this size is not, and the shopper
  // is told which, next to 'Avísame cuando llegue'.
  const onlyThisSizeOut =
    size.stock <= 0 && product.colors.some((option) => option.sizes.some((other) => other.stock > 0));
  // A number typed past what there is becomes what there is, and says so under the field.
  const [note, setNote] = useState('');
  const setQuantity = (wanted: number) => {
    setNote(wanted > available ? onlyAvailable(available) : '');
    setRequested(clampQuantity(wanted, available));
  };

  const finalPrice = size.discount.final_price;
  const discounted = finalPrice < size.price;
  const mainImage = color.images[0] ?? null;

  const addToCart = () => {
    if (quantity > available || available <= 0) {
      notifyError(MESSAGES.notEnoughStock, DURATIONS.notEnoughStock);
      return;
    }
    cart.add({
      product_id: product.product_id,
      variant_id: size.variant_id,
      name: product.product_name,
      image: mainImage,
      size_name: size.size_name,
      color_name: color.color_name,
      quantity,
      stock: size.stock,
      price: size.price,
      final_price: finalPrice,
      discount_percentage: size.discount.percentage,
    });
    notifySuccess(MESSAGES.addedToCart, DURATIONS.addedToCart);
  };

  const toggle = () =>
    toggleFavorite(
      {
        product_id: product.product_id,
        variant_id: size.variant_id,
        product_name: product.product_name,
        main_image: mainImage,
        final_price: finalPrice,
        original_price: size.price,
        type: discounted ? 'sale' : 'regular',
        isNew: product.isNew,
      },
      { success: notifySuccess, error: notifyError },
    );

  return (
    <div className="product-purchase">
      <p className="product-brand">{product.brand_name}</p>
      <h1 className="product-name">{product.product_name}</h1>
      <div className="product-prices">
        <p className={discounted ? 'product-price product-price-sale' : 'product-price'}>
          {formatMoney(finalPrice)}
        </p>
        {discounted ? (
          <>
            <p className="product-price-original">
              <span className="visually-hidden">Antes: </span>
              <s>{formatMoney(size.price)}</s>
            </p>
            <span className="product-discount-badge">-{size.discount.percentage}%</span>
          </>
        ) : null}
      </div>
      {product.promotion_badge ? (
        <p className="product-promotion">
          Promoción: <strong>{product.promotion_badge}</strong>
        </p>
      ) : null}

      <fieldset className="product-options">
        <legend>
          Color: <strong>{color.color_name}</strong>
        </legend>
        <div className="product-colors">
          {product.colors.map((option) => (
            <button
              key={option.color_id}
              type="button"
              className="product-color"
              style={{ background: option.color_hex, color: textColorFor(option.color_hex) }}
              aria-pressed={option.color_id === color.color_id}
              onClick={() => {
                const first = option.sizes[0];
                if (first) navigate(productPagePath(product.product_id, first.variant_id));
              }}
            >
              {option.color_name.toLocaleUpperCase('es-MX')}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className="product-options">
        <legend>
          Talla: <strong>{size.display_name}</strong>
        </legend>
        <div className="product-sizes">
          {color.sizes.map((option) => (
            // A sold-out size can still be chosen: its page offers 'Avísame cuando llegue'.
            <button
              key={option.variant_id}
              type="button"
              className={option.stock <= 0 ? 'product-size product-size-out' : 'product-size'}
              aria-pressed={option.variant_id === size.variant_id}
              onClick={() => navigate(productPagePath(product.product_id, option.variant_id))}
            >
              {option.size_name}
              {option.stock <= 0 ? <span className="product-size-sold-out">Agotado</span> : null}
            </button>
          ))}
        </div>
        <SizeGuideButton product={product} color={color} />
        {mySize ? <MySizeFinder product={product} color={color} size={size} mySize={mySize} /> : null}
      </fieldset>

      {available > 0 ? (
        <div className="product-quantity">
          <label htmlFor="product-quantity">Cantidad</label>
          <div className="product-quantity-control">
            <button
              type="button"
              aria-label="Quitar una unidad"
              disabled={quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </button>
            <input
              id="product-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={available}
              value={quantity}
              aria-describedby={note ? 'product-quantity-note' : undefined}
              onChange={(event) => setQuantity(Number(event.target.value))}
            />
            <button
              type="button"
              aria-label="Agregar una unidad"
              disabled={quantity >= available}
              onClick={() => setQuantity(quantity + 1)}
            >
              +
            </button>
          </div>
          <p id="product-quantity-note" className="product-quantity-note" role="status">
            {note}
          </p>
          <p className="product-available">{available} unidades disponibles</p>
          <ProductArrival variantId={size.variant_id} />
        </div>
      ) : onlyThisSizeOut ? (
        <div className="product-sold-out" role="status">
          <strong>Agotado en talla {size.size_name}</strong>
        </div>
      ) : (
        <div className="product-sold-out" role="status">
          <strong>Agotado</strong>
          <p>Este producto no está disponible actualmente</p>
        </div>
      )}
      {size.stock <= 0 ? (
        <StockAlertButton productId={product.product_id} variantId={size.variant_id} />
      ) : null}

      <div className="product-actions">
        <button
          type="button"
          className="button button-primary product-add"
          disabled={available <= 0}
          onClick={addToCart}
        >
          {available > 0 ? 'AGREGAR AL CARRITO' : 'AGOTADO'}
        </button>
        <button
          type="button"
          className="button button-secondary product-favorite"
          aria-pressed={isFavorite}
          onClick={toggle}
        >
          <HeartIcon filled={isFavorite} />
          AGREGAR A FAVORITOS
        </button>
      </div>
      {/* Under the buttons: the line must not move the choices and buttons above, which notices may cover. */}
      <InstallmentsNote amountCents={toCentavos(finalPrice)} />

      <section className="product-description" aria-labelledby="product-description-title">
        <h2 id="product-description-title">Descripción</h2>
        <p>{product.description.trim() || 'Sin descripción'}</p>
      </section>
    </div>
  );
}
