import { productPagePath } from '@store/contract';
import type { AdminProductDetail, CatalogOptions } from '@store/contract/admin';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError, reasonOr } from '../../../lib/api';
import { notifySuccess } from '../../../lib/toast';
import { useCatalogOptions } from '../catalog-options';
import { useAdminProduct } from '../admin-product';
import { useCreateProduct, useToggleProductHidden, useUpdateProduct } from './api/save-product';
import { blankDraft, draftFromProduct, draftToInput, type ProductDraft } from './product-draft';
import { ProductForm } from './ProductForm';
import './products.css';

/** `/admin/productos/nuevo` and `/admin/productos/:productId`: the product editor. */
export function ProductEditorPage() {
  const params = useParams<{ productId?: string }>();
  const creating = params.productId === undefined;
  const productId = params.productId && /^\d{1,9}$/.test(params.productId) ? Number(params.productId) : null;
  const options = useCatalogOptions();
  const product = useAdminProduct(productId);

  const title = creating ? 'Nuevo producto' : 'Editar producto';
  const failed = options.isError || (!creating && (productId === null || (product.isError && !product.data)));
  if (failed) {
    const notFound =
      productId === null || (product.error instanceof ApiError && product.error.status === 404);
    return (
      <section className="admin-product-editor">
        <h1>{title}</h1>
        <div className="admin-message" role="alert">
          <p>
            {notFound && !options.isError ? 'Este producto no existe.' : 'No pudimos cargar el producto.'}
          </p>
          {notFound && !options.isError ? (
            <Link href="/productos">Volver a productos</Link>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                void options.refetch();
                void product.refetch();
              }}
            >
              Reintentar
            </button>
          )}
        </div>
      </section>
    );
  }
  if (!options.data || (!creating && !product.data)) {
    return (
      <section className="admin-product-editor">
        <h1>{title}</h1>
        <p role="status">Cargando...</p>
      </section>
    );
  }
  return (
    <ProductEditor
      key={productId ?? 'nuevo'}
      title={title}
      options={options.data}
      product={creating ? undefined : product.data}
    />
  );
}

function ProductEditor({
  title,
  options,
  product,
}: {
  title: string;
  options: CatalogOptions;
  product: AdminProductDetail | undefined;
}) {
  const [, navigate] = useLocation();
  // Set once from the stored product: later answers (a picture uploaded) must not undo what is typed.
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftFromProduct(product) : blankDraft(),
  );
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const toggle = useToggleProductHidden();
  const saving = create.isPending || update.isPending;
  const [error, setError] = useState('');
  // Beside its button: a refused 'Publicar' (no picture yet) read at the foot of a long form goes unseen.
  const [visibilityError, setVisibilityError] = useState('');

  const sizes = options.size_systems.find((group) => group.system === draft.sizeSystem)?.sizes ?? [];

  const save = async () => {
    const checked = draftToInput(draft, sizes);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError('');
    try {
      if (!product) {
        const productId = await create.mutateAsync(checked.input);
        notifySuccess('Producto creado como borrador. Sube sus fotos y publícalo.');
        navigate(`/productos/${productId}`);
        return;
      }
      const { message, stored } = await update.mutateAsync({
        productId: product.product_id,
        input: checked.input,
      });
      setDraft(draftFromProduct(stored));
      notifySuccess(message);
    } catch (failure) {
      setError(reasonOr(failure, 'No se pudo guardar el producto.'));
    }
  };

  const toggleHidden = async () => {
    if (!product) return;
    setVisibilityError('');
    try {
      notifySuccess(await toggle.mutateAsync(product));
    } catch (failure) {
      setVisibilityError(reasonOr(failure, 'No se pudo cambiar el producto.'));
    }
  };

  return (
    <section className="admin-product-editor" aria-labelledby="admin-product-title">
      <p>
        <Link href="/productos">← Productos</Link>
      </p>
      <div className="admin-product-heading">
        <h1 id="admin-product-title">{title}</h1>
        {product && (
          <div className="admin-visibility">
            <p>
              {product.draft
                ? 'Borrador: no aparece en la tienda hasta que lo publiques (necesita al menos una foto).'
                : product.hidden
                  ? 'Oculto: no aparece en la tienda.'
                  : 'Visible en la tienda.'}{' '}
              {!product.hidden && (
                <a href={productPagePath(product.product_id)} target="_blank" rel="noreferrer">
                  Ver en la tienda
                </a>
              )}
            </p>
            <button
              type="button"
              className="button button-secondary"
              disabled={toggle.isPending}
              onClick={() => void toggleHidden()}
            >
              {product.draft ? 'Publicar' : product.hidden ? 'Mostrar en la tienda' : 'Ocultar de la tienda'}
            </button>
            {visibilityError && (
              <p className="admin-error" role="alert">
                {visibilityError}
              </p>
            )}
          </div>
        )}
      </div>
      <ProductForm
        draft={draft}
        onChange={setDraft}
        options={options}
        product={product}
        saving={saving}
        error={error}
        onSubmit={() => void save()}
      />
    </section>
  );
}
