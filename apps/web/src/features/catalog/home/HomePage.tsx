import { HOME_META } from '@store/contract';
import { Suspense, useEffect } from 'react';
import { LoadBoundary } from '../../../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../../../lib/offline/lazy-with-retry';
import { BannerSlider } from './BannerSlider';
import { CategoryStrip } from './CategoryStrip';
import { FeaturedRow } from './FeaturedRow';
import './home.css';

const PromiseStrip = lazyWithRetry(() => import('./PromiseStrip'), 'PromiseStrip');

export function HomePage() {
  useEffect(() => {
    document.title = HOME_META.title;
  }, []);
  return (
    <div className="home">
      <h1 className="visually-hidden">{HOME_META.title}</h1>
      <BannerSlider />
      <CategoryStrip />
      <FeaturedRow title="ARTÍCULOS MÁS VENDIDOS" selection="bestSelling" />
      <FeaturedRow title="ACCESORIOS" selection="accesories" />
      <FeaturedRow title="RECOMENDADOS" selection="getRecommended" />
      <LoadBoundary floating>
        <Suspense fallback={null}>
          <PromiseStrip />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
