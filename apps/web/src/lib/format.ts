const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const dateTime = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "$2,499.00": pesos with exactly two decimals, as the spec shows every price. */
export const formatMoney = (pesos: number): string => money.format(pesos);

/** "21/11/2026, 11:05 p.m.": day/month/year and a 12-hour clock. */
export const formatDateTime = (value: Date | string): string => dateTime.format(new Date(value));
