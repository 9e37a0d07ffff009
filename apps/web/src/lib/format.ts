import { formatCentavos, toCentavos } from '@store/money';

const dateTime = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const date = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });

/** "$2,499.00": pesos, as the API sends prices, written as the shop writes every amount. */
export const formatMoney = (pesos: number): string => formatCentavos(toCentavos(pesos));

/** An amount the browser computed, which it keeps in whole centavos. */
export { formatCentavos };

/** "21/11/2026, 11:05 p.m.": day/month/year and a 12-hour clock. */
export const formatDateTime = (value: Date | string): string => dateTime.format(new Date(value));

/** "6 de marzo de 2026": a day in a sentence. */
export const formatDate = (value: Date | string): string => date.format(new Date(value));
