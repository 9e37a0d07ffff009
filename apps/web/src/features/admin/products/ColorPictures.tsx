import { MAX_PICTURE_BYTES, NOT_A_PICTURE, PICTURE_TYPES } from '@store/contract/admin';
import { useRef, useState } from 'react';
import { reasonOr } from '../../../lib/api';
import { imageUrl } from '../../../lib/images';
import { pictureAccept, pictureTypeOf } from '../../../lib/picture-type';
import { useChangePictures, type PictureChange } from './api/pictures';

type Props = { productId: number; colorId: number; colorName: string; images: string[] };

/** A saved colour's pictures: upload, move up or down, remove. Each change is saved at once. */
export function ColorPictures({ productId, colorId, colorName, images }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const change = useChangePictures(productId, colorId);
  const busy = change.isPending;
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const run = async (picture: PictureChange, done: string) => {
    setError('');
    setStatus('Guardando...');
    try {
      await change.mutateAsync(picture);
      setStatus(done);
    } catch (failure) {
      setError(reasonOr(failure, 'No se pudo guardar la foto.'));
    }
  };

  const upload = (file: File) => {
    if (!(PICTURE_TYPES as readonly string[]).includes(pictureTypeOf(file))) {
      setError(NOT_A_PICTURE);
      return;
    }
    if (file.size > MAX_PICTURE_BYTES) {
      setError('La foto pesa más de 8 MB.');
      return;
    }
    void run({ upload: file }, 'Foto subida.');
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [picture] = next.splice(from, 1);
    if (picture === undefined) return;
    next.splice(to, 0, picture);
    void run({ reorder: next }, 'Orden de las fotos guardado.');
  };

  return (
    <section className="admin-pictures" aria-label={`Fotos de ${colorName}`}>
      <h3>Fotos</h3>
      {images.length === 0 ? (
        <p className="admin-hint">Este color aún no tiene fotos.</p>
      ) : (
        <ol className="admin-picture-list">
          {images.map((name, index) => (
            <li key={name}>
              <img src={imageUrl(name, 160)} alt={`${colorName}, foto ${index + 1}`} width={96} height={96} />
              <div className="admin-picture-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy || index === 0}
                  aria-label={`Subir la foto ${index + 1} de ${colorName} un lugar`}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy || index === images.length - 1}
                  aria-label={`Bajar la foto ${index + 1} de ${colorName} un lugar`}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy}
                  aria-label={`Quitar la foto ${index + 1} de ${colorName}`}
                  onClick={() => void run({ remove: name }, 'Foto quitada.')}
                >
                  Quitar
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <input
        ref={fileInput}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={pictureAccept(PICTURE_TYPES)}
        aria-label={`Archivo de foto (${colorName})`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload(file);
        }}
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => fileInput.current?.click()}
      >
        Subir foto
      </button>
      <p className="admin-hint">JPEG, PNG, WebP o HEIC de hasta 8 MB.</p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
