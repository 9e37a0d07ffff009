import { invoiceMonth } from '@store/contract/admin';
import { shopDayKey } from '../../../lib/dates';

const monthName = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month as the API takes it (YYYY-MM, 2000-2099); anything else is not one. */
export const isMonth = (value: string): boolean => invoiceMonth.safeParse(value).success;

/** The month it is now in Mexico City, where the shop invoices ("2026-11"). */
export const currentMonth = (now: Date = new Date()): string => shopDayKey(now).slice(0, 7);

const firstDay = (month: string): Date => {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1));
};

/** The month `by` months before (negative) or after `month`. */
export function shiftMonth(month: string, by: number): string {
  const day = firstDay(month);
  day.setUTCMonth(day.getUTCMonth() + by);
  return `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "noviembre de 2026". */
export const formatMonth = (month: string): string => monthName.format(firstDay(month));
