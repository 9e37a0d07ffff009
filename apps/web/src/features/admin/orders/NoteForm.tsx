import type { AdminOrderDetail } from '@store/contract/admin';
import { MAX_ORDER_NOTE_LENGTH, ORDER_NOTE_INVALID } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { useAddOrderNote } from './api/add-order-note';

/**
 * 'Notas internas': a word staff leave each other on the order (the shopper never sees it). It joins
 * the order's history with who wrote it and when; notes are not edited, a correction is a new one.
 */
export function NoteForm({ order }: { order: AdminOrderDetail }) {
  const add = useAddOrderNote(order.bill_id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (text.trim() === '') {
      setError(ORDER_NOTE_INVALID);
      return;
    }
    try {
      await add.mutateAsync(text.trim());
      setText('');
    } catch (failure) {
      setError(reasonOr(failure, 'No se pudo guardar la nota. Intenta de nuevo.'));
    }
  };

  return (
    <form className="admin-note-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>Nota interna (el cliente no la ve)</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-secondary" disabled={add.isPending}>
        Guardar nota
      </button>
    </form>
  );
}
