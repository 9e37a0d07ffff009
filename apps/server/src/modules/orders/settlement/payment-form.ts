import { isInstallmentMonths, type InstallmentMonths } from '@store/money';
import type { PaymentDetails } from '../../payments';

export type PaymentMethod = PaymentDetails['method'];

/**
 * The SAT's catalogue of payment forms (c_FormaPago), the ones this shop takes: 01 cash (OXXO),
 * 03 electronic transfer (SPEI), 04 credit card, 28 debit card.
 */
export type SatPaymentForm = '01' | '03' | '04' | '28';

/** How an order was paid, as it keeps it. */
export type OrderPayment = {
  paymentMethod: PaymentMethod;
  cardBrand: string | null;
  cardLast4: string | null;
  installmentMonths: InstallmentMonths | null;
  satPaymentForm: SatPaymentForm;
};

/**
 * The order's record of a payment the provider describes. A card the provider cannot call debit is
 * taken as credit (04): cards paid in meses sin intereses are credit cards, and Stripe reports the
 * funding of nearly every card.
 */
export function orderPayment(details: PaymentDetails | null): OrderPayment {
  if (!details) {
    return {
      paymentMethod: 'card',
      cardBrand: null,
      cardLast4: null,
      installmentMonths: null,
      satPaymentForm: '04',
    };
  }
  const months = details.installmentMonths;
  return {
    paymentMethod: details.method,
    cardBrand: details.cardBrand,
    cardLast4: details.cardLast4,
    installmentMonths: months !== null && isInstallmentMonths(months) ? months : null,
    satPaymentForm:
      details.method === 'oxxo'
        ? '01'
        : details.method === 'spei'
          ? '03'
          : details.cardFunding === 'debit'
            ? '28'
            : '04',
  };
}
