import type { Bill } from '@store/contract';
import { regimesFor, usesFor, type OrderInvoiceState } from '@store/contract/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../../test/fixtures';
import {
  COMPANY,
  creditNote,
  fiscalProfile,
  INVOICE_UUID,
  invoiceState,
  orderInvoice,
} from '../../../test/invoices';
import { bill, oxxoInstructions, pendingBill } from '../../../test/orders';
import { renderPage, sentTo, stubApi, type ApiRoutes } from '../../../test/page';
import { BuyDetailsPage } from '../BuyDetailsPage';

const ISSUED: OrderInvoiceState = invoiceState({
  invoice: orderInvoice(),
  can_request: false,
  deadline: null,
});

/** Order 12's page, its invoice's state answered by `state`, and whatever else `routes` answer. */
function open(state: OrderInvoiceState, routes: ApiRoutes = {}, order: Bill = bill()) {
  const fetchMock = stubApi({
    'GET /api/auth/me': () => Response.json(SHOPPER),
    'GET /api/bills': () => Response.json(order),
    'GET /api/invoices/orders/12': () => Response.json(state),
    'GET /api/invoices/fiscal-profiles': () => Response.json([]),
    ...routes,
  });
  renderPage(<BuyDetailsPage />, { at: `/BuyDetails/${order.bill_id}`, route: '/BuyDetails/:orderId' });
  return fetchMock;
}

/** The 'Factura' section once its code and its state have loaded. */
async function section() {
  await screen.findByRole('region', { name: 'Factura' });
  await waitFor(() => expect(screen.queryByText('Cargando…')).toBeNull());
  return within(screen.getByRole('region', { name: 'Factura' }));
}

/** Opens the form from 'Solicitar factura' and answers it. */
async function openForm(user: UserEvent) {
  const invoice = await section();
  await user.click(await invoice.findByRole('button', { name: 'Solicitar factura' }));
  return within(screen.getByRole('form', { name: 'Datos para tu factura' }));
}

