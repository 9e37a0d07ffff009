import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { ADMIN_ORDER, ledgerRefund, openAdminOrder } from '../../../test/admin-orders';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { OrderDetailPage } from './OrderDetailPage';

const ORDER = ADMIN_ORDER;

const SHIPPED: AdminOrderDetail = {
  ...ORDER,
  shipping_status: 'enviado',
  shipping: {
    carrier: 'DHL',
    tracking_number: '1234567890',
    tracking_url: 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890',
    has_label: false,
    tracking_steps: null,
  },
  history: [
    {
      status: 'enviado',
      carrier: 'DHL',
      tracking_number: '1234567890',
      changed_by: 'dueno@tienda.test',
      changed_at: '2026-03-06T17:00:00.000Z',
    },
  ],
};

const open = openAdminOrder;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MESSAGES: AdminOrderDetail['messages'] = [
  {
    id: 31,
    subject: 'Recibimos tu pedido #12',
    recipient: 'ana@correo.test',
    state: 'enviado',
    attempts: 1,
    created_at: '2026-03-05T23:05:00.000Z',
    sent_at: '2026-03-05T23:05:02.000Z',
    last_error: null,
  },
  {
    id: 32,
    subject: 'Nuevo pedido #12',
    recipient: 'Personal de la tienda',
    state: 'fallido',
    attempts: 7,
    created_at: '2026-03-05T23:05:00.000Z',
    sent_at: null,
    last_error: 'Connection refused',
  },
  {
    id: 33,
    subject: 'Tu pedido #12 va en camino',
    recipient: 'ana@correo.test',
    state: 'pendiente',
    attempts: 1,
    created_at: '2026-03-06T17:00:00.000Z',
    sent_at: null,
    last_error: 'Greeting never received',
  },
  {
    id: 34,
    subject: 'WhatsApp · Pedido enviado',
    recipient: '+52 614 555 0101',
    state: 'enviado',
    attempts: 1,
    created_at: '2026-03-06T17:00:00.000Z',
    sent_at: '2026-03-06T17:00:02.000Z',
    last_error: null,
    channel: 'whatsapp',
    delivery: 'leído',
  },
];

