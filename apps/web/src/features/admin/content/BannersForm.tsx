import {
  BANNER_COUNT,
  MAX_PICTURE_BYTES,
  NOT_A_PICTURE,
  PICTURE_TYPES,
  type BannerInput,
  type HomeContent,
} from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { pictureAccept, pictureTypeOf } from '../../../lib/picture-type';
import { useSaveBanners } from './api/home-content';
import { useUploadBannerPicture } from './api/upload-banner-picture';
import { BannerPreview } from './BannerPreview';
import { LinkPicker } from './LinkPicker';
import { FileChoice } from '../FileChoice';
import { SaveBar } from './SaveBar';
import { saveError } from './save-error';

const EMPTY: BannerInput = { title: '', subtitle: '', link: '/', image: '' };

type Props = {
  banners: HomeContent['banners'];
  /** The confirmation of the last save, kept while the form starts again from the saved banners. */
  notice: string | undefined;
  onSaved: (message: string) => void;
};

/** The home slider's four banners: words, where each leads (chosen, never typed) and its picture. */
export function BannersForm({ banners, notice, onSaved }: Props) {
  const [draft, setDraft] = useState<BannerInput[]>(() =>
    Array.from({ length: BANNER_COUNT }, (_, position) => {
      const banner = banners.find((candidate) => candidate.position === position);
      return banner
        ? { title: banner.title, subtitle: banner.subtitle, link: banner.link, image: banner.image }
        : EMPTY;
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBanners();
  const titleId = useId();

  const change = (position: number, field: keyof BannerInput, value: string) =>
    setDraft((current) =>
      current.map((banner, index) => (index === position ? { ...banner, [field]: value } : banner)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      onSaved(await save.mutateAsync(draft));
    } catch (failure) {
      setError(saveError(failure));
    }
  };

  return (
    <form className="admin-home-section" aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h2 id={titleId}>Banners</h2>
      <div className="admin-banners">
        {draft.map((banner, position) => (
          <BannerFields
            key={position}
            position={position}
            banner={banner}
            onChange={(field, value) => change(position, field, value)}
          />
        ))}
      </div>
      <SaveBar pending={save.isPending} error={error} notice={error ? undefined : notice} />
    </form>
  );
}

function BannerFields({
  position,
  banner,
  onChange,
}: {
  position: number;
  banner: BannerInput;
  onChange: (field: keyof BannerInput, value: string) => void;
}) {
  const id = useId();
  const number = position + 1;
  const upload = useUploadBannerPicture(number);
  const [pictureStatus, setPictureStatus] = useState('');
  const [pictureError, setPictureError] = useState('');

  // Saved at once, apart from the form: the new name goes into the draft, so that "Guardar" keeps it.
  const uploadPicture = async (file: File) => {
    setPictureStatus('');
    setPictureError('');
    if (!(PICTURE_TYPES as readonly string[]).includes(pictureTypeOf(file))) {
      setPictureError(NOT_A_PICTURE);
      return;
    }
    if (file.size > MAX_PICTURE_BYTES) {
      setPictureError('La foto pesa más de 8 MB.');
      return;
    }
    setPictureStatus('Subiendo la foto...');
    try {
      const { message, image } = await upload.mutateAsync(file);
      onChange('image', image);
      setPictureStatus(message);
    } catch (failure) {
      console.error('No se pudo subir la foto del banner', failure);
      setPictureStatus('');
      setPictureError(reasonOr(failure, 'No se pudo subir la foto. Revisa tu conexión e intenta de nuevo.'));
    }
  };

  const field = (name: keyof BannerInput, label: string, extra: Record<string, unknown> = {}) => (
    <label htmlFor={`${id}-${name}`}>
      {label}
      <input
        id={`${id}-${name}`}
        value={banner[name]}
        onChange={(event) => onChange(name, event.currentTarget.value)}
        {...extra}
      />
    </label>
  );
  return (
    <fieldset className="admin-banner">
      <legend>Banner {number}</legend>
      {field('title', 'Título', { required: true, maxLength: 120 })}
      {field('subtitle', 'Subtítulo', { maxLength: 200 })}
      <LinkPicker
        banner={`Banner ${number}`}
        link={banner.link}
        onChange={(link) => onChange('link', link)}
      />
      <BannerPreview title={banner.title} subtitle={banner.subtitle} image={banner.image} />
      <FileChoice
        label={`Foto nueva (Banner ${number})`}
        accept={pictureAccept(PICTURE_TYPES)}
        disabled={upload.isPending}
        onFile={(file) => void uploadPicture(file)}
      />
      <p className="admin-hint">JPEG, PNG, WebP o HEIC de hasta 8 MB; se guarda al elegirla.</p>
      {pictureError ? (
        <p className="admin-error" role="alert">
          {pictureError}
        </p>
      ) : (
        <p role="status">{pictureStatus}</p>
      )}
    </fieldset>
  );
}
