import { messageResponse } from '@store/contract';
import { invoiceEmailConfirmation } from '@store/contract/invoices';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, reasonOr, request, retryUnlessRefused } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/invoices/keys';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '../../../lib/query';
import './confirm-invoice-email.css';

const path = (token: string) => `/invoices/email-confirmations/${encodeURIComponent(token)}`;

/**
 * Where the link mailed to another address for an invoice lands, opened by whoever reads that mailbox.
 * Mail scanners open links on their own, so opening the page only shows what it would confirm; the
 * invoice is sent when the reader presses the button (a POST, which the shop refuses from another site).
 */
export function ConfirmInvoiceEmailPage() {
  usePageTitle('Confirmar correo para una factura');
  const token = useParams().token ?? '';
  const confirmation = useQuery({
    queryKey: invoiceKeys.emailConfirmation(token),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => request(path(token), invoiceEmailConfirmation, { signal }),
  });
  const [state, setState] = useState<{ sending: boolean; done: string | null; error: string | null }>({
    sending: false,
    done: null,
    error: null,
  });

  const confirm = async () => {
    setState({ sending: true, done: null, error: null });
    try {
      const { message } = await request(path(token), messageResponse, { method: 'POST' });
      setState({ sending: false, done: message, error: null });
    } catch (error) {
      setState({
        sending: false,
        done: null,
        error: reasonOr(error, 'No pudimos confirmar tu correo. Intenta de nuevo.'),
      });
    }
  };

  const data = confirmation.data;
  let body;
  if (state.done) {
    body = (
      <p role="status" className="confirm-invoice-email-done">
        {state.done}
      </p>
    );
  } else if (confirmation.isLoading) {
    body = <p className="page-loading">Cargando...</p>;
  } else if (confirmation.error || !data) {
    body = (
      <p role="alert">
        {confirmation.error instanceof ApiError && confirmation.error.status < 500
          ? reasonOr(confirmation.error, 'Este enlace no es válido.')
          : 'No pudimos abrir este enlace. Intenta de nuevo más tarde.'}
      </p>
    );
  } else if (data.status === 'confirmada') {
    body = (
      <p role="status" className="confirm-invoice-email-done">
        Ya confirmaste {data.email}; la factura del pedido #{data.order_number} se envió a ese correo.
      </p>
    );
  } else if (data.status === 'vencida') {
    body = (
      <p role="alert">
        Este enlace venció. Pide a quien hizo la compra que solicite de nuevo el envío de la factura.
      </p>
    );
  } else {
    body = (
      <>
        <p>
          Un cliente de la tienda pidió enviar la factura de su pedido #{data.order_number} a{' '}
          <strong>{data.email}</strong>. ¿Quieres recibirla en este correo?
        </p>
        <p className="confirm-invoice-email-muted">
          Si no la esperas, cierra esta página: no te enviaremos nada.
        </p>
        {state.error ? <p role="alert">{state.error}</p> : null}
        <button
          type="button"
          className="button button-primary"
          disabled={state.sending}
          onClick={() => void confirm()}
        >
          {state.sending ? 'Confirmando…' : 'Sí, enviarme la factura'}
        </button>
      </>
    );
  }

  return (
    <section className="confirm-invoice-email">
      <h1>Confirmar correo para una factura</h1>
      {body}
      <p>
        <Link to="/">Ir a la tienda</Link>
      </p>
    </section>
  );
}
