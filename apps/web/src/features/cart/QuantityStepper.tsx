import { MAX_UNITS_PER_LINE } from '@store/contract';
import { useState } from 'react';
import type { CartLine } from '../../lib/cart/cart-line';
import { cart } from '../../lib/cart/cart-store';

/** The most units a line can hold: what is in stock, and never more than an order takes of one variant. */
export const mostUnits = (line: CartLine): number => Math.min(Math.max(line.stock, 0), MAX_UNITS_PER_LINE);

/**
 * − / number / + for one cart line, from 1 to its most. '−' at 1 takes the line out, as its remove
 * button does. The number can be typed: it is kept within bounds when the field is left or on Enter.
 */
export function QuantityStepper({ line }: { line: CartLine }) {
  const [draft, setDraft] = useState<string | null>(null);
  const most = mostUnits(line);
  const label = `${line.name}, talla ${line.size_name}`;

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) return;
    if (typed <= 0) cart.remove(line.variant_id);
    else cart.setQuantity(line.variant_id, Math.max(1, Math.min(typed, Math.max(most, 1))));
  };

  const lower = () =>
    line.quantity <= 1
      ? cart.remove(line.variant_id)
      : cart.setQuantity(line.variant_id, Math.min(line.quantity - 1, Math.max(most, 1)));

  return (
    <div className="quantity-stepper" role="group" aria-label={`Cantidad de ${label}`}>
      <button
        type="button"
        aria-label={line.quantity <= 1 ? `Quitar ${label} del carrito` : `Quitar una pieza de ${label}`}
        onClick={lower}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(most, 1)}
        aria-label={`Piezas de ${label}`}
        value={draft ?? String(line.quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label={`Agregar una pieza de ${label}`}
        disabled={line.quantity >= most}
        onClick={() => cart.setQuantity(line.variant_id, line.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
