import { useId, useState } from 'react';
import { useCatalogOptions } from '../catalog-options';
import { useAdminProduct } from '../admin-product';
import { ProductSearch } from './ProductSearch';
import {
  INFO_PAGE_CHOICES,
  LINK_KINDS,
  linkPath,
  readLink,
  type BannerLink,
  type BannerLinkKind,
} from './banner-link';

type Props = {
  /** "Banner 2": names the controls apart from the other banners' for screen readers. */
  banner: string;
  link: string;
  onChange: (link: string) => void;
};

/** Where a banner leads, chosen among the departments, a product, a search or an information page. */
export function LinkPicker({ banner, link, onChange }: Props) {
  const id = useId();
  const chosen = readLink(link);
  const [kind, setKind] = useState<BannerLinkKind>(chosen.kind);
  const options = useCatalogOptions();
  const categories = options.data?.categories ?? [];
  const choose = (choice: BannerLink) => onChange(linkPath(choice));

  const changeKind = (next: BannerLinkKind) => {
    setKind(next);
    // Kinds with a list start on its first entry; a product or a search waits for the owner's choice.
    if (next === 'home') choose({ kind: 'home' });
    if (next === 'info' && INFO_PAGE_CHOICES[0]) choose({ kind: 'info', path: INFO_PAGE_CHOICES[0].path });
    if (next === 'category' && categories[0]) {
      choose({ kind: 'category', categoryId: categories[0].category_id });
    }
  };

  return (
    <div className="admin-link-picker">
      <div className="admin-field">
        <label htmlFor={`${id}-kind`}>Al tocarlo lleva a</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => changeKind(event.currentTarget.value as BannerLinkKind)}
        >
          {LINK_KINDS.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.label}
            </option>
          ))}
          {chosen.kind === 'other' && <option value="other">La ruta guardada</option>}
        </select>
      </div>
      {kind === 'category' && (
        <div className="admin-field">
          <label htmlFor={`${id}-category`}>Departamento</label>
          <select
            id={`${id}-category`}
            value={chosen.kind === 'category' ? chosen.categoryId : ''}
            onChange={(event) => choose({ kind: 'category', categoryId: Number(event.currentTarget.value) })}
          >
            {chosen.kind !== 'category' && <option value="">Elige un departamento</option>}
            {categories.map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'product' && (
        <ProductSearch
          label={`Buscar el producto del ${banner.toLowerCase()}`}
          verb="Elegir"
          onPick={(product) => choose({ kind: 'product', productId: product.product_id })}
        />
      )}
      {kind === 'search' && (
        <div className="admin-field">
          <label htmlFor={`${id}-search`}>Palabras que se buscan</label>
          <input
            id={`${id}-search`}
            defaultValue={chosen.kind === 'search' ? chosen.text : ''}
            maxLength={100}
            placeholder="Como «botas de piel»"
            onChange={(event) => {
              const text = event.currentTarget.value;
              if (text.trim()) choose({ kind: 'search', text });
            }}
          />
        </div>
      )}
      {kind === 'info' && (
        <div className="admin-field">
          <label htmlFor={`${id}-info`}>Página</label>
          <select
            id={`${id}-info`}
            value={chosen.kind === 'info' ? chosen.path : ''}
            onChange={(event) => choose({ kind: 'info', path: event.currentTarget.value })}
          >
            {INFO_PAGE_CHOICES.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="admin-hint">
        Ahora lleva a: <LinkName link={chosen} categories={categories} />
      </p>
    </div>
  );
}

/** The banner's destination in the owner's words. */
function LinkName({
  link,
  categories,
}: {
  link: BannerLink;
  categories: { category_id: number; name: string }[];
}) {
  const product = useAdminProduct(link.kind === 'product' ? link.productId : null);
  switch (link.kind) {
    case 'home':
      return <strong>el inicio</strong>;
    case 'category': {
      const name = categories.find((category) => category.category_id === link.categoryId)?.name;
      return <strong>el departamento {name ?? '...'}</strong>;
    }
    case 'product':
      return <strong>el producto {product.data ? `«${product.data.name}»` : '...'}</strong>;
    case 'search':
      return <strong>la búsqueda «{link.text.trim()}»</strong>;
    case 'info':
      return (
        <strong>
          la página «{INFO_PAGE_CHOICES.find((page) => page.path === link.path)?.title ?? link.path}»
        </strong>
      );
    case 'other':
      return <strong>{link.link}</strong>;
  }
}
