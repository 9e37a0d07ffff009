import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { reasonOr } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { stopReviewEmails } from '../../lib/reviews/reviews-api';

/**
 * Where the review e-mail's 'Ya no quiero estos correos' lands. Mail scanners open links on their own,
 * so the page asks first; a mail client's own unsubscribe button needs no page (List-Unsubscribe-Post).
 */
export function StopReviewEmailsPage() {
  usePageTitle('Dejar de recibir invitaciones a reseñar');
  const token = useParams().token ?? '';
  const [state, setState] = useState<{ busy: boolean; done: string | null; error: string | null }>({
    busy: false,
    done: null,
    error: null,
  });
  const confirm = async () => {
    setState({ busy: true, done: null, error: null });
    try {
      setState({ busy: false, done: await stopReviewEmails(token), error: null });
    } catch (error) {
      setState({ busy: false, done: null, error: reasonOr(error, 'No pudimos hacerlo. Intenta de nuevo.') });
    }
  };
  return (
    <section className="review-form-page">
      <h1>Invitaciones a reseñar</h1>
      {state.done ? (
        <p role="status">{state.done}</p>
      ) : (
        <>
          <p>¿Quieres dejar de recibir el correo que te invita a reseñar tus compras?</p>
          {state.error ? <p role="alert">{state.error}</p> : null}
          <button
            type="button"
            className="button button-primary"
            disabled={state.busy}
            onClick={() => void confirm()}
          >
            Sí, ya no quiero estos correos
          </button>
        </>
      )}
      <p>
        <Link to="/">Volver a la tienda</Link>
      </p>
    </section>
  );
}
