import { formatCentavos, INSTALLMENT_MONTHS, installmentPlans, installmentText } from '@store/money';
import { escapeMarkup } from '../../../lib/markup';
import type { DevSession } from './dev-pay-state';

const amount = (centavos: number) => escapeMarkup(formatCentavos(centavos));

export type CardForm = { number: string; expiry: string; cvc: string; name: string; installments: string };

/** The plans a session's total reaches, when it offers meses sin intereses: all of Stripe's in Mexico. */
export const sessionPlans = (session: DevSession) =>
  session.installmentsEnabled ? installmentPlans(session.amount_total, INSTALLMENT_MONTHS) : [];

function installmentsField(session: DevSession, chosen: string): string {
  const plans = sessionPlans(session);
  if (plans.length === 0) return '';
  const option = (value: string, text: string) =>
    `<option value="${value}"${value === chosen ? ' selected' : ''}>${escapeMarkup(text)}</option>`;
  return `<label>Meses sin intereses<select name="installments">${[
    option('', `Una sola exhibición de ${formatCentavos(session.amount_total)}`),
    ...plans.map((plan) => option(String(plan.months), installmentText(session.amount_total, plan.months))),
  ].join('')}</select></label>
          <p class="hint">Con tarjetas de crédito participantes.</p>`;
}

/** The local hosted checkout's payment page, in Spanish, as a shopper sees Stripe's. */
export function hostedCheckoutPage(session: DevSession, form: CardForm, error?: string): string {
  const lines = session.lines
    .map(
      (line) => `<li>
          ${line.image ? `<img src="${escapeMarkup(line.image)}" alt="" width="56" height="56">` : '<span class="thumb"></span>'}
          <span><strong>${escapeMarkup(line.name)}</strong><br><small>Cantidad: ${line.quantity}</small></span>
          <span>${amount(line.unitAmount * line.quantity)}</span>
        </li>`,
    )
    .join('');
  const shipping = session.shipping_cost
    ? `<p class="row"><span>${escapeMarkup(session.shippingName ?? 'Envío')}</span><span>${
        session.shipping_cost.amount_total === 0 ? 'Gratis' : amount(session.shipping_cost.amount_total)
      }</span></p>`
    : '';
  const field = (name: keyof CardForm) => escapeMarkup(form[name]);
  return `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Pagar · Norteño Western</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #f6efe3; color: #1f1a17; }
      main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem; }
      @media (min-width: 48rem) { main { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); padding-top: 3rem; } }
      section { background: #fff; border-radius: 1rem; padding: 1.25rem; box-shadow: 0 6px 20px rgb(0 0 0 / 8%); }
      h1 { font-size: 1.1rem; margin: 0 0 .25rem; } h2 { font-size: 1rem; margin: 0 0 1rem; }
      .total { font-size: 2rem; font-weight: 700; margin: 0 0 1rem; }
      ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
      li { display: grid; grid-template-columns: 56px minmax(0, 1fr) auto; gap: .75rem; align-items: center; }
      li > span { overflow-wrap: anywhere; }
      li img, .thumb { width: 56px; height: 56px; object-fit: cover; border-radius: .5rem; background: #eee; }
      .row { display: flex; justify-content: space-between; margin: .5rem 0; }
      .row.sum { font-weight: 700; border-top: 1px solid #ddd; padding-top: .5rem; }
      form { display: grid; gap: .85rem; }
      label { display: grid; gap: .3rem; font-weight: 600; font-size: .9rem; }
      input, select { width: 100%; min-width: 0; box-sizing: border-box; padding: .7rem; font: inherit; border: 1px solid #b9aca0; border-radius: .5rem; background: #fff; }
      input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
      .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: .75rem; }
      button { padding: .85rem; font: inherit; font-weight: 700; background: #3d2417; color: #fff; border: 0; border-radius: .5rem; cursor: pointer; }
      .cash { border-top: 1px solid #ddd; margin-top: 1.25rem; padding-top: 1rem; }
      button.secondary { background: #fff; color: #3d2417; border: 2px solid #3d2417; }
      .alert { background: #fdecea; color: #8c1d18; padding: .75rem; border-radius: .5rem; margin: 0; }
      .hint { color: #5c4f45; font-size: .85rem; margin: 0; }
      a { color: #3d2417; }
    </style>
  </head>
  <body>
    <main>
      <section aria-labelledby="resumen">
        <h1 id="resumen">Norteño Western · Pedido ${escapeMarkup(session.client_reference_id ?? '')}</h1>
        <p class="total">${amount(session.amount_total)}</p>
        <ul>${lines}</ul>
        <p class="row sum"><span>Subtotal</span><span>${amount(session.amount_subtotal)}</span></p>
        ${shipping}
        <p class="row sum"><span>Total a pagar</span><span>${amount(session.amount_total)}</span></p>
      </section>
      <section aria-labelledby="pago">
        <h2 id="pago">Pagar con tarjeta</h2>
        <p class="hint">Pago local de demostración: no se cobra nada. Tarjeta aprobada 4242 4242 4242 4242; rechazada 4000 0000 0000 0002.</p>
        ${session.customer_email ? `<p class="hint">Recibo a ${escapeMarkup(session.customer_email)}</p>` : ''}
        <form method="post" action="/dev-pay/checkout/${escapeMarkup(session.id)}/pay" novalidate>
          ${error ? `<p class="alert" role="alert">${escapeMarkup(error)}</p>` : ''}
          <label>Número de tarjeta<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required value="${field('number')}"></label>
          <div class="pair">
            <label>Vencimiento<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / AA" maxlength="7" required value="${field('expiry')}"></label>
            <label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required value="${field('cvc')}"></label>
          </div>
          <label>Nombre del titular<input name="name" autocomplete="cc-name" maxlength="100" value="${field('name')}"></label>
          ${installmentsField(session, form.installments)}
          <button type="submit">Pagar</button>
        </form>
        <form method="post" action="/dev-pay/checkout/${escapeMarkup(session.id)}/oxxo" class="cash">
          <p class="hint">¿Prefieres efectivo? Genera una ficha y paga en cualquier OXXO; tu pedido se confirma cuando llegue el pago.</p>
          <button type="submit" class="secondary">Pagar en efectivo en OXXO</button>
        </form>
        <p><a href="${escapeMarkup(session.cancel_url)}">Cancelar y volver a la tienda</a></p>
      </section>
    </main>
  </body>
</html>`;
}

/** What the hosted page shows once a session can no longer be paid. */
export function closedCheckoutPage(message: string, backUrl: string): string {
  return `<!doctype html>
<html lang="es-MX">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Pago no disponible</title></head>
  <body style="font-family: system-ui, sans-serif; background: #f6efe3; color: #1f1a17; display: grid; place-items: center; min-height: 100vh; margin: 0;">
    <main style="background: #fff; padding: 2rem; border-radius: 1rem; max-width: 26rem;">
      <h1 style="font-size: 1.2rem;">${escapeMarkup(message)}</h1>
      <p><a href="${escapeMarkup(backUrl)}">Volver a la tienda</a></p>
    </main>
  </body>
</html>`;
}
