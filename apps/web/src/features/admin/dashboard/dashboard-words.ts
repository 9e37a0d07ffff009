import type { SalesPaymentMethod } from '@store/contract/admin';

const shortDay = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "23 nov": a day of the report (YYYY-MM-DD, already the shop's day), read at UTC so no zone moves it. */
export const formatShortDay = (day: string): string => shortDay.format(new Date(`${day}T00:00:00Z`));

/** What the owner calls each way of paying. */
export const PAYMENT_METHOD_LABEL: Record<SalesPaymentMethod, string> = {
  card: 'Tarjeta, un pago',
  msi: 'Meses sin intereses',
  oxxo: 'OXXO',
  spei: 'SPEI',
};

export const count = new Intl.NumberFormat('es-MX');

const compact = new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 });

/** "$12.5 mil": an axis tick, where the full amount would crowd a phone. */
export const compactPesos = (pesos: number): string => `$${compact.format(pesos)}`;
