import { messageResponse } from '@store/contract';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { reasonOr, request } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';

/**
 * Where an e-mail's 'Darme de baja' link lands (`/correos/baja?token=…`), signed in or not: the one page
 * for every e-mail sent under the offers consent, cart reminders and review invitations alike. Mail scanners
 * open links on their own, so opening the page changes nothing; one click on its button does.
 */
export function UnsubscribePage() {
  usePageTitle('Darme de baja');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<{ busy: boolean; done: string | null; error: string | null }>({
    busy: false,
    done: null,
    error: null,
  });

  const confirm = async () => {
    setState({ busy: true, done: null, error: null });
    try {
      const answer = await request(
        `/offers/unsubscribe?token=${encodeURIComponent(token)}`,
        messageResponse,
        {
          method: 'POST',
          json: {},
        },
      );
      setState({ busy: false, done: answer.message, error: null });
    } catch (error) {
      setState({
        busy: false,
        done: null,
        error: reasonOr(error, 'No pudimos darte de baja. Intenta de nuevo.'),
      });
    }
  };

  return (
    <section className="message-page">
      <h1>Darme de baja</h1>
      {state.done ? (
        <p role="status">{state.done}</p>
      ) : (
        <>
          <p>
            ¿Quieres dejar de recibir recordatorios, promociones e invitaciones a reseñar por correo? Los
            correos de tus pedidos seguirán llegando.
          </p>
          {state.error ? <p role="alert">{state.error}</p> : null}
          <button
            type="button"
            className="button button-primary"
            disabled={state.busy}
            onClick={() => void confirm()}
          >
            Sí, darme de baja
          </button>
        </>
      )}
      <p>
        <Link href="/">Ir a la tienda</Link>
      </p>
    </section>
  );
}
