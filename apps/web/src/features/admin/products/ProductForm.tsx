import { TARGET_AUDIENCES } from '@store/contract';
import type { AdminProductDetail, CatalogOptions, SizeSystem } from '@store/contract/admin';
import { useId, useState } from 'react';
import { useIsOwner } from '../role';
import { ColorPictures } from './ColorPictures';
import { ParcelFields } from './ParcelFields';
import {
  applyToAllSizes,
  BLANK_CELL,
  blankColor,
  cellLabel,
  colorLabel,
  type DraftCell,
  type DraftColor,
  type ProductDraft,
  renameColor,
} from './product-draft';

const AUDIENCE_NAMES: Record<(typeof TARGET_AUDIENCES)[number], string> = {
  hombre: 'Hombre',
  mujer: 'Mujer',
  niños: 'Niños',
};

type Props = {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  options: CatalogOptions;
  /** The stored product, for its colours' pictures; undefined while it is being created. */
  product: AdminProductDetail | undefined;
  saving: boolean;
  error: string;
  onSubmit: () => void;
};

/** The product's fields, its sizes and colours, and the grid of price, discount and stock per variant. */
export function ProductForm({ draft, onChange, options, product, saving, error, onSubmit }: Props) {
  const set = (changes: Partial<ProductDraft>) => onChange({ ...draft, ...changes });
  const setColor = (index: number, changes: Partial<DraftColor>) =>
    set({ colors: draft.colors.map((color, at) => (at === index ? { ...color, ...changes } : color)) });
  const system = options.size_systems.find((group) => group.system === draft.sizeSystem);
  const chosenSizes = (system?.sizes ?? []).filter((size) => draft.sizeIds.includes(size.size_id));
  const brandsId = useId();
  const errorId = useId();
  const ownersFieldsId = useId();
  // Staff keep stock, pictures and the product's words; prices, discounts, sizes, colours, the department and
  // the brand are an owner's (the server says so too): promotions and the invoice's SAT key follow the last two.
  const owner = useIsOwner();

  return (
    <form
      className="admin-product-form"
      noValidate
      aria-describedby={error ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {owner ? null : (
        <p className="admin-hint">
          Como personal puedes cambiar existencias, fotos, nombre y descripción. Los precios, descuentos,
          tallas, colores, departamento y marca los cambia un dueño de la tienda.
        </p>
      )}
      <fieldset className="admin-fieldset">
        <legend>Datos del producto</legend>
        <label className="form-field">
          Nombre
          <input
            required
            maxLength={200}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </label>
        <label className="form-field">
          Marca
          <input
            required
            maxLength={80}
            list={owner ? brandsId : undefined}
            autoComplete="off"
            disabled={!owner}
            aria-describedby={owner ? undefined : ownersFieldsId}
            value={draft.brandName}
            onChange={(event) => set({ brandName: event.target.value })}
          />
          <datalist id={brandsId}>
            {options.brands.map((brand) => (
              <option key={brand.brand_id} value={brand.name} />
            ))}
          </datalist>
        </label>
        <div className="admin-form-row">
          <label className="form-field">
            Departamento
            <select
              required
              disabled={!owner}
              aria-describedby={owner ? undefined : ownersFieldsId}
              value={draft.categoryId}
              onChange={(event) => set({ categoryId: event.target.value })}
            >
              <option value="">Elige un departamento</option>
              {options.categories.map((category) => (
                <option key={category.category_id} value={category.category_id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            Para
            <select
              required
              value={draft.audience}
              onChange={(event) =>
                set({ audience: TARGET_AUDIENCES.find((value) => value === event.target.value) ?? '' })
              }
            >
              <option value="">Elige para quién es</option>
              {TARGET_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {AUDIENCE_NAMES[audience]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {owner ? null : (
          <p id={ownersFieldsId} className="admin-hint">
            El departamento y la marca los cambia un dueño: de ellos dependen las promociones del producto y
            su factura.
          </p>
        )}
        <label className="form-field">
          Descripción
          <textarea
            rows={4}
            maxLength={4000}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </label>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.isNew}
            onChange={(event) => set({ isNew: event.target.checked })}
          />
          Marcar como nuevo
        </label>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Tallas del producto</legend>
        <label className="form-field">
          Tallas
          <select
            value={draft.sizeSystem}
            disabled={!owner}
            onChange={(event) => {
              const next = options.size_systems.find((group) => group.system === event.target.value);
              set({ sizeSystem: (next?.system ?? '') as SizeSystem | '', sizeIds: [] });
            }}
          >
            <option value="">Elige el tipo de talla</option>
            {options.size_systems.map((group) => (
              <option key={group.system} value={group.system}>
                {group.name}
              </option>
            ))}
          </select>
        </label>
        {system ? (
          <div className="admin-size-choices" role="group" aria-label="Tallas que se venden">
            {system.sizes.map((size) => (
              <label key={size.size_id} className="admin-check">
                <input
                  type="checkbox"
                  disabled={!owner}
                  checked={draft.sizeIds.includes(size.size_id)}
                  onChange={(event) =>
                    set({
                      sizeIds: event.target.checked
                        ? [...draft.sizeIds, size.size_id]
                        : draft.sizeIds.filter((id) => id !== size.size_id),
                    })
                  }
                />
                {size.display_name}
              </label>
            ))}
          </div>
        ) : (
          <p className="admin-hint">Elige el tipo de talla para ver sus tallas.</p>
        )}
      </fieldset>

      {draft.colors.map((color, index) => (
        <fieldset key={color.key} className="admin-fieldset admin-color">
          <legend>{`Color ${index + 1}`}</legend>
          <div className="admin-form-row">
            <label className="form-field">
              Nombre del color
              <input
                required
                maxLength={60}
                value={color.name}
                onChange={(event) =>
                  set({
                    colors: draft.colors.map((each, at) =>
                      at === index ? renameColor(each, event.target.value) : each,
                    ),
                  })
                }
              />
            </label>
            <label className="form-field admin-color-picker">
              Color
              <input
                type="color"
                value={color.hex}
                onChange={(event) => setColor(index, { hex: event.target.value, hexPicked: true })}
              />
            </label>
            {owner && draft.colors.length > 1 && (
              <button
                type="button"
                className="button button-secondary admin-remove-color"
                aria-label={`Quitar color ${colorLabel(color, index)}`}
                onClick={() => set({ colors: draft.colors.filter((_, at) => at !== index) })}
              >
                Quitar color
              </button>
            )}
          </div>
          {chosenSizes.length === 0 ? (
            <p className="admin-hint">Elige las tallas para escribir precios y existencias.</p>
          ) : (
            <VariantGrid
              color={color}
              colorName={colorLabel(color, index)}
              sizes={chosenSizes}
              pricesLocked={!owner}
              onCell={(sizeId, cell) => setColor(index, { cells: { ...color.cells, [sizeId]: cell } })}
            />
          )}
          {chosenSizes.length > 1 && (
            <AllSizes
              colorName={colorLabel(color, index)}
              pricesLocked={!owner}
              onApply={(values) =>
                setColor(index, {
                  cells: applyToAllSizes(
                    color,
                    chosenSizes.map((size) => size.size_id),
                    values,
                  ).cells,
                })
              }
            />
          )}
          {product && color.colorId !== undefined ? (
            <ColorPictures
              productId={product.product_id}
              colorId={color.colorId}
              colorName={colorLabel(color, index)}
              images={product.colors.find((stored) => stored.color_id === color.colorId)?.images ?? []}
            />
          ) : (
            <p className="admin-hint">Guarda el producto para subir las fotos de este color.</p>
          )}
        </fieldset>
      ))}
      {owner ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => set({ colors: [...draft.colors, blankColor()] })}
        >
          Agregar color
        </button>
      ) : null}

      <ParcelFields draft={draft} onChange={set} />

      {error && (
        <p id={errorId} className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar producto'}
        </button>
      </div>
    </form>
  );
}

function VariantGrid({
  color,
  colorName,
  sizes,
  pricesLocked,
  onCell,
}: {
  color: DraftColor;
  colorName: string;
  sizes: { size_id: number; name: string }[];
  /** Staff see the prices and discounts but cannot change them. */
  pricesLocked: boolean;
  onCell: (sizeId: number, cell: DraftCell) => void;
}) {
  const input = (sizeId: number, sizeName: string, field: keyof DraftCell) => {
    const cell = color.cells[sizeId] ?? BLANK_CELL;
    return (
      <td>
        <input
          aria-label={cellLabel(field, sizeName, colorName)}
          type="number"
          inputMode={field === 'price' ? 'decimal' : 'numeric'}
          min={0}
          step={field === 'price' ? 0.01 : 1}
          max={field === 'discount' ? 90 : undefined}
          readOnly={pricesLocked && field !== 'stock'}
          value={cell[field]}
          onChange={(event) => onCell(sizeId, { ...cell, [field]: event.target.value })}
        />
      </td>
    );
  };
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-variant-grid">
        <caption className="visually-hidden">{`Precios y existencias de ${colorName}`}</caption>
        <thead>
          <tr>
            <th scope="col">Talla</th>
            <th scope="col">Precio</th>
            <th scope="col">Descuento %</th>
            <th scope="col">Existencias</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size.size_id}>
              <th scope="row">{size.name}</th>
              {input(size.size_id, size.name, 'price')}
              {input(size.size_id, size.name, 'discount')}
              {input(size.size_id, size.name, 'stock')}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One price, discount or stock for every size of a colour, typed once: most boots cost the same in
 * every size. Blank fields are left as each size has them; staff only set stock.
 */
function AllSizes({
  colorName,
  pricesLocked,
  onApply,
}: {
  colorName: string;
  pricesLocked: boolean;
  onApply: (values: DraftCell) => void;
}) {
  const [values, setValues] = useState<DraftCell>({ price: '', discount: '', stock: '' });
  const titleId = useId();
  const field = (name: keyof DraftCell, word: string) =>
    pricesLocked && name !== 'stock' ? null : (
      <label className="form-field">
        {word}
        <input
          aria-label={`${word} para todas las tallas (${colorName})`}
          type="number"
          inputMode={name === 'price' ? 'decimal' : 'numeric'}
          min={0}
          step={name === 'price' ? 0.01 : 1}
          max={name === 'discount' ? 90 : undefined}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      </label>
    );
  const empty = Object.values(values).every((value) => value.trim() === '');
  return (
    <div className="admin-form-row admin-all-sizes" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="admin-hint admin-all-sizes-title">
        {`Para todas las tallas de ${colorName}:`}
      </p>
      {field('price', 'Precio')}
      {field('discount', 'Descuento %')}
      {field('stock', 'Existencias')}
      <button
        type="button"
        className="button button-secondary"
        aria-label={`Aplicar a todas las tallas (${colorName})`}
        disabled={empty}
        onClick={() => {
          onApply(values);
          setValues({ price: '', discount: '', stock: '' });
        }}
      >
        Aplicar a todas las tallas
      </button>
    </div>
  );
}
