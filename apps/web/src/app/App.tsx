import { CATEGORIES } from '@store/contract';

/**
 * The shell the storefront issue fills in: the shop's name, its departments and the promise on the
 * banner line. Links already point at the routes the storefront spec fixes.
 */
export function App() {
  return (
    <>
      <header className="shell-header">
        <a className="shell-brand" href="/">
          Norteño Western
        </a>
        <p className="shell-tagline">Botas, sombreros y ropa vaquera · Chihuahua</p>
      </header>
      <main className="shell-main">
        <h1>Productos 100 % originales y nuevos</h1>
        <p>Traídos de Estados Unidos, con tienda física en Chihuahua y envíos a todo México.</p>
        <nav aria-label="Departamentos">
          <ul className="shell-departments">
            {CATEGORIES.map((category) => (
              <li key={category.category_id}>
                <a href={`/products/1?category_id=${category.category_id}`}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </main>
      <footer className="shell-footer">
        © {new Date().getFullYear()} Norteño Western. Todos los derechos reservados.
      </footer>
    </>
  );
}
