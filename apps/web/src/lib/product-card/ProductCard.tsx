import { CARD_IMAGE, IMAGE_SIZES, productPagePath, type ListItem } from '@store/contract';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../format';
import { imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '../images';
import { LoadBoundary } from '../offline/LoadBoundary';
import { lazyWithRetry } from '../offline/lazy-with-retry';
import { FavoriteHeart } from './FavoriteHeart';
import { priceDisplay } from './price-display';
import './product-card.css';

/*
 * The stars come after the card anyway (asked for every card at once), so their code does too: it stays
 * out of the script every page loads first (decision 022's budget). Without it, a card shows no stars.
 */
const CardRating = lazyWithRetry(() => import('./CardRating'), 'CardRating');

/**
 * A product in a grid or a row: picture, 'New Season', name and price, linking to the variant shown.
 * `action` is the favourites heart, which only some pages show.
 */
export function ProductCard({ item, eager = false }: { item: ListItem; eager?: boolean }) {
  const price = priceDisplay(item);
  return (
    <article className="product-card">
      <Link className="product-card-link" to={productPagePath(item.product_id, item.variant_id)}>
        <div className="product-card-picture">
          <img
            src={item.main_image ? imageUrl(item.main_image, CARD_IMAGE.fallbackWidth) : PLACEHOLDER_IMAGE}
            srcSet={item.main_image ? imageSrcSet(item.main_image, CARD_IMAGE.maxWidth) : undefined}
            sizes={IMAGE_SIZES.card}
            alt=""
            width="400"
            height="400"
            loading={eager ? 'eager' : 'lazy'}
            decoding={eager ? 'sync' : 'async'}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) {
                event.currentTarget.srcset = '';
                event.currentTarget.src = PLACEHOLDER_IMAGE;
              }
            }}
          />
          {item.isNew ? <span className="product-card-new">New Season</span> : null}
          {item.promotion_badge ? (
            <span className="product-card-promotion">
              <span className="visually-hidden">Promoción: </span>
              {item.promotion_badge}
            </span>
          ) : null}
        </div>
        <h3 className="product-card-name">{item.product_name}</h3>
        <LoadBoundary quiet>
          <Suspense fallback={null}>
            <CardRating productId={item.product_id} />
          </Suspense>
        </LoadBoundary>
        <div className="product-card-prices">
          {price.highlighted ? (
            <p className="product-card-sale">
              <span className="visually-hidden">Precio de oferta: </span>
              {formatMoney(price.final)}
            </p>
          ) : (
            <p className="product-card-price">{formatMoney(price.final)}</p>
          )}
          {price.original !== undefined ? (
            <p className="product-card-original">
              <span className="visually-hidden">Antes: </span>
              <s>{formatMoney(price.original)}</s>
            </p>
          ) : null}
        </div>
      </Link>
      <div className="product-card-action">
        <FavoriteHeart item={item} />
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <div className="skeleton product-card-picture" />
      <div className="skeleton product-card-skeleton-line" />
      <div className="skeleton product-card-skeleton-line product-card-skeleton-short" />
    </div>
  );
}
