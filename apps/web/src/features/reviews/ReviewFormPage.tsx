import {
  FIT_ANSWERS,
  FIT_LABELS,
  MAX_REVIEW_PHOTOS,
  orderPagePath,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_PHOTO_TYPES,
  REVIEW_TITLE_MAX,
  reviewBody,
  VERIFIED_PURCHASE,
  type FitAnswer,
  type MyReview,
} from '@store/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, reasonOr } from '../../lib/api';
import { FieldError, invalidProps } from '../../lib/form/FieldError';
import { issuesByField, refusedField, type FieldErrors } from '../../lib/form/field-errors';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { usePageTitle } from '../../lib/page-title';
import { pictureAccept } from '../../lib/picture-type';
import { saveReview, uploadReviewPhoto, useMyReview } from '../../lib/reviews/reviews-api';
import { useQueryClient } from '../../lib/query';
import { photoRefusal } from './photo-checks';
import './review-form.css';

const FIELDS = ['stars', 'title', 'body', 'fit', 'photos'] as const;
type Field = (typeof FIELDS)[number];

/**
 * 'Escribir reseña' for a product of a delivered order, from the order page or the e-mail a week after
 * delivery. The size bought and 'Compra verificada' come from the order; a second visit edits the review.
 */
export function ReviewFormPage() {
  usePageTitle('Escribir reseña');
  const params = useParams();
  const orderId = Number(params.orderId);
  const productId = Number(params.productId);
  const mine = useMyReview(orderId, productId);

  let body;
  if (mine.isPending) body = <p className="page-loading">Cargando...</p>;
  else if (mine.error || !mine.data) {
    body = (
      <p role="alert">
        {mine.error instanceof ApiError && mine.error.status === 404
          ? reasonOr(mine.error, 'No encontramos esta compra.')
          : 'No pudimos abrir tu compra. Intenta de nuevo más tarde.'}
      </p>
    );
  } else body = <ReviewForm orderId={orderId} productId={productId} purchase={mine.data} />;

  return (
    <section className="review-form-page">
      <h1>Escribir reseña</h1>
      {body}
    </section>
  );
}