/** The values of a select's options, leaving out its empty "Elige…" one. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

/** The form filled with SAT's test company, as a shopper would type it. */
async function fillCompany(form: ReturnType<typeof within>, user: UserEvent) {
  await user.type(form.getByLabelText('RFC'), 'eku9003173c9 ');
  await user.type(form.getByLabelText('Nombre o razón social'), COMPANY.legal_name);
  await user.selectOptions(form.getByLabelText('Régimen fiscal'), '601');
  await user.type(form.getByLabelText('Código postal fiscal'), '42501');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the order's invoice", () => {
  it('offers to ask for one until the last day of the month, and opens the form with the shopper’s e-mail', async () => {
    open(invoiceState());
    const invoice = await section();
    expect(await invoice.findByText('Puedes solicitarla hasta el 30 de noviembre de 2026.')).toBeTruthy();
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(document.activeElement).toBe(form.getByLabelText('RFC'));
    expect(form.getByLabelText('Correo para recibir la factura')).toHaveProperty('value', SHOPPER.email);
    expect(form.getByLabelText('Uso del CFDI')).toHaveProperty('value', 'G03');
    expect(form.getByLabelText('Guardar estos datos para mis próximas facturas')).toHaveProperty(
      'checked',
      false,
    );
    const privacy = form.getByText(/^Usamos tus datos solo para emitir tu factura ante el SAT/);
    expect(privacy.textContent).toBe(
      'Usamos tus datos solo para emitir tu factura ante el SAT. Consulta el Aviso de privacidad (se abre en otra pestaña).',
    );
    expect(
      within(privacy)
        .getByRole('link', { name: /Aviso de privacidad/ })
        .getAttribute('href'),
    ).toBe('/aviso-de-privacidad');
    // The opener gives way to the form's own submit button, and comes back with the focus on 'Cancelar'.
    expect(invoice.getAllByRole('button', { name: 'Solicitar factura' })).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(invoice.getByRole('button', { name: 'Solicitar factura' }));
  });

  it('says under each field what is wrong, names it for screen readers, and sends nothing', async () => {
    const fetchMock = open(invoiceState());
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.clear(form.getByLabelText('Correo para recibir la factura'));
    await user.type(form.getByLabelText('Correo para recibir la factura'), 'rosa@');
    await user.type(form.getByLabelText('Código postal fiscal'), '425ab');
    await user.click(form.getByRole('button', { name: 'Solicitar factura' }));

    const errorOf = (label: string) => {
      const field = form.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
    };
    expect(errorOf('RFC')).toBe(
      'Escribe tu RFC: 13 caracteres si eres persona física, 12 si es una empresa.',
    );
    expect(errorOf('Nombre o razón social')).toBe(
      "Tal como aparece en tu Constancia de Situación Fiscal, sin 'S.A. de C.V.' | Escribe el nombre o razón social tal como aparece en tu Constancia de Situación Fiscal.",
    );
    expect(errorOf('Régimen fiscal')).toBe('Elige tu régimen fiscal.');
    // Letters never reach the postal code: three digits are too few.
    expect(form.getByLabelText('Código postal fiscal')).toHaveProperty('value', '425');
    expect(errorOf('Código postal fiscal')).toBe('El código postal fiscal tiene 5 dígitos.');
    expect(errorOf('Correo para recibir la factura')).toBe(
      'Siempre te la enviamos a tu correo. Si escribes otro, le mandamos un enlace y se la enviamos cuando lo abra y confirme. | Escribe un correo válido para recibir tu factura.',
    );
    expect(form.getByLabelText('Uso del CFDI').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('RFC')));
    expect(sentTo(fetchMock, 'POST', '/api/invoices/orders/12')).toEqual([]);

    // Fixing a field takes its error away; an RFC of 11 characters is still neither a person nor a company.
    await user.type(form.getByLabelText('RFC'), 'EKU9003173C');
    expect(form.getByLabelText('RFC').getAttribute('aria-invalid')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Solicitar factura' }));
    expect(errorOf('RFC')).toBe(
      'Escribe tu RFC: 13 caracteres si eres persona física, 12 si es una empresa.',
    );
  });

  it('offers only the régimenes of the RFC’s kind of taxpayer, and only the usos of the régimen', async () => {
    open(invoiceState());
    const user = userEvent.setup();
    const form = await openForm(user);
    const rfc = form.getByLabelText('RFC');
    const regime = form.getByLabelText('Régimen fiscal');
    const use = form.getByLabelText('Uso del CFDI');
    expect(optionsOf(regime)).toHaveLength(19);

    // A company (12 characters), typed in lower case: it is shown in upper case.
    await user.type(rfc, 'eku9003173c9');
    expect(rfc).toHaveProperty('value', 'EKU9003173C9');
    expect(optionsOf(regime)).toEqual(regimesFor('moral').map((option) => option.code));
    await user.selectOptions(regime, '601');
    expect(optionsOf(use)).toEqual(usesFor('601').map((option) => option.code));
    expect(use).toHaveProperty('value', 'G03');

    // A person (13): 601 is not theirs, so it is cleared.
    await user.clear(rfc);
    await user.type(rfc, 'GODE561231GR8');
    expect(optionsOf(regime)).toEqual(regimesFor('fisica').map((option) => option.code));
    expect(regime).toHaveProperty('value', '');
    // A salaried person cannot deduct a purchase: no G03, so no uso is chosen for them.
    await user.selectOptions(regime, '605');
    expect(optionsOf(use)).toEqual(usesFor('605').map((option) => option.code));
    expect(optionsOf(use)).not.toContain('G03');
    expect(use).toHaveProperty('value', '');
    await user.selectOptions(regime, '616');
    expect(optionsOf(use)).toEqual(['G02', 'S01']);
    await user.selectOptions(use, 'S01');
    // S01 fits 612 as well, so it stays.
    await user.selectOptions(regime, '612');
    expect(use).toHaveProperty('value', 'S01');
  });

  it('issues the invoice, shows it with its files and tells the shopper it was e-mailed', async () => {
    let answer!: (response: Response) => void;
    const issuing = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const fetchMock = open(invoiceState(), { 'POST /api/invoices/orders/12': () => issuing });
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillCompany(form, user);
    await user.click(form.getByLabelText('Guardar estos datos para mis próximas facturas'));
    await user.click(form.getByRole('button', { name: 'Solicitar factura' }));

    const pending = await form.findByRole('button', { name: 'Emitiendo tu factura…' });
    expect(pending).toHaveProperty('disabled', true);
    expect(sentTo(fetchMock, 'POST', '/api/invoices/orders/12')).toEqual([
      {
        rfc: 'EKU9003173C9',
        legal_name: COMPANY.legal_name,
        tax_regime: '601',
        postal_code: '42501',
        cfdi_use: 'G03',
        email: SHOPPER.email,
        save_profile: true,
      },
    ]);
    answer(Response.json(ISSUED, { status: 201 }));

    const invoice = await section();
    expect(await invoice.findByText('Factura emitida')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(invoice.getByText(INVOICE_UUID)).toBeTruthy();
    expect(invoice.getByText(COMPANY.rfc)).toBeTruthy();
    expect(invoice.getByText(COMPANY.legal_name)).toBeTruthy();
    const pdf = invoice.getByRole('link', { name: 'Descargar PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/invoices/7/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    const xml = invoice.getByRole('link', { name: 'Descargar XML' });
    expect(xml.getAttribute('href')).toBe('/api/invoices/7/xml');
    expect(xml.hasAttribute('download')).toBe(true);
    expect(invoice.getByText('Te la enviamos a rosa@example.mx.')).toBeTruthy();
    expect(await screen.findByText('Tu factura está lista. También te la enviamos por correo.')).toBeTruthy();
    expect(document.activeElement).toBe(invoice.getByRole('heading', { name: 'Factura' }));
    // The saved data were asked for again, to offer them next time.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => input === '/api/invoices/fiscal-profiles'),
      ).toHaveLength(2),
    );
  });

  it('shows the server’s refusal under the field it names, and focuses it', async () => {
    open(invoiceState(), {
      'POST /api/invoices/orders/12': () =>
        Response.json(
          {
            error: 'El código postal 42501 no coincide con el de tu Constancia de Situación Fiscal.',
            field: 'postal_code',
          },
          { status: 422 },
        ),
    });
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillCompany(form, user);
    await user.click(form.getByRole('button', { name: 'Solicitar factura' }));

    const postalCode = form.getByLabelText('Código postal fiscal');
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(postalCode.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(
      'El código postal 42501 no coincide con el de tu Constancia de Situación Fiscal.',
    );
    expect(error?.previousElementSibling).toBe(postalCode);
    expect(document.activeElement).toBe(postalCode);
    expect(form.getByLabelText('RFC').getAttribute('aria-invalid')).toBeNull();
    expect(form.queryByRole('alert')).toBeNull();
    expect(form.getByRole('button', { name: 'Solicitar factura' })).toHaveProperty('disabled', false);
  });

  it('says so when the invoicing service is down, keeping what was typed', async () => {
    open(invoiceState(), {
      'POST /api/invoices/orders/12': () =>
        Response.json(
          { error: 'El servicio de facturación no responde. Intenta de nuevo en unos minutos.' },
          { status: 502 },
        ),
    });
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillCompany(form, user);
    await user.click(form.getByRole('button', { name: 'Solicitar factura' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'El servicio de facturación no responde. Intenta de nuevo en unos minutos.',
    );
    expect(form.getByLabelText('RFC')).toHaveProperty('value', COMPANY.rfc);
  });

  it('shows the invoice issued meanwhile, with the server’s word for it, when the order already has one', async () => {
    let state = invoiceState();
    open(state, {
      'GET /api/invoices/orders/12': () => Response.json(state),
      'POST /api/invoices/orders/12': () => {
        state = ISSUED;
        return Response.json({ error: 'Este pedido ya tiene factura.' }, { status: 409 });
      },
    });
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillCompany(form, user);
    await user.click(form.getByRole('button', { name: 'Solicitar factura' }));
    const invoice = await section();
    expect(await invoice.findByText('Este pedido ya tiene factura.')).toBeTruthy();
    expect(await invoice.findByRole('link', { name: 'Descargar PDF' })).toBeTruthy();
  });

  it('preselects the saved fiscal data the shopper used last, and its fields', async () => {
    open(invoiceState(), {
      'GET /api/invoices/fiscal-profiles': () =>
        Response.json([
          fiscalProfile({
            fiscal_profile_id: 4,
            rfc: 'GODE561231GR8',
            legal_name: 'EMILIO GOMEZ DIAZ',
            tax_regime: '612',
            postal_code: '31000',
            cfdi_use: 'G01',
            email: 'emilio@correo.mx',
          }),
          fiscalProfile(),
        ]),
    });
    const user = userEvent.setup();
    const form = await openForm(user);
    const saved = await form.findByLabelText('Usar datos guardados');
    await waitFor(() => expect(saved).toHaveProperty('value', '4'));
    expect(form.getByLabelText('RFC')).toHaveProperty('value', 'GODE561231GR8');
    expect(form.getByLabelText('Nombre o razón social')).toHaveProperty('value', 'EMILIO GOMEZ DIAZ');
    expect(form.getByLabelText('Código postal fiscal')).toHaveProperty('value', '31000');
    expect(form.getByLabelText('Correo para recibir la factura')).toHaveProperty('value', 'emilio@correo.mx');
  });

  it('opens blank without saved fiscal data', async () => {
    open(invoiceState());
    const user = userEvent.setup();
    const form = await openForm(user);
    await waitFor(() => expect(form.getByLabelText('RFC')).toHaveProperty('value', ''));
    expect(form.queryByLabelText('Usar datos guardados')).toBeNull();
  });

  it('fills the form with saved data chosen from "Usar datos guardados"', async () => {
    open(invoiceState(), {
      'GET /api/invoices/fiscal-profiles': () =>
        Response.json([
          fiscalProfile(),
          fiscalProfile({
            fiscal_profile_id: 4,
            rfc: 'GODE561231GR8',
            legal_name: 'EMILIO GOMEZ DIAZ',
            tax_regime: '612',
            postal_code: '31000',
            cfdi_use: 'G01',
            email: 'emilio@correo.mx',
          }),
        ]),
    });
    const user = userEvent.setup();
    const form = await openForm(user);
    const saved = await form.findByLabelText('Usar datos guardados');
    await user.selectOptions(saved, '4');
    expect(form.getByLabelText('RFC')).toHaveProperty('value', 'GODE561231GR8');
    expect(form.getByLabelText('Nombre o razón social')).toHaveProperty('value', 'EMILIO GOMEZ DIAZ');
    expect(form.getByLabelText('Régimen fiscal')).toHaveProperty('value', '612');
    expect(form.getByLabelText('Código postal fiscal')).toHaveProperty('value', '31000');
    expect(form.getByLabelText('Uso del CFDI')).toHaveProperty('value', 'G01');
    expect(form.getByLabelText('Correo para recibir la factura')).toHaveProperty('value', 'emilio@correo.mx');
  });

  it('shows an invoice already issued, and offers a new one after a cancelled one', async () => {
    open(ISSUED);
    const invoice = await section();
    expect(await invoice.findByRole('link', { name: 'Descargar XML' })).toBeTruthy();
    expect(invoice.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
  });

  it('shows each credit note of a refund under its own section, with its amount, folio fiscal and files', async () => {
    open({ ...ISSUED, credit_notes: [creditNote()] });
    await section();
    const notes = within(await screen.findByRole('region', { name: 'Nota de crédito' }));
    expect(notes.getByText('$1,000.00')).toBeTruthy();
    expect(notes.getByText('5b1d2e3f-6a7b-4c8d-9e0f-1a2b3c4d5e6f')).toBeTruthy();
    expect(notes.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')).toBe(
      '/api/credit-notes/3/pdf',
    );
    expect(notes.getByRole('link', { name: 'Descargar XML' }).getAttribute('href')).toBe(
      '/api/credit-notes/3/xml',
    );
  });

  it('has no credit note section while the invoice has none', async () => {
    open(ISSUED);
    const invoice = await section();
    expect(await invoice.findByRole('link', { name: 'Descargar XML' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Nota de crédito' })).toBeNull();
  });

  it('says the invoice went to the account, and to another address only once it is confirmed', async () => {
    open(
      invoiceState({
        invoice: orderInvoice({ other_email: { email: 'facturas@kemper.mx', confirmed: false } }),
        can_request: false,
      }),
    );
    const invoice = await section();
    expect(
      await invoice.findByText(
        'Te la enviamos a tu correo, rosa@example.mx. Para enviarla también a facturas@kemper.mx, abre el enlace que le mandamos a ese correo.',
      ),
    ).toBeTruthy();
  });

  it('names both addresses once the other one was confirmed', async () => {
    open(
      invoiceState({
        invoice: orderInvoice({ other_email: { email: 'facturas@kemper.mx', confirmed: true } }),
        can_request: false,
      }),
    );
    const invoice = await section();
    expect(await invoice.findByText('Te la enviamos a rosa@example.mx y a facturas@kemper.mx.')).toBeTruthy();
  });

  it('says a cancelled invoice was cancelled and offers to ask for another while it can', async () => {
    open(invoiceState({ invoice: orderInvoice({ status: 'cancelada' }) }));
    const invoice = await section();
    expect(await invoice.findByText(/fue cancelada/)).toBeTruthy();
    expect(invoice.getByText('Puedes solicitar una nueva hasta el 30 de noviembre de 2026.')).toBeTruthy();
    expect(invoice.getByRole('button', { name: 'Solicitar factura' })).toBeTruthy();
    expect(invoice.queryByRole('link', { name: 'Descargar PDF' })).toBeNull();
  });

  it('gives the server’s reason when an invoice can no longer be asked for', async () => {
    const reason =
      'Las facturas se piden dentro del mes en que pagaste. Este pedido ya entró en la factura global de octubre.';
    open(invoiceState({ can_request: false, reason, deadline: null }));
    const invoice = await section();
    expect(await invoice.findByText(reason)).toBeTruthy();
    expect(invoice.queryByRole('button')).toBeNull();
  });

  it('has no invoice section for an order never paid, and does not ask about it', async () => {
    const fetchMock = open(invoiceState(), {}, pendingBill(oxxoInstructions()));
    expect(await screen.findByRole('heading', { name: 'Pedido #12', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Factura' })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => input)).not.toContain('/api/invoices/orders/12');
  });

  it('shows nothing for a cancelled order without an invoice', async () => {
    open(
      invoiceState({ can_request: false, reason: 'El pedido se canceló.', deadline: null }),
      {},
      bill({ shipping_status: 'cancelado' }),
    );
    expect(await screen.findByRole('heading', { name: 'Pedido #12', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('El pedido se canceló.')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Factura' })).toBeNull();
  });
});
