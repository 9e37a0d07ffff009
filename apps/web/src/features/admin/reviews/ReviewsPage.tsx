import {
  FIT_LABELS,
  productPagePath,
  REVIEW_STATUSES,
  SHOP_REPLY_HEADING,
  type ReviewStatus,
} from '@store/contract';
import type { AdminReview } from '@store/contract/admin';
import { useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { imageUrl } from '../../../lib/images';
import { usePageTitle } from '../../../lib/page-title';
import { Stars } from '../../../lib/reviews/Stars';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { ProductsTabs } from '../SectionTabs';
import { useIsOwner } from '../role';
import {
  useAdminReviews,
  useApproveReview,
  useHideReview,
  useReplyToReview,
  useSetPublishAtOnce,
} from './api';
import './reviews.css';

const STATUS_NAMES: Record<ReviewStatus, string> = {
  pendiente: 'Por aprobar',
  publicada: 'Publicadas',
  oculta: 'Ocultas',
};
const STATUS_BADGES: Record<ReviewStatus, string> = {
  pendiente: 'Por aprobar',
  publicada: 'Publicada',
  oculta: 'Oculta',
};

/**
 * `/admin/resenas`: buyers' reviews, those waiting first. The owner publishes, hides with a reason and
 * replies as the shop, and sets whether new ones wait for approval; staff read them.
 */
export function ReviewsPage() {
  usePageTitle('Reseñas');
  const owner = useIsOwner();
  const [status, setStatus] = useState<ReviewStatus | null>('pendiente');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(status, page);
  const setting = useSetPublishAtOnce();
  const data = reviews.data;

  return (
    <section aria-labelledby="admin-reviews-title">
      <ProductsTabs />
      <h1 id="admin-reviews-title">Reseñas</h1>
      {data && owner ? (
        <label className="admin-reviews-setting">
          <input
            type="checkbox"
            checked={data.publish_at_once}
            disabled={setting.isPending}
            onChange={(event) => {
              setting
                .mutateAsync(event.target.checked)
                .then((answer) => notifySuccess(answer.message))
                .catch((error: unknown) => notifyError(reasonOr(error, 'No pudimos guardar el cambio.')));
            }}
          />{' '}
          Publicar las reseñas nuevas al instante, sin esperar mi aprobación
        </label>
      ) : null}
      <div className="admin-reviews-filter" role="group" aria-label="Mostrar">
        {[...REVIEW_STATUSES, null].map((option) => (
          <button
            key={option ?? 'todas'}
            type="button"
            className={status === option ? 'admin-offer-tab active' : 'admin-offer-tab'}
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
          >
            {option ? STATUS_NAMES[option] : 'Todas'}
            {option === 'pendiente' && data ? ` (${data.pending})` : ''}
          </button>
        ))}
      </div>
      {reviews.error && !data ? (
        <AdminLoadError message="No pudimos cargar las reseñas." />
      ) : !data ? (
        <p className="page-loading">Cargando...</p>
      ) : data.reviews.length === 0 ? (
        <p>No hay reseñas aquí.</p>
      ) : (
        <ul className="admin-reviews-list">
          {data.reviews.map((review) => (
            <AdminReviewItem key={review.review_id} review={review} owner={owner} />
          ))}
        </ul>
      )}
      {data && data.total_pages > 1 ? (
        <AdminPager label="Páginas de reseñas" page={page} totalPages={data.total_pages} onPage={setPage} />
      ) : null}
    </section>
  );
}

function AdminReviewItem({ review, owner }: { review: AdminReview; owner: boolean }) {
  const approve = useApproveReview();
  const hide = useHideReview();
  const reply = useReplyToReview();
  const [open, setOpen] = useState<'hide' | 'reply' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = approve.isPending || hide.isPending || reply.isPending;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer =
        open === 'hide'
          ? await hide.mutateAsync({ id: review.review_id, reason: text })
          : await reply.mutateAsync({ id: review.review_id, reply: text });
      notifySuccess(answer.message);
      setOpen(null);
      setText('');
    } catch (failure) {
      setError(reasonOr(failure, 'No pudimos guardar el cambio.'));
    }
  };

  return (
    <li className="admin-review">
      <div className="admin-review-head">
        <a href={productPagePath(review.product_id)} target="_blank" rel="noreferrer">
          {review.product_name}
        </a>
        <span className={`admin-review-status admin-review-${review.status}`}>
          {STATUS_BADGES[review.status]}
        </span>
      </div>
      <div className="admin-review-stars">
        <Stars value={review.stars} />
        {review.title ? <strong>{review.title}</strong> : null}
      </div>
      <p className="admin-review-meta">
        {review.author_name} · Pedido #{review.order_id} · Talla {review.size_name} · {review.color_name}
        {review.fit ? ` · ${FIT_LABELS[review.fit]}` : ''} · {formatDate(review.created_at)}
      </p>
      <p className="admin-review-body">{review.body}</p>
      {review.photos.length > 0 ? (
        <ul className="admin-review-photos">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={imageUrl(photo, 1600)} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(photo, 160)}
                  alt={`Foto ${index + 1} del cliente`}
                  width="72"
                  height="72"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.hidden_reason ? <p className="admin-review-reason">Motivo: {review.hidden_reason}</p> : null}
      {review.reply ? (
        <div className="admin-review-reply">
          <p>
            <strong>{SHOP_REPLY_HEADING}</strong>
          </p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {owner ? (
        <div className="admin-review-actions">
          {review.status !== 'publicada' ? (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => {
                approve
                  .mutateAsync(review.review_id)
                  .then((answer) => notifySuccess(answer.message))
                  .catch((failure: unknown) => notifyError(reasonOr(failure, 'No pudimos publicarla.')));
              }}
            >
              Publicar
            </button>
          ) : null}
          {review.status !== 'oculta' ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setOpen('hide')}
            >
              Ocultar
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setOpen('reply');
              setText(review.reply?.text ?? '');
            }}
          >
            {review.reply ? 'Cambiar respuesta' : 'Responder'}
          </button>
        </div>
      ) : null}
      {open ? (
        <form className="admin-review-form" onSubmit={(event) => void send(event)}>
          <label className="form-field">
            {open === 'hide' ? 'Motivo para ocultarla (solo lo ves tú)' : `${SHOP_REPLY_HEADING} (pública)`}
            <textarea
              value={text}
              rows={open === 'hide' ? 2 : 4}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error ? <span className="field-error">{error}</span> : null}
          </label>
          <div className="admin-review-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {open === 'hide' ? 'Ocultar reseña' : 'Publicar respuesta'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setOpen(null);
                setError(null);
              }}
            >
              Cancelar
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