function ReviewForm({
  orderId,
  productId,
  purchase,
}: {
  orderId: number;
  productId: number;
  purchase: MyReview;
}) {
  const client = useQueryClient();
  const earlier = purchase.review;
  const [stars, setStars] = useState<number>(earlier?.stars ?? 0);
  const [title, setTitle] = useState(earlier?.title ?? '');
  const [text, setText] = useState(earlier?.body ?? '');
  const [fit, setFit] = useState<FitAnswer | null>(earlier?.fit ?? null);
  const [photos, setPhotos] = useState<string[]>(earlier?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const addPhotos = async (files: File[]) => {
    setErrors((current) => ({ ...current, photos: undefined }));
    const room = MAX_REVIEW_PHOTOS - photos.length;
    if (files.length > room) {
      setErrors((current) => ({ ...current, photos: `Puedes subir a lo más ${MAX_REVIEW_PHOTOS} fotos.` }));
      return;
    }
    for (const file of files) {
      const refusal = photoRefusal(file);
      if (refusal) {
        setErrors((current) => ({ ...current, photos: refusal }));
        return;
      }
    }
    setUploading(true);
    try {
      for (const file of files) {
        const name = await uploadReviewPhoto(file);
        setPhotos((current) => [...current, name]);
      }
    } catch (error) {
      setErrors((current) => ({
        ...current,
        photos: reasonOr(error, 'No pudimos subir la foto. Intenta de nuevo.'),
      }));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = {
      order_id: orderId,
      product_id: productId,
      stars,
      title: title.trim() || null,
      body: text,
      ...(purchase.asks_fit ? { fit } : {}),
      ...(photos.length > 0 ? { photos } : {}),
    };
    const checked = reviewBody.safeParse(input);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveReview(input);
      await client.invalidateQueries({ queryKey: ['my-review'] });
      setSaved(answer.message);
    } catch (error) {
      const refused = refusedField(error, FIELDS);
      if (refused) setErrors({ [refused.field]: refused.message });
      else setFailure(reasonOr(error, 'No pudimos guardar tu reseña. Intenta de nuevo.'));
    } finally {
      setSaving(false);
    }
  };

  if (saved) {
    return (
      <div className="review-form-done">
        <p role="status">{saved}</p>
        <Link className="button button-primary" to={orderPagePath(orderId)}>
          Volver a mi pedido
        </Link>
      </div>
    );
  }

  return (
    <form className="review-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="review-form-purchase">
        <img
          src={purchase.image ? imageUrl(purchase.image, 160) : PLACEHOLDER_IMAGE}
          alt=""
          width="72"
          height="72"
        />
        <div>
          <p className="review-form-product">{purchase.product_name}</p>
          <p>
            Compraste: talla {purchase.size_name} · {purchase.color_name}
          </p>
          <p className="review-form-verified">{VERIFIED_PURCHASE}</p>
        </div>
      </div>
      {earlier ? (
        <p className="review-form-editing">
          Ya reseñaste esta compra: lo que guardes ahora reemplaza tu reseña
          {earlier.status === 'publicada' ? ' publicada' : ''}.
        </p>
      ) : null}

      <fieldset
        className="review-form-stars"
        aria-describedby={errors.stars ? 'review-stars-error' : undefined}
      >
        <legend>Calificación</legend>
        <div className="review-form-star-options">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={value <= stars ? 'chosen' : undefined}>
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{value === 1 ? '1 estrella' : `${value} estrellas`}</span>
            </label>
          ))}
        </div>
        <FieldError fieldId="review-stars" error={errors.stars} />
      </fieldset>

      <label className="form-field">
        Título (opcional)
        <input
          {...invalidProps('review-title', errors.title)}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FieldError fieldId="review-title" error={errors.title} />
      </label>

      <label className="form-field">
        Tu reseña
        <textarea
          {...invalidProps('review-body', errors.body)}
          value={text}
          rows={6}
          maxLength={REVIEW_BODY_MAX}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="review-form-count">
          {text.trim().length} de {REVIEW_BODY_MAX} caracteres (mínimo {REVIEW_BODY_MIN})
        </span>
        <FieldError fieldId="review-body" error={errors.body} />
      </label>

      {purchase.asks_fit ? (
        <fieldset className="review-form-fit">
          <legend>¿Cómo te quedó la talla {purchase.size_name}?</legend>
          {FIT_ANSWERS.map((answer) => (
            <label key={answer}>
              <input
                type="radio"
                name="fit"
                value={answer}
                checked={fit === answer}
                onChange={() => setFit(answer)}
              />{' '}
              {FIT_LABELS[answer]}
            </label>
          ))}
          <FieldError fieldId="review-fit" error={errors.fit} />
        </fieldset>
      ) : null}

      <div className="form-field">
        <label htmlFor="review-photos">
          Fotos (opcional, hasta {MAX_REVIEW_PHOTOS}; JPEG, PNG, WebP o HEIC de hasta 10 MB)
        </label>
        {photos.length > 0 ? (
          <ul className="review-form-photos">
            {photos.map((photo, index) => (
              <li key={photo}>
                <img src={imageUrl(photo, 160)} alt={`Tu foto ${index + 1}`} width="80" height="80" />
                <button
                  type="button"
                  className="button"
                  onClick={() => setPhotos((current) => current.filter((name) => name !== photo))}
                >
                  Quitar<span className="visually-hidden"> la foto {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < MAX_REVIEW_PHOTOS ? (
          <input
            {...invalidProps('review-photos', errors.photos)}
            type="file"
            accept={pictureAccept(REVIEW_PHOTO_TYPES)}
            multiple
            disabled={uploading}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void addPhotos(files);
            }}
          />
        ) : null}
        {uploading ? <span role="status">Subiendo foto...</span> : null}
        <FieldError fieldId="review-photos" error={errors.photos} />
      </div>

      {failure ? <p role="alert">{failure}</p> : null}
      <button type="submit" className="button button-primary" disabled={saving || uploading}>
        {saving ? 'Guardando...' : 'Publicar reseña'}
      </button>
    </form>
  );
}
