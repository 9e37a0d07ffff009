import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toCentavos, type InstallmentMonths } from '@store/money';
import { oxxoTakes } from '../methods/oxxo-limits';
import { payWithCard } from '../methods/card';
import type { DevPay } from '../context';
import {
  EMPTY_CARD_FORM,
  hostedCheckoutPage as hostedPage,
  sessionPlans,
  type CardForm,
  type Refusal,
} from './hosted-page';
import type { Stored } from '../objects/stripe-json';
import { payWithOxxo, settleVoucher } from '../methods/oxxo';
import { closedCheckoutPage } from './page-frame';
import { fundCashBalance, payWithTransfer, transferOf } from '../methods/spei';
import { successUrl } from '../objects/sessions';
import { checkCard } from './test-cards';
import { transferPage, transferViewOf, type TransferForm } from './transfer-page';
import { voucherPage, voucherViewOf } from './voucher-page';

const idParams = z.object({ id: z.string().max(200) });
const cardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(100).default(''),
  installments: z.string().max(2).default(''),
});
const transferForm = z.object({ amount: z.string().max(30).default('') });

const NO_VOUCHER = 'Esta ficha no existe.';
const NO_PAYMENT = 'Este pago no existe.';

const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

/** Pesos as a person writes them ("1,499.50", "$1499") to centavos; undefined when it is not an amount. */
function pesosToCentavos(text: string): number | undefined {
  const plain = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(plain)) return undefined;
  const centavos = toCentavos(Number(plain));
  return centavos > 0 ? centavos : undefined;
}

/**
 * The pages a shopper sees at dev-pay: the hosted checkout with its three ways to pay, the printable
 * OXXO voucher and the SPEI instructions, each with demo buttons for what would happen at the store or
 * the bank. Each route reads, calls one operation, and answers a page or the way to the next one.
 */
