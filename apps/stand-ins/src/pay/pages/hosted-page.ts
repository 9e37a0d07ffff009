import { formatCentavos, installmentPlans, installmentText, type InstallmentMonths } from '@store/money';
import { escapeMarkup } from '../../../../server/src/lib/markup';
import type { PaymentMethodType, Stored } from '../objects/stripe-json';
import { devPage } from '../../common/dev-page';
import { installmentsEnabled, oxxoDays } from '../objects/sessions';

const amount = (centavos: number) => escapeMarkup(formatCentavos(centavos));

export type CardForm = { number: string; expiry: string; cvc: string; name: string; installments: string };
export const EMPTY_CARD_FORM: CardForm = { number: '', expiry: '', cvc: '', name: '', installments: '' };

/** Why the page is shown again: the method the shopper tried and what went wrong. */
export type Refusal = { method: PaymentMethodType; message: string };

type Session = Stored<'checkout.session'>;

/**
 * The plans a session's total reaches, when it offers meses sin intereses: of the plans the account
 * offers (`accountPlans`, set in Stripe's Dashboard), as Stripe's Checkout does, never per session.
 */
export const sessionPlans = (session: Session, accountPlans: readonly InstallmentMonths[]) =>
  installmentsEnabled(session.data) ? installmentPlans(session.data.amount_total, accountPlans) : [];

function installmentsField(
  session: Session,
  accountPlans: readonly InstallmentMonths[],
  chosen: string,
): string {
  const plans = sessionPlans(session, accountPlans);
  if (plans.length === 0) return '';
  const total = session.data.amount_total;
  const option = (value: string, text: string) =>
    `<option value="${value}"${value === chosen ? ' selected' : ''}>${escapeMarkup(text)}</option>`;
  return `<label>Meses sin intereses<select name="installments">${[
    option('', `Una sola exhibición de ${formatCentavos(total)}`),
    ...plans.map((plan) => option(String(plan.months), installmentText(total, plan.months))),
  ].join('')}</select></label>
            <p class="hint">Con tarjetas de crédito participantes.</p>`;
}

const alert = (refusal: Refusal | undefined, method: PaymentMethodType) =>
  refusal?.method === method ? `<p class="alert" role="alert">${escapeMarkup(refusal.message)}</p>` : '';

const METHODS: Record<PaymentMethodType, { anchor: string; title: string }> = {
  card: { anchor: 'tarjeta', title: 'Tarjeta' },
  oxxo: { anchor: 'oxxo', title: 'OXXO' },
  customer_balance: { anchor: 'spei', title: 'Transferencia SPEI' },
};

/**
 * One way to pay: its own section with its own form and button, all three in view, so choosing needs
 * no script (and a shopper who scrolls past the card finds the others).
 */
const method = (type: PaymentMethodType, content: string) => {
  const { anchor, title } = METHODS[type];
  return `<section id="${anchor}" class="method" aria-labelledby="${anchor}-titulo">
          <h3 id="${anchor}-titulo">${title}</h3>
          ${content}
        </section>`;
};

/** Links to each section, for a phone where the card form fills the screen. */
const methodLinks = (offered: PaymentMethodType[]) =>
  offered.length < 2
    ? ''
    : `<nav aria-label="Formas de pago"><ul class="choices">${offered
        .map((type) => `<li><a href="#${METHODS[type].anchor}">${METHODS[type].title}</a></li>`)
        .join('')}</ul></nav>`;

function cardMethod(
  session: Session,
  accountPlans: readonly InstallmentMonths[],
  form: CardForm,
  refusal: Refusal | undefined,
): string {
  const field = (name: keyof CardForm) => escapeMarkup(form[name]);
  return `<p class="hint">Tarjeta aprobada 4242 4242 4242 4242; rechazada 4000 0000 0000 0002.</p>
          <form method="post" action="/dev-pay/checkout/${escapeMarkup(session.data.id)}/pay" novalidate>
            ${alert(refusal, 'card')}
            <label>Número de tarjeta<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required value="${field('number')}"></label>
            <div class="pair">
              <label>Vencimiento<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / AA" maxlength="7" required value="${field('expiry')}"></label>
              <label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required value="${field('cvc')}"></label>
            </div>
            <label>Nombre del titular<input name="name" autocomplete="cc-name" maxlength="100" value="${field('name')}"></label>
            ${installmentsField(session, accountPlans, form.installments)}
            <button type="submit">Pagar</button>
          </form>`;
}

function oxxoMethod(session: Session, refusal: Refusal | undefined): string {
  const days = oxxoDays(session.data);
  return `<form method="post" action="/dev-pay/checkout/${escapeMarkup(session.data.id)}/oxxo">
            ${alert(refusal, 'oxxo')}
            <p class="hint">Genera una ficha y paga en efectivo en cualquier OXXO en ${days === 1 ? 'un día' : `${days} días`} a más tardar. Tu pedido se confirma cuando llegue el pago.</p>
            <button type="submit" class="secondary">Pagar en efectivo en OXXO</button>
          </form>`;
}

