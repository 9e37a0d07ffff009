import { formatCentavos } from './format';
import type { Centavos } from './units';

/** The plans of meses sin intereses that card payments in Mexico can take, in months. */
export const INSTALLMENT_MONTHS = [3, 6, 9, 12, 18, 24] as const;
export type InstallmentMonths = (typeof INSTALLMENT_MONTHS)[number];

/** A plan the amount qualifies for: how many months, and what each one charges. */
export type InstallmentPlan = { months: InstallmentMonths; monthlyCents: Centavos };

/**
 * The least amount a plan takes: $100 for each month (3 from $300 … 24 from $2,400), the minimums of
 * Stripe's meses sin intereses for Mexican cards.
 */
export const installmentMinimumCents = (months: InstallmentMonths): Centavos => months * 100_00;

export const isInstallmentMonths = (months: number): months is InstallmentMonths =>
  (INSTALLMENT_MONTHS as readonly number[]).includes(months);

/** One month's charge of a plan, as the shopper reads it ("6 meses sin intereses de $833.33"). */
export const monthlyCents = (totalCents: Centavos, months: InstallmentMonths): Centavos =>
  Math.round(totalCents / months);

/** Of the plans the shop offers, those `totalCents` reaches, shortest first. */
export function installmentPlans(
  totalCents: Centavos,
  offered: readonly InstallmentMonths[],
): InstallmentPlan[] {
  return [...offered]
    .sort((a, b) => a - b)
    .filter((months) => totalCents >= installmentMinimumCents(months))
    .map((months) => ({ months, monthlyCents: monthlyCents(totalCents, months) }));
}

/** The longest plan `totalCents` reaches ("Hasta 12 meses sin intereses de $441.58"), if any. */
export const longestInstallmentPlan = (
  totalCents: Centavos,
  offered: readonly InstallmentMonths[],
): InstallmentPlan | null => installmentPlans(totalCents, offered).at(-1) ?? null;

/** "6 meses sin intereses de $833.33": a plan as the order page, the e-mail and the checkout say it. */
export const installmentText = (totalCents: Centavos, months: InstallmentMonths): string =>
  `${months} meses sin intereses de ${formatCentavos(monthlyCents(totalCents, months))}`;
