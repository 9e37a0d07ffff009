/** What the journeys read of a product's detail call to choose what to buy. */
export type ProductDetail = {
  product_id: number;
  product_name: string;
  colors: { sizes: { variant_id: number; stock: number }[] }[];
};

/** A boot (category 3) of the store at `storeUrl` whose first colour has a size with at least two units. */
export async function bootInStock(storeUrl: string): Promise<{ detail: ProductDetail; variantId: number }> {
  const list = (await (await fetch(`${storeUrl}/api/products/list?category_id=3&limit=50`)).json()) as {
    products: { product_id: number }[];
  };
  for (const { product_id } of list.products) {
    const detail = (await (
      await fetch(`${storeUrl}/api/products/productItem/${product_id}`)
    ).json()) as ProductDetail;
    const size = detail.colors[0]?.sizes.find((candidate) => candidate.stock >= 2);
    if (size) return { detail, variantId: size.variant_id };
  }
  throw new Error('Ninguna bota tiene existencias');
}

type DetailWithSizes = {
  product_id: number;
  product_name: string;
  colors: { color_name: string; sizes: { variant_id: number; size_name: string; stock: number }[] }[];
};

/** A boot of the store at `storeUrl` with a sold-out size: the product, that size and its colour. */
export async function bootSoldOut(storeUrl: string) {
  const list = (await (await fetch(`${storeUrl}/api/products/list?category_id=3&limit=50`)).json()) as {
    products: { product_id: number }[];
  };
  for (const { product_id } of list.products) {
    const detail = (await (
      await fetch(`${storeUrl}/api/products/productItem/${product_id}`)
    ).json()) as DetailWithSizes;
    for (const color of detail.colors) {
      const size = color.sizes.find((candidate) => candidate.stock === 0);
      if (size) return { detail, color: color.color_name, size };
    }
  }
  throw new Error('Ninguna bota tiene una talla agotada');
}
