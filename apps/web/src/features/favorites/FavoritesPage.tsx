import { useFavorites } from '../../lib/favorites/favorites-store';
import { usePageTitle } from '../../lib/page-title';
import { ProductCard } from '../../lib/product-card/ProductCard';
import './favorites.css';

export const favoritesCount = (count: number): string => (count === 1 ? '1 Artículo' : `${count} Artículos`);

/** The favourites kept in this browser; a card whose product left the shop still shows what was saved. */
export function FavoritesPage() {
  const list = useFavorites();
  usePageTitle('Mis favoritos');
  return (
    <section className="favorites" aria-labelledby="favorites-title">
      <header className="favorites-header">
        <h1 id="favorites-title">Mis favoritos</h1>
        <p>{favoritesCount(list.length)}</p>
      </header>
      {list.length === 0 ? (
        <p className="favorites-empty">Tus favoritos está vacío</p>
      ) : (
        <>
          {/* The cards' names are level-3 headings: this keeps the outline h1 → h2 → h3. */}
          <h2 className="visually-hidden">Productos guardados</h2>
          <div className="favorites-grid">
            {list.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
