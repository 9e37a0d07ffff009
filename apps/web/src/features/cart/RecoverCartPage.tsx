import { reminderCart } from '@store/contract';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { reasonOr, request } from '../../lib/api';
import { cart } from '../../lib/cart/cart-store';
import { getCartLines } from '../../lib/cart/get-cart-lines';
import { usePageTitle } from '../../lib/page-title';

type Outcome =
  | { state: 'working' }
  | { state: 'done'; added: number; soldOut: number }
  | { state: 'failed'; message: string };

/**
 * Where 'Volver a mi carrito' of the reminder e-mail lands (`/carrito?recuperar=…`), on any device: the
 * lines it held go back in this browser's cart at today's price, as many as there are in stock, and the
 * cart opens. Putting things in a cart changes nothing on the server, so doing it on opening is safe.
 */
export function RecoverCartPage() {
  usePageTitle('Tu carrito');
  const token = new URLSearchParams(useSearch()).get('recuperar') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });

  useEffect(() => {
    const controller = new AbortController();
    const rebuild = async () => {
      try {
        const saved = await request(`/cart-reminders/${encodeURIComponent(token)}`, reminderCart, {
          signal: controller.signal,
        });
        const today = await getCartLines(
          saved.lines.map((line) => line.variant_id),
          controller.signal,
        );
        let added = 0;
        for (const line of saved.lines) {
          const now = today.find((candidate) => candidate.variant_id === line.variant_id);
          if (!now || now.stock <= 0) continue;
          const inCart =
            cart.get().lines.find((candidate) => candidate.variant_id === line.variant_id)?.quantity ?? 0;
          const quantity = Math.min(line.quantity, now.stock) - inCart;
          if (quantity > 0) cart.add({ ...now, quantity });
          added += 1;
        }
        setOutcome({ state: 'done', added, soldOut: saved.lines.length - added });
        if (added > 0) cart.toggle(true);
      } catch (error) {
        if (controller.signal.aborted) return;
        setOutcome({
          state: 'failed',
          message: reasonOr(error, 'No pudimos recuperar tu carrito. Intenta de nuevo.'),
        });
      }
    };
    void rebuild();
    return () => controller.abort();
  }, [token]);

  return (
    <section className="message-page">
      <h1>Tu carrito</h1>
      {outcome.state === 'working' ? (
        <p className="page-loading" role="status">
          Recuperando tu carrito...
        </p>
      ) : outcome.state === 'failed' ? (
        <p role="alert">{outcome.message}</p>
      ) : (
        <p role="status">
          {outcome.added === 0
            ? 'Lo que elegiste ya se agotó.'
            : outcome.soldOut > 0
              ? 'Volvimos a poner en tu carrito lo que elegiste; algunas piezas ya se agotaron.'
              : 'Volvimos a poner en tu carrito lo que elegiste, con los precios de hoy.'}
        </p>
      )}
      <p>
        <Link href="/">Seguir comprando</Link>
      </p>
    </section>
  );
}
