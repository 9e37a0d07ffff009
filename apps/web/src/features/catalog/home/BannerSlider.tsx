import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../lib/icons';
import { IMAGE_SIZES, imageSrcSet, imageUrl } from '../../../lib/images';
import { useBanners } from '../api/get-banners';

/** A swipe shorter than this is a tap, not a change of banner. */
const SWIPE_PX = 40;

/** The home slider: previous and next wrap around; on phones a swipe does the same. */
export function BannerSlider() {
  const { data: banners = [], isPending } = useBanners();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | undefined>(undefined);
  if (isPending) return <div className="banner-slider skeleton" aria-hidden="true" />;
  if (banners.length === 0) return null;
  const current = banners[index % banners.length] ?? banners[0];
  if (!current) return null;
  const go = (step: number) => setIndex((value) => (value + step + banners.length) % banners.length);

  return (
    <section
      className="banner-slider"
      aria-roledescription="carrusel"
      aria-label="Promociones"
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        if (start !== undefined && end !== undefined && Math.abs(end - start) > SWIPE_PX)
          go(end < start ? 1 : -1);
        touchStart.current = undefined;
      }}
    >
      <div
        className="banner-slide"
        role="group"
        aria-roledescription="diapositiva"
        aria-label={`${index + 1} de ${banners.length}`}
      >
        <img
          src={imageUrl(current.image, 1200)}
          srcSet={imageSrcSet(current.image)}
          sizes={IMAGE_SIZES.banner}
          alt=""
          width="1600"
          height="600"
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        <div className="banner-text">
          <h2>{current.title}</h2>
          {current.subtitle ? <p>{current.subtitle}</p> : null}
          <Link className="button button-primary banner-cta" to={current.link}>
            Ver más
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="banner-arrow banner-arrow-previous"
        aria-label="Anterior"
        onClick={() => go(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className="banner-arrow banner-arrow-next"
        aria-label="Siguiente"
        onClick={() => go(1)}
      >
        <ChevronRightIcon />
      </button>
      <div className="banner-dots" aria-hidden="true">
        {banners.map((banner, dot) => (
          <span
            key={banner.position}
            className={dot === index ? 'banner-dot banner-dot-active' : 'banner-dot'}
          />
        ))}
      </div>
    </section>
  );
}
