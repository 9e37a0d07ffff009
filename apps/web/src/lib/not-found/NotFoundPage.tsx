import { NOT_FOUND_META } from '@store/contract';
import { Link } from 'wouter';
import { usePageTitle } from '../page-title';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_META.title);
  return (
    <section className="not-found">
      <h1>UPs... Parece que esa página no existe</h1>
      <div className="not-found-actions">
        <Link className="button button-primary" to="/products/all/1?discount=true">
          DESCUENTOS
        </Link>
        <Link className="button button-secondary" to="/">
          INICIO
        </Link>
      </div>
    </section>
  );
}
