import type { AdminProductRow } from '@store/contract/admin';
import { useId, useState } from 'react';
import { useProductSearch } from '../product-search';

/** How many matches are offered at once: enough on a phone without scrolling past the form. */
const SHOWN_MATCHES = 8;

type Props = {
  label: string;
  /** The button's first word: "Agregar" to a row, "Elegir" for where a banner leads. */
  verb: string;
  /** Products already chosen, left out of the matches. */
  skip?: ReadonlySet<number>;
  disabled?: boolean;
  onPick: (product: AdminProductRow) => void;
};

/**
 * Finding a product by its name instead of typing its number. Hidden products are left out: the home
 * page would not show them.
 */
export function ProductSearch({ label, verb, skip, disabled = false, onPick }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  const found = useProductSearch(text);
  const typed = text.trim();
  const matches = typed
    ? (found.data?.products ?? []).filter((row) => !row.hidden && !skip?.has(row.product_id))
    : [];

  return (
    <div className="admin-product-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        disabled={disabled}
        placeholder="Nombre, como «bota» o «sombrero»"
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter inside the search never submits the whole form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {matches.length > 0 ? (
        <ul aria-label={`Productos encontrados: ${label}`}>
          {matches.slice(0, SHOWN_MATCHES).map((row) => (
            <li key={row.product_id}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  onPick(row);
                  setText('');
                }}
              >
                {verb} {row.name}
              </button>
            </li>
          ))}
        </ul>
      ) : typed && found.data && !found.isPlaceholderData ? (
        <p role="status">No encontramos productos a la venta con «{typed}».</p>
      ) : null}
    </div>
  );
}
