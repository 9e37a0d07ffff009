import { useActivePromotions } from '../../../lib/cart/promotions';

const PROMISES = [
  'Productos 100 % originales y nuevos',
  'Traídos de Estados Unidos',
  'Tienda física en Chihuahua',
];

/**
 * The line under the home's rows: the shop's lasting promises, then the promotions running now. An offer
 * is promised only while it runs, never as fixed text. Its own chunk: below the fold, and the promotions'
 * read would not fit the first script's budget.
 */
export function PromiseStrip() {
  const running = useActivePromotions().data ?? [];
  return (
    <ul className="banner-line" aria-label="Nuestra promesa">
      {[...PROMISES, ...running.map((promotion) => promotion.name)].map((promise) => (
        <li key={promise}>{promise}</li>
      ))}
    </ul>
  );
}