describe('an order’s e-mails in the back-office', () => {
  it('lists each with its recipient and state: sent when, pending with the failed try, failed with why', async () => {
    open({ ...SHIPPED, messages: MESSAGES });
    const panel = within(await screen.findByRole('region', { name: 'Correos y WhatsApp' }));
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Recibimos tu pedido #12Para ana@correo.testEnviado el ${formatDateTime('2026-03-05T23:05:02.000Z')}Reenviar`,
      'Nuevo pedido #12Para Personal de la tiendaFallido tras 7 intentos: Connection refusedReenviar',
      'Tu pedido #12 va en caminoPara ana@correo.testPendiente · intento 1 falló: Greeting never received; se reintentaráReenviar',
      // WhatsApp's own word after it went out; a template is not resent from here.
      `WhatsApp · Pedido enviadoPara +52 614 555 0101Enviado el ${formatDateTime('2026-03-06T17:00:02.000Z')} · Leído`,
    ]);
  });

  it('says when there are none yet', async () => {
    open(ORDER);
    const panel = within(await screen.findByRole('region', { name: 'Correos y WhatsApp' }));
    expect(panel.getByText('Todavía no hay correos de este pedido.')).toBeTruthy();
  });

  it('sends one again on Reenviar, to the same recipient, and says so', async () => {
    const resent = {
      ...SHIPPED,
      messages: MESSAGES.map((message) =>
        message.id === 32
          ? { ...message, state: 'pendiente' as const, attempts: 0, last_error: null }
          : message,
      ),
    };
    const fetchMock = open(
      { ...SHIPPED, messages: MESSAGES },
      {
        'POST /api/admin/orders/12/messages/32/resend': () => Response.json(resent),
      },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reenviar «Nuevo pedido #12» a Personal de la tienda' }),
    );
    const panel = within(screen.getByRole('region', { name: 'Correos y WhatsApp' }));
    // A message to the team has no address of its own: left empty, it goes to all the staff again.
    const address = panel.getByLabelText('Enviar a');
    expect(address).toHaveProperty('value', '');
    expect(address.getAttribute('placeholder')).toBe('Vacío: a todo el personal');
    expect(document.activeElement).toBe(address);
    await user.click(panel.getByRole('button', { name: 'Reenviar' }));
    expect(await panel.findByRole('status')).toHaveProperty(
      'textContent',
      'Listo: «Nuevo pedido #12» se enviará a Personal de la tienda en un momento.',
    );
    // The order as the server answered: that message is on its way again.
    expect(await panel.findByText('Pendiente')).toBeTruthy();
    expect(panel.queryByText(/Fallido/)).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/messages/32/resend')).toEqual([{}]);
  });

  it('sends a copy to another address staff write, as the Mensajes page does, refusals under the field', async () => {
    const copy = {
      id: 34,
      subject: 'Recibimos tu pedido #12',
      recipient: 'ana.trabajo@empresa.test',
      state: 'pendiente' as const,
      attempts: 0,
      created_at: '2026-03-07T17:00:00.000Z',
      sent_at: null,
      last_error: null,
    };
    const fetchMock = open(
      { ...SHIPPED, messages: MESSAGES },
      {
        'POST /api/admin/orders/12/messages/31/resend': ({ body }) =>
          (body as { to?: string }).to === 'ana@'
            ? Response.json(
                { error: 'Escribe un correo completo, por ejemplo ana@gmail.com.', field: 'to' },
                { status: 400 },
              )
            : Response.json({ ...SHIPPED, messages: [...MESSAGES, copy] }),
      },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reenviar «Recibimos tu pedido #12» a ana@correo.test' }),
    );
    const panel = within(screen.getByRole('region', { name: 'Correos y WhatsApp' }));
    const address = panel.getByLabelText('Enviar a');
    expect(address).toHaveProperty('value', 'ana@correo.test');
    await user.clear(address);
    await user.type(address, 'ana@');
    await user.click(panel.getByRole('button', { name: 'Reenviar' }));
    const refusal = await panel.findByRole('alert');
    expect(refusal.textContent).toBe('Escribe un correo completo, por ejemplo ana@gmail.com.');
    expect(address.getAttribute('aria-describedby')).toBe(refusal.id);

    await user.clear(address);
    await user.type(address, 'ana.trabajo@empresa.test');
    await user.click(panel.getByRole('button', { name: 'Reenviar' }));
    expect(
      await panel.findByText(
        'Listo: «Recibimos tu pedido #12» se enviará a ana.trabajo@empresa.test en un momento.',
      ),
    ).toBeTruthy();
    // The copy is the order's new message; the first stays as it went.
    expect(await panel.findByText('Para ana.trabajo@empresa.test')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/messages/31/resend')).toEqual([
      { to: 'ana@' },
      { to: 'ana.trabajo@empresa.test' },
    ]);
  });

  it('lets staff change their mind: Cancelar sends nothing', async () => {
    const fetchMock = open({ ...SHIPPED, messages: MESSAGES });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reenviar «Recibimos tu pedido #12» a ana@correo.test' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Enviar a')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/messages/31/resend')).toEqual([]);
  });

  it('shows the server’s sentence when the message cannot be sent again', async () => {
    open(
      { ...SHIPPED, messages: MESSAGES },
      {
        'POST /api/admin/orders/12/messages/31/resend': () =>
          Response.json({ error: 'Este pedido no tiene ese mensaje.' }, { status: 404 }),
      },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reenviar «Recibimos tu pedido #12» a ana@correo.test' }),
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este pedido no tiene ese mensaje.');
  });
});