function transferMethod(session: Session, refusal: Refusal | undefined): string {
  return `<form method="post" action="/dev-pay/checkout/${escapeMarkup(session.data.id)}/spei">
            ${alert(refusal, 'customer_balance')}
            <p class="hint">Te damos una CLABE a tu nombre para que transfieras desde la app de tu banco. Tu pedido se confirma cuando llegue la transferencia.</p>
            <button type="submit" class="secondary">Pagar con transferencia SPEI</button>
          </form>`;
}

const PAGE_CSS = `
      main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem; }
      @media (min-width: 48rem) { main { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); padding-top: 3rem; } }
      main > section { background: #fff; border-radius: 1rem; padding: 1.25rem; box-shadow: 0 6px 20px rgb(0 0 0 / 8%); }
      h1 { font-size: 1.1rem; } h2 { margin-top: 0; } h3 { font-size: 1rem; margin: 0 0 .75rem; }
      .total { font-size: 2rem; font-weight: 700; margin: 0 0 1rem; }
      .lines { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
      .lines li { display: grid; grid-template-columns: 56px minmax(0, 1fr) auto; gap: .75rem; align-items: center; }
      .lines li > span { overflow-wrap: anywhere; }
      .lines img, .thumb { width: 56px; height: 56px; object-fit: cover; border-radius: .5rem; background: #eee; }
      .row { display: flex; justify-content: space-between; margin: .5rem 0; }
      .row.sum { font-weight: 700; border-top: 1px solid #ddd; padding-top: .5rem; }
      .choices { list-style: none; padding: 0; margin: 1rem 0 0; display: flex; flex-wrap: wrap; gap: .5rem; }
      .choices a { display: inline-block; padding: .45rem .9rem; border: 1px solid #b9aca0; border-radius: 999px; text-decoration: none; font-weight: 600; }
      .method { border-top: 1px solid #ddd; margin-top: 1.25rem; padding-top: 1rem; scroll-margin-top: 1rem; }
      form { display: grid; gap: .85rem; }
      .notice { background: #fff6e0; border: 1px solid #e0b84c; border-radius: .5rem; padding: .75rem; overflow-wrap: anywhere; }
      .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: .75rem; }`;

/** The shop's sentence beside the pay button (Stripe's `custom_text.submit`), its addresses as links. */
function noticeOf(message: string | undefined): string {
  if (!message) return '';
  const text = escapeMarkup(message).replace(
    /https?:\/\/[^\s<]+[^\s<.,;:)]/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
  return `<p class="notice" role="note">${text}</p>`;
}

/** The local hosted checkout's payment page, in Spanish, as a shopper sees Stripe's. */
export function hostedCheckoutPage(
  session: Session,
  accountPlans: readonly InstallmentMonths[],
  form: CardForm,
  refusal?: Refusal,
): string {
  const { data, local } = session;
  const lines = local.lines
    .map(
      (line) => `<li>
          ${line.image ? `<img src="${escapeMarkup(line.image)}" alt="" width="56" height="56">` : '<span class="thumb"></span>'}
          <span><strong>${escapeMarkup(line.name)}</strong><br><small>Cantidad: ${line.quantity}</small></span>
          <span>${amount(line.unitAmount * line.quantity)}</span>
        </li>`,
    )
    .join('');
  const shipping = data.shipping_cost
    ? `<p class="row"><span>${escapeMarkup(local.shippingName ?? 'Envío')}</span><span>${
        data.shipping_cost.amount_total === 0 ? 'Gratis' : amount(data.shipping_cost.amount_total)
      }</span></p>`
    : '';
  const offered = data.payment_method_types;
  // A way to pay this session does not offer (a form posted from an old page) is refused above them all.
  const unoffered = refusal && !offered.includes(refusal.method) ? refusal : undefined;
  return devPage(
    'Pagar · Norteño Western',
    PAGE_CSS,
    `    <main>
      <section aria-labelledby="resumen">
        <h1 id="resumen">Norteño Western · Pedido ${escapeMarkup(data.client_reference_id ?? '')}</h1>
        <p class="total">${amount(data.amount_total)}</p>
        <ul class="lines">${lines}</ul>
        <p class="row sum"><span>Subtotal</span><span>${amount(data.amount_subtotal)}</span></p>
        ${shipping}
        <p class="row sum"><span>Total a pagar</span><span>${amount(data.amount_total)}</span></p>
      </section>
      <section aria-labelledby="pago">
        <h2 id="pago">Elige cómo pagar</h2>
        <p class="hint">Pago local de demostración: no se cobra nada.</p>
        ${unoffered ? alert(unoffered, unoffered.method) : ''}
        ${local.email ? `<p class="hint">Recibo a ${escapeMarkup(local.email)}</p>` : ''}
        ${noticeOf(data.custom_text?.submit?.message)}
        ${methodLinks(offered)}
        ${method('card', cardMethod(session, accountPlans, form, refusal))}
        ${offered.includes('oxxo') ? method('oxxo', oxxoMethod(session, refusal)) : ''}
        ${offered.includes('customer_balance') ? method('customer_balance', transferMethod(session, refusal)) : ''}
        <p><a href="${escapeMarkup(data.cancel_url)}">Cancelar y volver a la tienda</a></p>
      </section>
    </main>`,
  );
}
