import {
  FIT_LABELS,
  fitSummaryText,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  SHOP_REPLY_HEADING,
  VERIFIED_PURCHASE,
  type ProductReviews as Reviews,
  type PublicReview,
  type ReviewSort,
} from '@store/contract';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { reasonOr } from '../../../../lib/api';
import { formatDate } from '../../../../lib/dates';
import { imageUrl } from '../../../../lib/images';
import { useHelpfulVote, useProductReviews } from '../../../../lib/reviews/reviews-api';
import { Stars } from '../../../../lib/reviews/Stars';
import { useSession } from '../../../../lib/session/session';
import { notifyError } from '../../../../lib/toast';
import './product-reviews.css';

const reviewsWord = (count: number) =>
  count === 1 ? '1 reseña' : `${count.toLocaleString('es-MX')} reseñas`;

/**
 * 'Reseñas' under the product: the average and count, a bar per star, what most buyers say of the fit,
 * and the reviews themselves, sorted and filtered, with 'Útil' votes. Buyers' words are shown as text.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const [sort, setSort] = useState<ReviewSort>('util');
  const [withPhotos, setWithPhotos] = useState(false);
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, sort, withPhotos, page);
  const data = reviews.data;

  return (
    <section className="product-reviews" id="resenas" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">Reseñas</h2>
      {!data ? (
        reviews.error ? (
          <p>No pudimos cargar las reseñas.</p>
        ) : (
          <p className="page-loading">Cargando reseñas...</p>
        )
      ) : data.summary.count === 0 ? (
        <p>Todavía no hay reseñas. Las escriben quienes ya lo recibieron.</p>
      ) : (
        <>
          <ReviewSummary summary={data.summary} />
          <div className="product-reviews-controls">
            <label>
              Ordenar por{' '}
              <select
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as ReviewSort);
                  setPage(1);
                }}
              >
                {REVIEW_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {REVIEW_SORT_LABELS[option]}
                  </option>
                ))}
              </select>
            </label>
            <label className="product-reviews-photos-filter">
              <input
                type="checkbox"
                checked={withPhotos}
                onChange={(event) => {
                  setWithPhotos(event.target.checked);
                  setPage(1);
                }}
              />{' '}
              Con fotos
            </label>
          </div>
          {data.reviews.length === 0 ? (
            <p>Ninguna reseña tiene fotos todavía.</p>
          ) : (
            <ul className="product-reviews-list">
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review.review_id}
                  productId={productId}
                  review={review}
                  voted={data.voted.includes(review.review_id)}
                />
              ))}
            </ul>
          )}
          {data.total_pages > 1 ? (
            <nav className="product-reviews-pages" aria-label="Páginas de reseñas">
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Anteriores
              </button>
              <span>
                Página {page} de {data.total_pages}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= data.total_pages}
                onClick={() => setPage(page + 1)}
              >
                Siguientes
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewSummary({ summary }: { summary: Reviews['summary'] }) {
  const most = Math.max(...summary.distribution.map((row) => row.count), 1);
  const fitSummary = fitSummaryText(summary.fit);
  return (
    <div className="product-reviews-summary">
      <div className="product-reviews-average">
        <strong>{(summary.average ?? 0).toLocaleString('es-MX', { maximumFractionDigits: 1 })}</strong>
        <Stars value={summary.average ?? 0} size="large" />
        <span>{reviewsWord(summary.count)}</span>
      </div>
      <ul className="product-reviews-distribution" aria-label="Reseñas por estrellas">
        {summary.distribution.map((row) => (
          <li key={row.stars}>
            <span className="product-reviews-star-label">
              {row.stars} <span aria-hidden="true">★</span>
              <span className="visually-hidden">{row.stars === 1 ? ' estrella' : ' estrellas'}</span>
            </span>
            <span className="product-reviews-bar" aria-hidden="true">
              <span style={{ width: `${(row.count / most) * 100}%` }} />
            </span>
            <span className="product-reviews-star-count">{row.count}</span>
          </li>
        ))}
      </ul>
      {fitSummary ? <p className="product-reviews-fit">{fitSummary}</p> : null}
    </div>
  );
}

function ReviewItem({
  productId,
  review,
  voted,
}: {
  productId: number;
  review: PublicReview;
  voted: boolean;
}) {
  const { user } = useSession();
  const [pathname] = useLocation();
  const vote = useHelpfulVote(productId);
  return (
    <li className="product-review">
      <div className="product-review-head">
        <Stars value={review.stars} />
        {review.title ? <h3>{review.title}</h3> : null}
      </div>
      <p className="product-review-meta">
        <span>{review.author_name}</span>
        <span className="product-review-verified">{VERIFIED_PURCHASE}</span>
        <span>
          Talla {review.size_name} · {review.color_name}
        </span>
        <span>{formatDate(review.published_at)}</span>
      </p>
      {review.fit ? <p className="product-review-fit">Cómo le quedó: {FIT_LABELS[review.fit]}</p> : null}
      <p className="product-review-body">{review.body}</p>
      {review.photos.length > 0 ? (
        <ul className="product-review-photos" aria-label="Fotos del cliente">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={imageUrl(photo, 1600)} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(photo, 320)}
                  alt={`Foto ${index + 1} de ${review.author_name}`}
                  width="96"
                  height="96"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="product-review-reply">
          <p className="product-review-reply-heading">{SHOP_REPLY_HEADING}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      <div className="product-review-helpful">
        {user ? (
          <button
            type="button"
            className="button"
            aria-pressed={voted}
            disabled={vote.isPending}
            onClick={() => {
              vote
                .mutateAsync(review.review_id)
                .catch((error: unknown) => notifyError(reasonOr(error, 'No pudimos guardar tu voto.')));
            }}
          >
            Útil ({review.helpful_count})
          </button>
        ) : (
          <Link to="/auth/login" state={{ from: pathname }}>
            Inicia sesión para marcarla útil ({review.helpful_count})
          </Link>
        )}
      </div>
    </li>
  );
}
