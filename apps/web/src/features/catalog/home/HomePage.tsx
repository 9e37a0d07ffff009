import { HOME_META } from '@store/contract';
import { useEffect } from 'react';
import { BannerSlider } from './BannerSlider';
import { CategoryStrip } from './CategoryStrip';
import { FeaturedRow } from './FeaturedRow';
import './home.css';

const PROMISES = [
  'Productos 100 % originales y nuevos',
  'Traídos de Estados Unidos',
  'El segundo artículo a mitad de precio',
  'Tienda física en Chihuahua',
];

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
      <ul className="banner-line" aria-label="Nuestra promesa">
        {PROMISES.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </ul>
    </div>
  );
}
