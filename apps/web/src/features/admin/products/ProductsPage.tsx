import { ProductsTabs } from '../SectionTabs';
import type { AdminProductRow } from '@store/contract/admin';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../lib/format';
import { imageUrl } from '../../../lib/images';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { useIsOwner } from '../role';
import { SearchFilters, useTypedSearch } from '../SearchFilters';
import { useCatalogOptions } from '../catalog-options';
import { useAdminProducts, type ProductFilters } from './api/list-products';
import './products.css';

const count = new Intl.NumberFormat('es-MX');

const priceRange = (product: AdminProductRow) => {
  if (product.min_price === null || product.max_price === null) return 'Sin precio';
  return product.min_price === product.max_price
    ? formatMoney(product.min_price)
    : `${formatMoney(product.min_price)} a ${formatMoney(product.max_price)}`;
};

/** `/admin/productos`: every product, hidden ones too, with search, filters and pages. */
export function ProductsPage() {
  const [filters, setFilters] = useState<ProductFilters>({ search: '', categoryId: '', hidden: '', page: 1 });
  const products = useAdminProducts(filters);
  const options = useCatalogOptions();
  const [typed, setTyped] = useTypedSearch('', (search) =>
    setFilters((current) => (current.search === search ? current : { ...current, search, page: 1 })),
  );

  const data = products.data;
  // A new product sets its prices: an owner's.
  const owner = useIsOwner();
  return (
    <section aria-labelledby="admin-products-title">
      <ProductsTabs />
      <div className="admin-products-toolbar">
        <h1 id="admin-products-title">Productos</h1>
        <Link href="/productos/actualizar" className="button button-secondary">
          Actualizar desde CSV
        </Link>
        {owner ? (
          <Link href="/productos/nuevo" className="button button-primary">
            Nuevo producto
          </Link>
        ) : null}
      </div>
      <SearchFilters placeholder="Nombre, marca o SKU" typed={typed} onType={setTyped}>
        <label className="form-field">
          Departamento
          <select
            value={filters.categoryId}
            onChange={(event) => setFilters({ ...filters, categoryId: event.target.value, page: 1 })}
          >
            <option value="">Todos</option>
            {options.data?.categories.map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          Estado
          <select
            value={filters.hidden}
            onChange={(event) =>
              setFilters({ ...filters, hidden: event.target.value as ProductFilters['hidden'], page: 1 })
            }
          >
            <option value="">Todos</option>
            <option value="false">En la tienda</option>
            <option value="true">Ocultos</option>
          </select>
        </label>
      </SearchFilters>

      {products.isError && !data ? (
        <AdminLoadError message="No pudimos cargar los productos." onRetry={() => void products.refetch()} />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : data.products.length === 0 ? (
        <p role="status">
          {filters.search || filters.categoryId || filters.hidden
            ? 'Ningún producto coincide con la búsqueda.'
            : 'Aún no hay productos.'}
        </p>
      ) : (
        <>
          <p role="status" className="admin-hint">
            {data.pagination.total === 1 ? '1 producto' : `${count.format(data.pagination.total)} productos`}
          </p>
          <div className="admin-table-scroll">
            <table
              className="admin-table admin-table-cards admin-products-table"
              aria-busy={products.isPlaceholderData}
            >
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Foto</span>
                  </th>
                  <th scope="col">Producto</th>
                  <th scope="col">Departamento</th>
                  <th scope="col">Precio</th>
                  <th scope="col">Existencias</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.product_id}>
                    <td>
                      {product.main_image ? (
                        <img
                          src={imageUrl(product.main_image, 160)}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                        />
                      ) : null}
                    </td>
                    <td>
                      <Link href={`/productos/${product.product_id}`}>{product.name}</Link>
                      <div className="admin-hint">
                        {product.brand_name} · #{product.product_id}
                      </div>
                    </td>
                    <td data-label="Departamento">{product.category_name}</td>
                    <td data-label="Precio">{priceRange(product)}</td>
                    <td data-label="Existencias">
                      {count.format(product.total_stock)}
                      <div className="admin-hint">
                        {product.variants_count === 1 ? '1 variante' : `${product.variants_count} variantes`}
                      </div>
                    </td>
                    <td data-label="Estado">
                      <span className={product.hidden ? 'admin-badge admin-badge-hidden' : 'admin-badge'}>
                        {product.draft ? 'Borrador' : product.hidden ? 'Oculto' : 'En la tienda'}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.pagination.totalPages > 1 && (
            <AdminPager
              label="Páginas de productos"
              page={filters.page}
              shownPage={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={(page) => setFilters({ ...filters, page })}
            />
          )}
        </>
      )}
    </section>
  );
}
