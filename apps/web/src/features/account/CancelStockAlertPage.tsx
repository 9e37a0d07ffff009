import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, reasonOr, retryUnlessRefused } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { queryKeys, useQuery } from '../../lib/query';
import { getStockAlertByToken, removeStockAlertByToken } from '../../lib/stock-alerts/stock-alerts';
import './cancel-stock-alert.css';

/**
 * Where an e-mail's "Cancelar aviso" link lands. Mail scanners open links on their own, so opening the
 * page only shows the alert; it is removed when the shopper presses the button.
 */
export function CancelStockAlertPage() {
  usePageTitle('Cancelar aviso');
  const token = useParams().token ?? '';
  const alert = useQuery({
    queryKey: queryKeys.stockAlertByToken(token),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => getStockAlertByToken(token, signal),
  });
  const [state, setState] = useState<{ removing: boolean; done: string | null; error: string | null }>({
    removing: false,
    done: null,
    error: null,
  });

  const confirm = async () => {
    setState({ removing: true, done: null, error: null });
    try {
      setState({ removing: false, done: await removeStockAlertByToken(token), error: null });
    } catch (error) {
      setState({
        removing: false,
        done: null,
        error: reasonOr(error, 'No pudimos quitar el aviso. Intenta de nuevo.'),
      });
    }
  };

  let body;
  if (state.done) {
    body = (
      <p role="status" className="cancel-stock-alert-done">
        {state.done}
      </p>
    );
  } else if (alert.isLoading) {
    body = <p className="page-loading">Cargando...</p>;
  } else if (alert.error || !alert.data) {
    body = (
      <p role="alert">
        {alert.error instanceof ApiError && alert.error.status === 404
          ? reasonOr(alert.error, 'Ese aviso ya no existe.')
          : 'No pudimos abrir tu aviso. Intenta de nuevo más tarde.'}
      </p>
    );
  } else {
    body = (
      <>
        <p>
          ¿Quieres que dejemos de avisarte cuando llegue <strong>{alert.data.product_name}</strong> en{' '}
          {alert.data.color_name}, talla {alert.data.size_name}?
        </p>
        {state.error ? <p role="alert">{state.error}</p> : null}
        <button
          type="button"
          className="button button-primary"
          disabled={state.removing}
          onClick={() => void confirm()}
        >
          Sí, cancelar el aviso
        </button>
      </>
    );
  }

  return (
    <section className="cancel-stock-alert">
      <h1>Cancelar aviso</h1>
      {body}
      <p>
        <Link to="/">Volver a la tienda</Link>
      </p>
    </section>
  );
}