describe('an order in the back-office', () => {
  it('shows its lines, customer, address, payment and history', async () => {
    open(SHIPPED);
    expect(await screen.findByRole('heading', { name: 'Pedido 12', level: 1 })).toBeTruthy();
    const lines = within(screen.getByRole('table'));
    expect(
      within(lines.getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bota vaquera Ariat', 'Café', '27', '2', 'Precio original: $2,499.00 $2,249.10', '$4,498.20']);
    const customer = within(screen.getByRole('region', { name: 'Cliente y dirección' }));
    expect(customer.getByText('Ana Domínguez')).toBeTruthy();
    expect(customer.getByRole('link', { name: 'ana@correo.test' }).getAttribute('href')).toBe(
      'mailto:ana@correo.test',
    );
    expect(customer.getByText(/Av\. Independencia 1001/)).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Pago' }));
    expect(payment.getByText('NW-7K3M9Q2X')).toBeTruthy();
    expect(payment.getByText('Visa •••• 4242')).toBeTruthy();
    expect(payment.getByText('6 meses sin intereses de $749.70')).toBeTruthy();
    expect(payment.getByText('$4,498.20')).toBeTruthy();
    expect(payment.getByText('Sin reembolso')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'Historial' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      `Pagado · En proceso${formatDateTime(ORDER.created_at)}`,
      `Enviado con DHL, guía 1234567890${formatDateTime('2026-03-06T17:00:00.000Z')} · dueno@tienda.test`,
    ]);
    const shipping = within(screen.getByRole('region', { name: 'Envío' }));
    expect(shipping.getByRole('link', { name: /1234567890/ }).getAttribute('href')).toBe(
      SHIPPED.shipping.tracking_url,
    );
    expect(shipping.queryByRole('button', { name: 'Cancelar y reembolsar' })).toBeNull();
    expect(screen.getByRole('link', { name: '← Pedidos' }).getAttribute('href')).toBe('/admin/pedidos');
  });

  it('names the carrier the shopper chose and the days it was promised', async () => {
    open({
      ...ORDER,
      shipping_choice: {
        carrier: 'Estafeta',
        service: 'Terrestre',
        arrives_from: '2026-12-04',
        arrives_to: '2026-12-08',
        arrives_text: 'Llega entre el vie 4 y el mar 8 de dic',
      },
    });
    const customer = within(await screen.findByRole('region', { name: 'Cliente y dirección' }));
    expect(customer.getByText('Paquetería').nextElementSibling?.textContent).toBe('Estafeta Terrestre');
    expect(customer.getByText('Entrega prometida').nextElementSibling?.textContent).toBe(
      'Llega entre el vie 4 y el mar 8 de dic',
    );
  });

  it('marks it enviado with the carrier and the tracking number, checked before sending', async () => {
    const fetchMock = open(ORDER, { 'POST /api/admin/orders/12/status': () => Response.json(SHIPPED) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar como enviado' }));
    expect(
      screen.getByText('Elige la paquetería: DHL, Estafeta, FedEx, Paquetexpress, Redpack, UPS.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Número de guía').getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/status')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Paquetería'), 'DHL');
    await user.type(screen.getByLabelText('Número de guía'), '12 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    expect(await screen.findByRole('button', { name: 'Marcar como entregado' })).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/status')).toEqual([
      { status: 'enviado', carrier: 'DHL', tracking_number: '1234567890' },
    ]);
    expect(screen.queryByLabelText('Paquetería')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Envío' }));
    expect(screen.getByText('Pedido marcado como enviado.')).toBeTruthy();
  });

  it('marks a shipped order entregado only once staff say yes in the shop’s dialog', async () => {
    const delivered = { ...SHIPPED, shipping_status: 'entregado' as const };
    const fetchMock = open(SHIPPED, { 'POST /api/admin/orders/12/status': () => Response.json(delivered) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar como entregado' }));
    let dialog = within(screen.getByRole('dialog', { name: '¿Marcar el pedido 12 como entregado?' }));
    expect(
      dialog.getByText(/correo diciendo que su pedido llegó.*plazo para pedir una devolución/),
    ).toBeTruthy();
    // Escape sends nothing and leaves the order as it was.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/status')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Marcar como entregado' }));
    dialog = within(screen.getByRole('dialog', { name: '¿Marcar el pedido 12 como entregado?' }));
    await user.click(dialog.getByRole('button', { name: 'Sí, marcar como entregado' }));
    expect(await screen.findAllByText('Entregado')).not.toHaveLength(0);
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/status')).toEqual([{ status: 'entregado' }]);
    expect(screen.queryByRole('button', { name: 'Marcar como entregado' })).toBeNull();
  });

  it('corrects a mistyped guide of a shipped order, checked before sending', async () => {
    const corrected: AdminOrderDetail = {
      ...SHIPPED,
      shipping: {
        ...SHIPPED.shipping,
        carrier: 'Estafeta',
        tracking_number: '1234567899',
        tracking_url: null,
      },
    };
    let now = SHIPPED;
    const fetchMock = open(SHIPPED, {
      'GET /api/admin/orders/12': () => Response.json(now),
      'POST /api/admin/orders/12/tracking': () => Response.json((now = corrected)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Corregir guía' }));
    const form = within(screen.getByRole('form', { name: 'Corregir la guía' }));
    expect((form.getByLabelText('Paquetería') as HTMLSelectElement).value).toBe('DHL');
    const guide = form.getByLabelText('Número de guía');
    expect((guide as HTMLInputElement).value).toBe('1234567890');
    await user.clear(guide);
    await user.type(guide, '12');
    await user.click(form.getByRole('button', { name: 'Guardar guía' }));
    expect(form.getByText('Escribe el número de guía: de 4 a 40 letras, números o guiones.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/tracking')).toEqual([]);

    await user.selectOptions(form.getByLabelText('Paquetería'), 'Estafeta');
    await user.clear(guide);
    await user.type(guide, '12345 67899');
    await user.click(form.getByRole('button', { name: 'Guardar guía' }));
    expect(await screen.findByText('Guía corregida. Le enviamos al cliente la guía correcta.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/tracking')).toEqual([
      { carrier: 'Estafeta', tracking_number: '1234567899' },
    ]);
    expect(screen.queryByRole('form', { name: 'Corregir la guía' })).toBeNull();
    expect(await screen.findByText('1234567899')).toBeTruthy();
  });

  it('does not offer to edit a guide bought through Envia, saying it is the carrier’s', async () => {
    open({ ...SHIPPED, shipping: { ...SHIPPED.shipping, has_label: true } });
    expect(
      await screen.findByText(/La guía se generó en la tienda con Envia: es de la paquetería/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Corregir guía' })).toBeNull();
  });

  it('takes a delivery back within its minutes, only once staff say yes in the shop’s dialog', async () => {
    const until = '2026-03-06T18:10:00.000Z';
    const delivered: AdminOrderDetail = {
      ...SHIPPED,
      shipping_status: 'entregado',
      shipping: { ...SHIPPED.shipping, undo_delivery_until: until },
    };
    let now = delivered;
    const fetchMock = open(delivered, {
      'GET /api/admin/orders/12': () => Response.json(now),
      'POST /api/admin/orders/12/undo-delivery': () => Response.json((now = SHIPPED)),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(`¿Fue un error? Puedes deshacerlo hasta el ${formatDateTime(until)}`, {
        exact: false,
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deshacer entregado' }));
    let dialog = within(screen.getByRole('dialog', { name: '¿Deshacer la entrega del pedido 12?' }));
    expect(
      dialog.getByText(/vuelve a quedar enviado.*otro que le aclara que su pedido sigue en camino/),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/undo-delivery')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deshacer entregado' }));
    dialog = within(screen.getByRole('dialog', { name: '¿Deshacer la entrega del pedido 12?' }));
    await user.click(dialog.getByRole('button', { name: 'Sí, deshacer la entrega' }));
    expect(await screen.findByRole('button', { name: 'Marcar como entregado' })).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/undo-delivery')).toHaveLength(1);
    expect(screen.getByText('Entrega deshecha: el pedido vuelve a estar enviado.')).toBeTruthy();
  });

  it('names a delivery taken back in the history', async () => {
    const undone: AdminOrderDetail = {
      ...SHIPPED,
      history: [
        ...SHIPPED.history,
        { ...SHIPPED.history[0]!, status: 'entregado', changed_at: '2026-03-06T18:00:00.000Z' },
        { ...SHIPPED.history[0]!, changed_at: '2026-03-06T18:03:00.000Z' },
      ],
    };
    open(undone);
    const history = within(await screen.findByRole('region', { name: 'Historial' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent?.split('\u00a0')[0])).toEqual([
      expect.stringMatching(/^Pagado · En proceso/),
      expect.stringMatching(/^Enviado con DHL, guía 1234567890/),
      expect.stringMatching(/^Entregado/),
      expect.stringMatching(/^Entrega deshecha · Enviado con DHL, guía 1234567890/),
    ]);
  });

  it('offers no undo once its minutes passed', async () => {
    open({ ...SHIPPED, shipping_status: 'entregado' });
    expect(await screen.findAllByText('Entregado')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Deshacer entregado' })).toBeNull();
  });

  it('generates the label, opens its PDF in the tab opened by the click and shows the parcel steps', async () => {
    const labelled: AdminOrderDetail = {
      ...SHIPPED,
      shipping: {
        carrier: 'Estafeta',
        tracking_number: '8055241528464720099',
        tracking_url: 'http://127.0.0.1:3000/dev-envia/envios/8055241528464720099',
        has_label: true,
        tracking_steps: [
          { name: 'En camino', at: '2026-03-06T16:00:00.000Z' },
          { name: 'En reparto', at: null },
          { name: 'Entregado', at: null },
        ],
      },
    };
    const tab = { location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = open(ORDER, { 'POST /api/admin/orders/12/label': () => Response.json(labelled) });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar guía' }));
    expect(await screen.findByRole('button', { name: 'Marcar como entregado' })).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/label')).toHaveLength(1);
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/api/admin/orders/12/label');
    expect(screen.getByRole('link', { name: /^Imprimir guía \(PDF\)/ }).getAttribute('href')).toBe(
      '/api/admin/orders/12/label',
    );
    const steps = within(screen.getByRole('list', { name: 'Pasos del paquete' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'En caminovie 6 de mar, 10:00 a.m.',
      'En repartoPendiente',
      'EntregadoPendiente',
    ]);
    expect(
      screen.getByText('Guía generada y pedido marcado como enviado. Le avisamos al cliente.'),
    ).toBeTruthy();
  });

  it('closes the tab and says why when the label cannot be bought, keeping the typed way', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const refusal =
      'No se pudo generar la guía: No pudimos comunicarnos con la paquetería. Intenta de nuevo en unos minutos. El pedido no cambió.';
    open(ORDER, {
      'POST /api/admin/orders/12/label': () => Response.json({ error: refusal }, { status: 502 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar guía' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generar guía' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar como enviado' })).toBeTruthy();
  });

  it('cancels and refunds only after a confirmation', async () => {
    const cancelled: AdminOrderDetail = {
      ...ORDER,
      shipping_status: 'cancelado',
      payment: {
        ...ORDER.payment,
        refunded_at: '2026-03-06T18:00:00.000Z',
        refund_id: 're_123',
        refund: {
          amount: 4498.2,
          refunded_at: '2026-03-06T18:00:00.000Z',
          method: 'payment',
          clabe_last4: null,
          transfer_reference: null,
        },
      },
    };
    const fetchMock = open(ORDER, { 'POST /api/admin/orders/12/cancel': () => Response.json(cancelled) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar y reembolsar' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Cancelar el pedido 12?' }));
    expect(dialog.getByText(/Se devolverán \$4,498\.20 al cliente en su tarjeta •••• 4242/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'No, conservar el pedido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancelar y reembolsar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar y reembolsar' }));
    expect(
      await screen.findByText(`Pedido cancelado y reembolsado ($4,498.20) el 06/03/2026, 12:00 p.m.`),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/cancel')).toEqual([{}]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Envío' }));
    expect(screen.queryByRole('button', { name: 'Marcar como enviado' })).toBeNull();
  });

  it('keeps the order and says why when the refund is refused', async () => {
    open(ORDER, {
      'POST /api/admin/orders/12/cancel': () =>
        Response.json(
          { error: 'La pasarela de pago no pudo hacer el reembolso; el pedido no cambió.' },
          { status: 502 },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar y reembolsar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar y reembolsar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La pasarela de pago no pudo hacer el reembolso; el pedido no cambió.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcar como enviado' })).toBeTruthy();
  });

  it('shows the server’s sentence when the change is refused', async () => {
    open(SHIPPED, {
      'POST /api/admin/orders/12/status': () =>
        Response.json({ error: 'Solo un pedido enviado puede marcarse como entregado.' }, { status: 409 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como entregado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, marcar como entregado' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo un pedido enviado puede marcarse como entregado.',
    );
  });

  it('says so when the order does not exist', async () => {
    stubApi({});
    renderPage(
      <Router base="/admin">
        <Route path="/pedidos/:orderId" component={OrderDetailPage} />
      </Router>,
      { at: '/admin/pedidos/99' },
    );
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
  });

  it('offers a retry when the order could not load', async () => {
    let fail = true;
    open(ORDER, {
      'GET /api/admin/orders/12': () =>
        fail ? Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }) : Response.json(ORDER),
    });
    // A server failure is tried once more on its own, a second later, before the page gives up.
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 3000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Pedido 12', level: 1 })).toBeTruthy();
  });
});

describe('the order, seen by staff', () => {
  it('offers shipping but not cancelling and refunding, which is an owner’s', async () => {
    openAdminOrder(ADMIN_ORDER, {}, 'staff');
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.getByRole('button', { name: 'Marcar como enviado' })).toBeTruthy();
    expect(shipping.queryByRole('button', { name: 'Cancelar y reembolsar' })).toBeNull();
  });

  it('offers the owner both', async () => {
    openAdminOrder(ADMIN_ORDER);
    const shipping = within(await screen.findByRole('region', { name: 'Envío' }));
    expect(shipping.getByRole('button', { name: 'Marcar como enviado' })).toBeTruthy();
    expect(shipping.getByRole('button', { name: 'Cancelar y reembolsar' })).toBeTruthy();
  });
});

describe('an order refunded in part by a return, in the back-office', () => {
  it('shows Reembolsado parcialmente, the refunded and net amounts and the return’s refund, not “Sin reembolso”', async () => {
    openAdminOrder({
      ...ADMIN_ORDER,
      shipping_status: 'entregado',
      money: {
        financial_status: 'Reembolsado parcialmente',
        charged: 4498.2,
        refunded: 2249.1,
        refund_pending: 0,
        net: 2249.1,
        refunds: [
          ledgerRefund({
            amount: 2249.1,
            cause: 'return-refunded',
            return_id: 3,
            requested_at: '2026-03-12T18:00:00.000Z',
            settled_at: '2026-03-12T18:00:01.000Z',
          }),
        ],
        overpayment: null,
      },
    });
    const payment = within(await screen.findByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Reembolsado parcialmente')).toBeTruthy();
    expect(payment.getByText('Reembolsado').nextElementSibling?.textContent).toBe('$2,249.10');
    expect(payment.getByText('Neto').nextElementSibling?.textContent).toBe('$2,249.10');
    expect(payment.queryByText('Sin reembolso')).toBeNull();
    expect(payment.getByText('Reembolso').nextElementSibling?.textContent).toBe(
      `Devolución 3: $2,249.10 a la tarjeta •••• 4242, hecho el ${formatDateTime('2026-03-12T18:00:01.000Z')}`,
    );
  });
});

describe('an order refunded in part and then cancelled, in the back-office', () => {
  it('lists every refund, the partial one first, each with its amount, where it went and its state', async () => {
    const refund = ledgerRefund({
      amount: 2249.1,
      cause: 'order-refunded',
      requested_at: '2026-03-12T18:00:00.000Z',
      settled_at: '2026-03-12T18:00:01.000Z',
    });
    open({
      ...ADMIN_ORDER,
      shipping_status: 'cancelado',
      payment: {
        ...ADMIN_ORDER.payment,
        refunded_at: '2026-03-13T17:00:01.000Z',
        refund_id: 're_cancel',
        refund: {
          amount: 2249.1,
          refunded_at: '2026-03-13T17:00:01.000Z',
          method: 'payment',
          clabe_last4: null,
          transfer_reference: null,
        },
      },
      money: {
        financial_status: 'Reembolsado',
        charged: 4498.2,
        refunded: 4498.2,
        refund_pending: 0,
        net: 0,
        refunds: [
          refund,
          {
            ...refund,
            cause: 'order-cancelled',
            requested_at: '2026-03-13T17:00:00.000Z',
            settled_at: '2026-03-13T17:00:01.000Z',
          },
        ],
        overpayment: null,
      },
      refundable: null,
    });
    const payment = within(await screen.findByRole('region', { name: 'Pago' }));
    const refunds = within(payment.getByRole('list', { name: 'Reembolsos' }));
    expect(refunds.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Reembolso parcial: $2,249.10 a la tarjeta •••• 4242, hecho el ${formatDateTime('2026-03-12T18:00:01.000Z')}`,
      `Cancelación (re_cancel): $2,249.10 a la tarjeta •••• 4242, hecho el ${formatDateTime('2026-03-13T17:00:01.000Z')}`,
    ]);
  });

  describe('internal notes', () => {
    it('shows each note in the history by its time, with who wrote it, and adds one as the server answers', async () => {
      const note = {
        id: 5,
        text: 'Pidió envolver para regalo.\nSin factura.',
        written_by: 'empleado@tienda.test',
        written_at: '2026-03-06T16:00:00.000Z',
      };
      const answered: AdminOrderDetail = {
        ...SHIPPED,
        notes: [
          note,
          {
            id: 6,
            text: 'Llamó: cambia a talla 28.',
            written_by: 'dueno@tienda.test',
            written_at: '2026-03-06T18:00:00.000Z',
          },
        ],
      };
      const fetchMock = open(
        { ...SHIPPED, notes: [note] },
        { 'POST /api/admin/orders/12/notes': () => Response.json(answered, { status: 201 }) },
      );
      const history = within(await screen.findByRole('region', { name: 'Historial' }));
      const steps = () => history.getAllByRole('listitem').map((item) => item.textContent);
      // Before the shipment of 17:00, after the payment.
      expect(steps()[1]).toBe(
        `Nota: Pidió envolver para regalo.\nSin factura.${formatDateTime(note.written_at)} · empleado@tienda.test`,
      );
      expect(steps()[2]).toMatch(/^Enviado/);

      const user = userEvent.setup();
      await user.click(history.getByRole('button', { name: 'Guardar nota' }));
      expect((await history.findByRole('alert')).textContent).toBe(
        'Escribe la nota: de 1 a 1000 caracteres.',
      );
      expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/notes')).toEqual([]);

      await user.type(
        history.getByLabelText('Nota interna (el cliente no la ve)'),
        '  Llamó: cambia a talla 28. ',
      );
      await user.click(history.getByRole('button', { name: 'Guardar nota' }));
      expect(await history.findByText('Nota: Llamó: cambia a talla 28.')).toBeTruthy();
      expect(history.getByLabelText('Nota interna (el cliente no la ve)')).toHaveProperty('value', '');
      expect(history.queryByRole('alert')).toBeNull();
      expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/notes')).toEqual([
        { text: 'Llamó: cambia a talla 28.' },
      ]);
    });
  });
});
