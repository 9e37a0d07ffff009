import { Link } from 'wouter';
import { imageUrl } from '../../../lib/images';
import { useCategories } from '../api/get-categories';

/** The home page's departments, in the order the shop shows them. */
const STRIP = [
  ['Camisas', 6],
  ['Botas', 3],
  ['Pantalones', 13],
  ['Sombreros', 19],
  ['Gorras', 4],
  ['Accesorios', 1],
  ['Blusas', 2],
  ['Calzado', 5],
  ['Suéter', 20],
  ['Camisolas', 7],
  ['Chalecos', 8],
  ['Chamarras', 9],
  ['Cintos', 10],
  ['Hebillas', 11],
  ['Perfumes', 14],
  ['Playeras', 15],
  ['Ropa interior', 16],
  ['Sacos', 17],
  ['Shorts', 18],
  ['Navajas', 12],
  ['Vestidos', 21],
] as const;

/** Each tile opens its department's listing and hands the department's name to it. */
export function CategoryStrip() {
  const { data } = useCategories();
  const imageOf = (id: number) => data?.find((category) => category.category_id === id)?.image ?? null;
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="section-title">
        DEPARTAMENTOS
      </h2>
      <ul className="category-strip">
        {STRIP.map(([name, id]) => {
          const image = imageOf(id);
          return (
            <li key={id}>
              <Link
                to={`/products/1?category_id=${id}`}
                state={{ department: name }}
                className="category-tile"
              >
                <span className="category-tile-picture">
                  {image ? (
                    <img src={imageUrl(image, 160)} alt="" width="80" height="80" loading="lazy" />
                  ) : null}
                </span>
                <span className="category-tile-name">{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
