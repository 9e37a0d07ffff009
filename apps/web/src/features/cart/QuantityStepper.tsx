import { MAX_UNITS_PER_LINE } from '@store/contract';
import { useId, useState } from 'react';
import type { CartLine } from '../../lib/cart/cart-line';
import { cart } from '../../lib/cart/cart-store';
import { useConfirm } from '../../lib/dialog/confirm';
import { mostPerOrder, onlyAvailable } from '../../lib/cart/quantity-notes';

/** The most units a line can hold: what is in stock, and never more than an order takes of one variant. */
export const mostUnits = (line: CartLine): number => Math.min(Math.max(line.stock, 0), MAX_UNITS_PER_LINE);

/**
 * − / number / + for one cart line, from 1 to its most. '−' at 1 takes the line out, as its remove
 * button does. The number can be typed: it is kept within bounds when the field is left or on Enter,
 * never silently: more than there is becomes what there is, said under the field, and 0 asks first
 * whether to take the line out.
 */
export function QuantityStepper({ line }: { line: CartLine }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const confirmation = useConfirm();
  const noteId = useId();
  const most = mostUnits(line);
  const label = `${line.name}, talla ${line.size_name}`;

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    setNote('');
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) return;
    if (typed <= 0) {
      const keep = line.quantity === 1 ? '1 pieza' : `${line.quantity} piezas`;
      void confirmation
        .ask({
          title: '¿Quitar este producto del carrito?',
          body: <p>Escribiste 0 piezas de {label}. ¿Lo quitamos de tu carrito?</p>,
          confirm: 'Sí, quitarlo',
          cancel: `Conservar ${keep}`,
        })
        .then((yes) => {
          if (yes) cart.remove(line.variant_id);
        });
      return;
    }
    const kept = Math.max(1, Math.min(typed, Math.max(most, 1)));
    if (kept < typed) {
      setNote(most < MAX_UNITS_PER_LINE ? onlyAvailable(most) : mostPerOrder(most));
    }
    cart.setQuantity(line.variant_id, kept);
  };

  const lower = () => {
    setNote('');
    if (line.quantity <= 1) cart.remove(line.variant_id);
    else cart.setQuantity(line.variant_id, Math.min(line.quantity - 1, Math.max(most, 1)));
  };

  return (
    <>
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
          aria-describedby={note ? noteId : undefined}
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
          onClick={() => {
            setNote('');
            cart.setQuantity(line.variant_id, line.quantity + 1);
          }}
        >
          +
        </button>
      </div>
      {/* A status, so that it is read out as the number changes under the shopper's fingers. */}
      <p id={noteId} className="quantity-note" role="status">
        {note}
      </p>
      {confirmation.dialog}
    </>
  );
}
