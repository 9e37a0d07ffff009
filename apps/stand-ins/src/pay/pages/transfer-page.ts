import { formatCentavos } from '@store/money';
import { escapeMarkup } from '../../../../server/src/lib/markup';
import type { Stored } from '../objects/stripe-json';
import { devPage } from '../../common/dev-page';
import { successUrl } from '../objects/sessions';
import { transferOf } from '../methods/spei';

/** What the SPEI instructions page shows: where to transfer, how much, and where the payment stands. */
export type TransferView = {
  intentId: string;
  status: 'pending' | 'paid' | 'canceled';
  clabe: string;
  bankName: string;
  beneficiary: string;
  reference: string;
  amount: number;
  amountRemaining: number;
  orderReference: string | null;
  backUrl: string;
};

/** The demo form as the shopper left it, with why it was refused. */
export type TransferForm = { amount: string; error?: string };

/** A transfer's page from its payment intent and session; none for an intent that is not a SPEI one. */
export function transferViewOf(
  intent: Stored<'payment_intent'>,
  session: Stored<'checkout.session'>,
): TransferView | undefined {
  // Once paid or canceled the intent no longer shows the details; the page shows the ones it gave.
  const shown =
    transferOf(intent.data) ??
    (intent.local.instructions?.type === 'display_bank_transfer_instructions'
      ? intent.local.instructions.display_bank_transfer_instructions
      : null);
  const spei = shown?.financial_addresses[0]?.spei;
  if (!shown || !spei) return undefined;
  const { status } = intent.data;
  return {
    intentId: intent.data.id,
    status: status === 'succeeded' ? 'paid' : status === 'requires_action' ? 'pending' : 'canceled',
    clabe: spei.clabe,
    bankName: spei.bank_name,
    beneficiary: spei.account_holder_name,
    reference: shown.reference,
    amount: intent.data.amount,
    amountRemaining: status === 'succeeded' ? 0 : shown.amount_remaining,
    orderReference: session.data.client_reference_id,
    backUrl: successUrl(session),
  };
}

const money = (centavos: number) => escapeMarkup(formatCentavos(centavos));

const OUTCOMES = {
  paid: { title: 'Pagado', text: 'Recibimos tu transferencia. ¡Gracias! Tu pedido ya está confirmado.' },
  canceled: {
    title: 'Cancelado',
    text: 'Este pago se canceló: ya no transfieras a esta referencia. Lo que hayas enviado queda como saldo a tu favor.',
  },
} as const;

const CSS = `
      main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
      .sheet { background: #fff; border-radius: 1rem; padding: 1.25rem; box-shadow: 0 6px 20px rgb(0 0 0 / 8%); }
      .brand { font-weight: 700; letter-spacing: .04em; margin: 0 0 .5rem; }
      dl { display: grid; gap: .6rem; margin: 1rem 0; }
      dl div { display: grid; gap: .1rem; }
      dt { font-size: .85rem; color: #5c4f45; }
      dd { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
      .clabe { font-size: 1.3rem; font-variant-numeric: tabular-nums; letter-spacing: .04em; }
      .outcome { border-radius: .75rem; padding: .75rem 1rem; margin: 1rem 0; background: #e9f5ec; color: #14532d; }
      .outcome.canceled { background: #fdecea; color: #8c1d18; }
      .outcome h2 { margin: 0 0 .25rem; }
      ol { padding-left: 1.25rem; } li { margin: .35rem 0; }
      .demo { border-top: 1px dashed #b9aca0; margin-top: 1.25rem; padding-top: .5rem; }
      .demo form { display: grid; gap: .85rem; }
      @media print { body { background: #fff; } .sheet { box-shadow: none; } .demo, .back { display: none; } }`;

/** The hosted SPEI instructions, in Spanish, at `/dev-pay/transfers/<payment intent>`. */
export function transferPage(view: TransferView, form?: TransferForm): string {
  const pending = view.status === 'pending';
  const outcome = view.status === 'pending' ? undefined : OUTCOMES[view.status];
  const received = view.amount - view.amountRemaining;
  const prefilled = form?.amount ?? (view.amountRemaining / 100).toFixed(2);
  return devPage(
    'Transferencia SPEI · Norteño Western',
    CSS,
    `    <main>
      <article class="sheet" aria-labelledby="titulo">
        <p class="brand">Norteño Western</p>
        <h1 id="titulo">Paga con transferencia SPEI${view.orderReference ? ` · Pedido ${escapeMarkup(view.orderReference)}` : ''}</h1>
        ${outcome ? `<div class="outcome ${view.status}" role="status"><h2>${outcome.title}</h2><p>${outcome.text}</p></div>` : ''}
        ${pending && received > 0 ? `<div class="outcome" role="status"><p>Recibimos ${money(received)} de tu transferencia; faltan ${money(view.amountRemaining)}.</p></div>` : ''}
        <dl>
          <div><dt>CLABE</dt><dd class="clabe">${escapeMarkup(view.clabe)}</dd></div>
          <div><dt>Banco</dt><dd>${escapeMarkup(view.bankName)}</dd></div>
          <div><dt>Beneficiario</dt><dd>${escapeMarkup(view.beneficiary)}</dd></div>
          <div><dt>Referencia</dt><dd>${escapeMarkup(view.reference)}</dd></div>
          <div><dt>Monto del pedido</dt><dd>${money(view.amount)}</dd></div>
          <div><dt>Falta por pagar</dt><dd>${money(view.amountRemaining)}</dd></div>
        </dl>
        ${
          pending
            ? `<h2>Cómo pagar</h2>
        <ol>
          <li>Entra a la app o al portal de tu banco y elige transferir por SPEI.</li>
          <li>Agrega la CLABE de arriba como cuenta destino. Es solo tuya: sirve también para tus próximas compras.</li>
          <li>Transfiere exactamente lo que falta por pagar y escribe la referencia.</li>
          <li>Tu pedido se confirma en cuanto llegue la transferencia; te avisamos por correo.</li>
        </ol>
        <p class="hint">Si transfieres de menos, tu pedido espera el resto; si transfieres de más, la diferencia queda como saldo a tu favor.</p>
        <section class="demo" aria-labelledby="demo">
          <h2 id="demo">Demostración</h2>
          <p class="hint">Solo en la tienda de prueba: lo que pasaría al llegar tu transferencia.</p>
          <form method="post" action="/dev-pay/transfers/${escapeMarkup(view.intentId)}/fund" novalidate>
            ${form?.error ? `<p class="alert" role="alert">${escapeMarkup(form.error)}</p>` : ''}
            <label>Monto de la transferencia (pesos)<input name="amount" inputmode="decimal" maxlength="15" required value="${escapeMarkup(prefilled)}"></label>
            <button type="submit">Simular transferencia</button>
          </form>
        </section>`
            : ''
        }
        <p class="back"><a href="${escapeMarkup(view.backUrl)}">Volver a la tienda</a></p>
      </article>
    </main>`,
  );
}