export function pageRoutes(devPay: DevPay, accountPlans: readonly InstallmentMonths[]): FastifyPluginAsync {
  return async (app) => {
    const { store } = devPay;
    const hostedCheckoutPage = (session: Stored<'checkout.session'>, form: CardForm, refusal?: Refusal) =>
      hostedPage(session, accountPlans, form, refusal);

    /**
     * The session a hosted-page request is about while it can still be paid; otherwise the answer has
     * been sent (a page saying it does not exist or expired, or the way to the success page).
     */
    const payableSession = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<Stored<'checkout.session'> | undefined> => {
      const { id } = idParams.parse(request.params);
      const session = await store.find('checkout.session', id);
      html(reply);
      if (!session) {
        void reply.status(404).send(closedCheckoutPage(NO_PAYMENT, devPay.publicUrl));
      } else if (session.data.status === 'complete') {
        void reply.redirect(successUrl(session), 303);
      } else if (session.data.status === 'expired') {
        void reply
          .status(410)
          .send(
            closedCheckoutPage(
              'Este pago venció. Vuelve a la tienda para intentarlo de nuevo.',
              session.data.cancel_url,
            ),
          );
      } else {
        return session;
      }
      return undefined;
    };

    /** After a payment method's operation: on to the shop's success page, or the page again with why not. */
    const afterChoice = async (
      request: FastifyRequest,
      reply: FastifyReply,
      session: Stored<'checkout.session'>,
      outcome: 'issued' | 'paid' | 'not open' | 'not offered',
      refusal: Refusal,
    ) => {
      if (outcome === 'not offered') {
        return reply.status(400).send(hostedCheckoutPage(session, EMPTY_CARD_FORM, refusal));
      }
      if (outcome !== 'not open') return reply.redirect(successUrl(session), 303);
      // Ended meanwhile (paid in another tab, expired): the session's state says where to go.
      const open = await payableSession(request, reply);
      return open ? hostedCheckoutPage(open, EMPTY_CARD_FORM) : reply;
    };

    app.get('/checkout/:id', async (request, reply) => {
      const session = await payableSession(request, reply);
      return session ? hostedCheckoutPage(session, EMPTY_CARD_FORM) : reply;
    });

    app.post('/checkout/:id/pay', async (request, reply) => {
      const session = await payableSession(request, reply);
      if (!session) return reply;
      const form: CardForm = cardForm.parse(request.body ?? {});
      // The page again with the shopper's form (never its CVC) and why the payment did not go through.
      const refuse = (status: number, message: string) =>
        reply
          .status(status)
          .send(hostedCheckoutPage(session, { ...form, cvc: '' }, { method: 'card', message }));
      const card = checkCard(form);
      if (!card.approved) return refuse(402, card.message);
      const plan = sessionPlans(session, accountPlans).find(
        (offered) => String(offered.months) === form.installments,
      );
      if (form.installments !== '' && !plan) {
        return refuse(400, 'Elige un plazo de meses sin intereses de la lista.');
      }
      if (plan && card.funding === 'debit') {
        return refuse(
          402,
          'Tu tarjeta de débito no acepta meses sin intereses. Elige una sola exhibición u otra tarjeta.',
        );
      }
      const outcome = await payWithCard(devPay, session.data.id, card, plan?.months ?? null);
      return afterChoice(request, reply, session, outcome, { method: 'card', message: '' });
    });

    app.post('/checkout/:id/oxxo', async (request, reply) => {
      const session = await payableSession(request, reply);
      if (!session) return reply;
      return afterChoice(request, reply, session, await payWithOxxo(devPay, session.data.id), {
        method: 'oxxo',
        // Over Stripe's limit, or left out by the shop (it offers only cards for this order).
        message: oxxoTakes(session.data.amount_total)
          ? 'El pago en OXXO no está disponible para este pedido. Elige otra forma de pago.'
          : 'OXXO acepta pagos de $10.00 a $10,000.00. Elige otra forma de pago.',
      });
    });

    app.post('/checkout/:id/spei', async (request, reply) => {
      const session = await payableSession(request, reply);
      if (!session) return reply;
      return afterChoice(request, reply, session, await payWithTransfer(devPay, session.data.id), {
        method: 'customer_balance',
        message: 'La transferencia SPEI no está disponible para este pago. Elige otra forma de pago.',
      });
    });

    /** The payment intent a voucher or transfer page is about, with its session; none: a 404 page sent. */
    const intentPage = async (request: FastifyRequest, reply: FastifyReply, missing: string) => {
      const { id } = idParams.parse(request.params);
      html(reply);
      const intent = await store.find('payment_intent', id);
      const session = intent ? await store.find('checkout.session', intent.local.session) : undefined;
      if (intent && session) return { intent, session };
      void reply.status(404).send(closedCheckoutPage(missing, devPay.publicUrl));
      return undefined;
    };

    app.get('/vouchers/:id', async (request, reply) => {
      const found = await intentPage(request, reply, NO_VOUCHER);
      const view = found && voucherViewOf(found.intent, found.session);
      if (!found) return reply;
      return view
        ? voucherPage(view)
        : reply.status(404).send(closedCheckoutPage(NO_VOUCHER, devPay.publicUrl));
    });

    for (const [action, outcome] of [
      ['pay', 'succeeded'],
      ['expire', 'failed'],
    ] as const) {
      app.post(`/vouchers/:id/${action}`, async (request, reply) => {
        const found = await intentPage(request, reply, NO_VOUCHER);
        if (!found) return reply;
        // Already paid or lapsed: nothing changes, and the page says how it ended.
        await settleVoucher(devPay, found.intent.data.id, outcome);
        return reply.redirect(`/dev-pay/vouchers/${found.intent.data.id}`, 303);
      });
    }

    const showTransfer = async (request: FastifyRequest, reply: FastifyReply, form?: TransferForm) => {
      const found = await intentPage(request, reply, NO_PAYMENT);
      if (!found) return reply;
      const view = transferViewOf(found.intent, found.session);
      if (!view) return reply.status(404).send(closedCheckoutPage(NO_PAYMENT, devPay.publicUrl));
      return reply.status(form?.error ? 400 : 200).send(transferPage(view, form));
    };

    app.get('/transfers/:id', async (request, reply) => showTransfer(request, reply));

    app.post('/transfers/:id/fund', async (request, reply) => {
      const { id } = idParams.parse(request.params);
      const { amount } = transferForm.parse(request.body ?? {});
      const intent = await store.find('payment_intent', id);
      const transfer = intent && transferOf(intent.data);
      // Paid or canceled meanwhile: the page says so.
      if (!intent?.data.customer || !transfer) return reply.redirect(`/dev-pay/transfers/${id}`, 303);
      const centavos = pesosToCentavos(amount);
      if (centavos === undefined) {
        return showTransfer(request, reply, {
          amount,
          error: 'Escribe un monto en pesos, por ejemplo 1499.50.',
        });
      }
      await fundCashBalance(devPay, intent.data.customer, centavos, transfer.reference);
      return reply.redirect(`/dev-pay/transfers/${id}`, 303);
    });
  };
}
