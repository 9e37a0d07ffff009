import { productPagePath, type ColorOption, type ProductDetail } from '@store/contract';
import { useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { usePreselectedSize } from './my-size/preselected-size';
import { useMySize } from './my-size/use-my-size';
import { NotFoundPage } from '../../../lib/not-found/NotFoundPage';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useProduct } from '../api/get-product';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { ProductReviews } from './reviews/ProductReviews';
import './product-page.css';

/** The variant the page shows: the one in the address, or none when it is not this product's. */
function findVariant(product: ProductDetail, variantId: number) {
  for (const color of product.colors) {
    const size = color.sizes.find((candidate) => candidate.variant_id === variantId);
    if (size) return { color, size };
  }
  return undefined;
}

const firstVariantOf = (color: ColorOption | undefined) => color?.sizes[0]?.variant_id;

export function ProductPage() {
  const params = useParams();
  const productId = Number(params.productId);
  const variantId = params.variantId === undefined ? undefined : Number(params.variantId);
  const { data: product, isPending, error } = useProduct(productId);
  usePageTitle(product?.product_name);

  if (!Number.isInteger(productId) || productId <= 0) return <NotFoundPage />;
  if (isPending) return <p className="page-loading">Cargando...</p>;
  if (error || !product) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    return <p className="page-loading">No pudimos cargar el producto. Intenta de nuevo más tarde.</p>;
  }
  const first = firstVariantOf(product.colors[0]);
  if (first === undefined) return <NotFoundPage />;
  // Without a variant, or with one of another product, the page opens on the first colour's first size.
  const selected = variantId === undefined ? undefined : findVariant(product, variantId);
  if (!selected) return <Redirect to={productPagePath(product.product_id, first)} replace />;
  return (
    <ProductView
      key={selected.color.color_id}
      product={product}
      color={selected.color}
      variantId={selected.size.variant_id}
    />
  );
}

function ProductView({
  product,
  color,
  variantId,
}: {
  product: ProductDetail;
  color: ColorOption;
  variantId: number;
}) {
  // The view is keyed by colour, so a new colour starts again at its first picture.
  const [imageIndex, setImageIndex] = useState(0);
  const size = color.sizes.find((candidate) => candidate.variant_id === variantId) ?? color.sizes[0];
  const mySize = useMySize(product);
  usePreselectedSize(product, color, size, mySize);
  if (!size) return null;
  return (
    <>
      <article className="product-page">
        <ProductGallery
          images={color.images}
          name={`${product.product_name}, color ${color.color_name}`}
          index={imageIndex}
          onSelect={setImageIndex}
        />
        <ProductPurchase product={product} color={color} size={size} mySize={mySize} />
      </article>
      <ProductReviews productId={product.product_id} />
    </>
  );
}
