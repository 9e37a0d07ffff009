import type { CardForm } from './hosted-page';

export type CardCheck =
  | {
      approved: true;
      last4: string;
      brand: string;
      funding: 'credit' | 'debit';
      expMonth: number;
      expYear: number;
    }
  | { approved: false; message: string };

// Stripe's public test numbers: the ones that pay, and the ones that are declined with a reason.
const APPROVED: Record<string, { brand: string; funding: 'credit' | 'debit' }> = {
  '4242424242424242': { brand: 'visa', funding: 'credit' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit' },
  '378282246310005': { brand: 'amex', funding: 'credit' },
  '4000056655665556': { brand: 'visa', funding: 'debit' },
  '5200828282828210': { brand: 'mastercard', funding: 'debit' },
  // Pays; its refunds are made, then fail (Stripe's asynchronous refund failure).
  '4000000000005126': { brand: 'visa', funding: 'credit' },
};
const DECLINED: Record<string, string> = {
  '4000000000000002': 'Tu tarjeta fue rechazada. Intenta con otra tarjeta.',
  '4000000000009995': 'Tu tarjeta no tiene fondos suficientes. Intenta con otra tarjeta.',
  '4000000000000069': 'Tu tarjeta está vencida. Intenta con otra tarjeta.',
};

function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    total += digit;
  }
  return total % 10 === 0;
}

/** What the local checkout's bank says about a card, with the messages a shopper would read. */
export function checkCard(form: CardForm, today = new Date()): CardCheck {
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    return { approved: false, message: 'El número de tarjeta no es válido.' };
  }
  const expiry = form.expiry.replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) {
    return { approved: false, message: 'La fecha de vencimiento no es válida (MM / AA).' };
  }
  if (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1)) {
    return { approved: false, message: 'La fecha de vencimiento de tu tarjeta ya pasó.' };
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { approved: false, message: 'El CVC no es válido.' };
  const declined = DECLINED[digits];
  if (declined) return { approved: false, message: declined };
  const approved = APPROVED[digits];
  if (!approved) {
    return {
      approved: false,
      message: 'Este es un pago de prueba: usa una tarjeta de prueba, como 4242 4242 4242 4242.',
    };
  }
  return { approved: true, last4: digits.slice(-4), ...approved, expMonth: month, expYear: year };
}
