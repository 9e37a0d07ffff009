import { imageUrl } from '../../../lib/images';

/**
 * The banner as the home's slider shows it, at a phone's width (390 px, the picture cut to 4:3 with the
 * words at the bottom) and at a computer's (16:6, the words on the left), each drawn at full size and
 * scaled down so the owner sees where the picture is cut.
 */
const SCREENS = [
  { name: 'En un teléfono', className: 'admin-preview-phone', width: 480 },
  { name: 'En una computadora', className: 'admin-preview-desktop', width: 640 },
] as const;

export function BannerPreview({
  title,
  subtitle,
  image,
}: {
  title: string;
  subtitle: string;
  image: string;
}) {
  return (
    <div className="admin-previews" role="group" aria-label="Vista previa">
      {SCREENS.map((screen) => (
        <figure key={screen.name} className={`admin-preview ${screen.className}`}>
          <div className="admin-preview-frame">
            <div className="admin-preview-stage">
              {image ? <img src={imageUrl(image, screen.width)} alt="" loading="lazy" /> : null}
              <div className="admin-preview-text">
                <strong>{title || 'Título del banner'}</strong>
                {subtitle ? <span>{subtitle}</span> : null}
                <span className="admin-preview-cta">Ver más</span>
              </div>
            </div>
          </div>
          <figcaption>{screen.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}
