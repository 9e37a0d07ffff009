import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ConfirmInvoiceEmailPage } from './ConfirmInvoiceEmailPage';

const TOKEN = 'b'.repeat(43);
const ROUTE = '/facturas/confirmar-correo/:token';
const API = `/api/invoices/email-confirmations/${TOKEN}`;
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderPage(<ConfirmInvoiceEmailPage />, { at: `/facturas/confirmar-correo/${TOKEN}`, route: ROUTE });

describe('the page of the link mailed to another address for an invoice', () => {
  it('only shows what it would confirm when opened, and confirms when its reader presses the button', async () => {
    const fetchMock = stubApi({
      [`GET ${API}`]: () =>
        Response.json({ order_number: 41, email: 'contabilidad@empresa.mx', status: 'pendiente' }),
      [`POST ${API}`]: () =>
        Response.json({
          message: 'Listo: confirmaste tu correo y te enviamos la factura con su PDF y su XML.',
        }),
    });
    open();
    await screen.findByText('contabilidad@empresa.mx');
    expect(screen.getByText(/pidió enviar la factura de su pedido #41/)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', API)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sí, enviarme la factura' }));
    await screen.findByText('Listo: confirmaste tu correo y te enviamos la factura con su PDF y su XML.');
    expect(sentTo(fetchMock, 'POST', API)).toHaveLength(1);
  });

  it('says so when the link expired, with no button', async () => {
    stubApi({
      [`GET ${API}`]: () =>
        Response.json({ order_number: 41, email: 'contabilidad@empresa.mx', status: 'vencida' }),
    });
    open();
    await screen.findByText(/Este enlace venció/);
    expect(screen.queryByRole('button', { name: 'Sí, enviarme la factura' })).toBeNull();
  });

  it('gives the server’s words for a link that is not one of ours', async () => {
    stubApi({
      [`GET ${API}`]: () =>
        Response.json(
          { error: 'Este enlace no es válido. Revisa que lo hayas copiado completo.' },
          { status: 404 },
        ),
    });
    open();
    await screen.findByText('Este enlace no es válido. Revisa que lo hayas copiado completo.');
  });
});
