import { useState } from 'react';
import { IMAGE_SIZES, imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '../../../lib/images';

/** The chosen picture large, the colour's pictures as thumbnails; a picture that fails shows the placeholder. */
export function ProductGallery({
  images,
  name,
  index,
  onSelect,
}: {
  images: string[];
  name: string;
  index: number;
  onSelect: (index: number) => void;
}) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = (image: string) => setFailed((previous) => new Set(previous).add(image));
  const main = images[index] ?? images[0];
  const usable = (image: string | undefined): image is string => image !== undefined && !failed.has(image);

  return (
    <div className="product-gallery">
      <div className="product-gallery-main">
        <img
          src={usable(main) ? imageUrl(main, 800) : PLACEHOLDER_IMAGE}
          srcSet={usable(main) ? imageSrcSet(main, 1600) : undefined}
          sizes={IMAGE_SIZES.productMain}
          alt={name}
          width="800"
          height="800"
          fetchPriority="high"
          onError={() => main && markFailed(main)}
        />
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery-thumbs" aria-label="Más fotos">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Ver foto ${position + 1} de ${images.length}`}
                aria-pressed={position === index}
                onClick={() => onSelect(position)}
              >
                <img
                  src={usable(image) ? imageUrl(image, 160) : PLACEHOLDER_IMAGE}
                  alt=""
                  width="72"
                  height="72"
                  loading="lazy"
                  onError={() => markFailed(image)}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
