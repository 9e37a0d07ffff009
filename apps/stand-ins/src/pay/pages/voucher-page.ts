import { formatCentavos } from '@store/money';
import { SHOP_TIME_ZONE } from '../../../../server/src/lib/shop-day';
import { escapeMarkup } from '../../../../server/src/lib/markup';
import { code128Svg } from '../../common/code128';
import type { IntentJson, Stored } from '../objects/stripe-json';
import { voucherOf } from '../methods/oxxo';
import { devPage } from '../../common/dev-page';
import { successUrl } from '../objects/sessions';

/** What a voucher page shows: the payment, and where it stands. */
export type VoucherView = {
  intentId: string;
  status: 'pending' | 'paid' | 'lapsed' | 'canceled';
  number: string;
  amount: number;
  /** Unix seconds. */
  expiresAfter: number;
  orderReference: string | null;
  lines: { name: string; quantity: number }[];
  backUrl: string;
};

const day = new Intl.DateTimeFormat('es-MX', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('es-MX', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Where a voucher stands, by its payment intent's status (back to requires_payment_method: lapsed). */
const VOUCHER_STATUS: Record<IntentJson['status'], VoucherView['status']> = {
  requires_action: 'pending',
  succeeded: 'paid',
  requires_payment_method: 'lapsed',
  canceled: 'canceled',
};

/** A voucher's page from its payment intent and session; none for an intent that is not an OXXO one. */
export function voucherViewOf(
  intent: Stored<'payment_intent'>,
  session: Stored<'checkout.session'>,
): VoucherView | undefined {
  // Once paid or lapsed the intent no longer shows the voucher; the page shows the one it gave.
  const shown =
    voucherOf(intent.data) ??
    (intent.local.instructions?.type === 'oxxo_display_details'
      ? intent.local.instructions.oxxo_display_details
      : null);
  if (!shown) return undefined;
  const { status } = intent.data;
  return {
    intentId: intent.data.id,
    status: VOUCHER_STATUS[status],
    number: shown.number,
    amount: intent.data.amount,
    expiresAfter: shown.expires_after,
    orderReference: session.data.client_reference_id,
    lines: session.local.lines.map(({ name, quantity }) => ({ name, quantity })),
    backUrl: successUrl(session),
  };
}

/** "Vence el 28 de noviembre de 2026 a las 23:59", on Mexico City's clock wherever the server runs. */
export function expiryText(unixSeconds: number): string {
  const moment = new Date(unixSeconds * 1000);
  return `Vence el ${day.format(moment)} a las ${time.format(moment)}`;
}

/** The reference as the cashier types it, in groups of four. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const OUTCOMES: Record<Exclude<VoucherView['status'], 'pending'>, { title: string; text: string }> = {
  paid: { title: 'Pagado', text: 'Recibimos tu pago en OXXO. ¡Gracias! Tu pedido ya está confirmado.' },
  lapsed: {
    title: 'Vencido',
    text: 'Esta ficha venció sin pago. Vuelve a la tienda si todavía quieres tu pedido.',
  },
  canceled: { title: 'Cancelado', text: 'Esta ficha ya no se puede pagar.' },
};

const CSS = `
      main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
      .sheet { background: #fff; border-radius: 1rem; padding: 1.25rem; box-shadow: 0 6px 20px rgb(0 0 0 / 8%); }
      .brand { font-weight: 700; letter-spacing: .04em; margin: 0 0 .5rem; }
      .label { font-size: .85rem; color: #5c4f45; margin: 1rem 0 .2rem; }
      .amount { font-size: 2rem; font-weight: 700; margin: 0; }
      .reference { font-size: 1.4rem; font-weight: 700; font-variant-numeric: tabular-nums; letter-spacing: .05em; margin: 0; overflow-wrap: anywhere; }
      .barcode { display: block; width: 100%; height: 5rem; margin: 1rem 0 .25rem; }
      .digits { text-align: center; font-family: ui-monospace, monospace; letter-spacing: .15em; margin: 0 0 .5rem; }
      .expires { font-weight: 700; }
      .outcome { border-radius: .75rem; padding: .75rem 1rem; margin: 1rem 0; background: #e9f5ec; color: #14532d; }
      .outcome.lapsed, .outcome.canceled { background: #fdecea; color: #8c1d18; }
      .outcome h2 { margin: 0 0 .25rem; }
      ol, ul { padding-left: 1.25rem; } li { margin: .35rem 0; }
      .demo { border-top: 1px dashed #b9aca0; margin-top: 1.25rem; padding-top: .5rem; }
      .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
      .actions form { flex: 1 1 12rem; display: grid; }
      @media print {
        body { background: #fff; }
        main { padding: 0; }
        .sheet { box-shadow: none; padding: 0; }
        .demo, .back { display: none; }
      }`;

/** The printable OXXO voucher, in Spanish, at `/dev-pay/vouchers/<payment intent>`. */
export function voucherPage(view: VoucherView): string {
  const id = escapeMarkup(view.intentId);
  const pending = view.status === 'pending';
  const outcome = view.status === 'pending' ? undefined : OUTCOMES[view.status];
  const lines = view.lines.map((line) => `<li>${escapeMarkup(line.name)} × ${line.quantity}</li>`).join('');
  return devPage(
    'Ficha de pago OXXO · Norteño Western',
    CSS,
    `    <main>
      <article class="sheet" aria-labelledby="titulo">
        <p class="brand">Norteño Western</p>
        <h1 id="titulo">Ficha de pago en OXXO${view.orderReference ? ` · Pedido ${escapeMarkup(view.orderReference)}` : ''}</h1>
        ${outcome ? `<div class="outcome ${view.status}" role="status"><h2>${outcome.title}</h2><p>${outcome.text}</p></div>` : ''}
        <p class="label">Monto a pagar</p>
        <p class="amount">${escapeMarkup(formatCentavos(view.amount))}</p>
        <p class="hint">OXXO cobra una comisión al momento de pagar.</p>
        <p class="label">Referencia</p>
        <p class="reference">${escapeMarkup(grouped(view.number))}</p>
        ${pending ? `${code128Svg(view.number, `Código de barras de la referencia ${view.number}`)}<p class="digits">${escapeMarkup(view.number)}</p>` : ''}
        <p class="expires">${escapeMarkup(expiryText(view.expiresAfter))} (hora del centro de México)</p>
        ${
          pending
            ? `<h2>Cómo pagar</h2>
        <ol>
          <li>Acude a cualquier tienda OXXO antes de la fecha de vencimiento.</li>
          <li>Dile al cajero que quieres hacer un pago de OXXOPay y muestra el código.</li>
          <li>Paga en efectivo el monto exacto y guarda tu comprobante.</li>
          <li>Tu pedido se confirma cuando llegue el pago; te avisamos por correo.</li>
        </ol>`
            : ''
        }
        <h2>Tu pedido</h2>
        <ul>${lines}</ul>
        ${
          pending
            ? `<section class="demo" aria-labelledby="demo">
          <h2 id="demo">Demostración</h2>
          <p class="hint">Solo en la tienda de prueba: lo que pasaría en la caja de OXXO.</p>
          <div class="actions">
            <form method="post" action="/dev-pay/vouchers/${id}/pay"><button type="submit">Simular pago en OXXO</button></form>
            <form method="post" action="/dev-pay/vouchers/${id}/expire"><button type="submit" class="secondary">Simular vencimiento</button></form>
          </div>
        </section>`
            : ''
        }
        <p class="back"><a href="${escapeMarkup(view.backUrl)}">Volver a la tienda</a></p>
      </article>
    </main>`,
  );
}
