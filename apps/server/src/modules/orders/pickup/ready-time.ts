import { PICKUP_HOURS } from '@store/contract';
import { federalHolidays } from '../../../lib/business-days';
import { shopDateTime } from '../../../lib/shop-day';

/** What it takes staff to gather an order and have it at the counter, while the store is open. */
export const PICKUP_PREPARATION_HOURS = 2;

export type PickupHours = { weekdays: readonly number[]; opensAt: number; closesAt: number };

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const DAY_MS = 24 * 3600 * 1000;

const asUtcNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const weekdayOf = (day: string) => asUtcNoon(day).getUTCDay();
const dayAfter = (day: string) => new Date(asUtcNoon(day).getTime() + DAY_MS).toISOString().slice(0, 10);

/** Whether the counter opens on `day` (YYYY-MM-DD): one of its weekdays, and no federal rest day. */
const counterOpens = (day: string, hours: PickupHours) =>
  hours.weekdays.includes(weekdayOf(day)) && !federalHolidays(Number(day.slice(0, 4))).has(day);

/**
 * When an order paid at `now` is ready at the store, by the shop's clock: 'Listo en 2 horas' while the
 * counter is open and stays open that long; otherwise from the next opening, 'Listo hoy a partir de las
 * 10:00' before it opens, 'Listo mañana a partir de las 10:00', or the weekday after a Sunday or a federal
 * rest day ('Listo el martes a partir de las 10:00').
 */
export function pickupReadyText(now: Date, hours: PickupHours = PICKUP_HOURS): string {
  const [today = '', time = ''] = shopDateTime(now).split('T');
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const minutes = hour * 60 + minute;
  const opensAt = `${String(hours.opensAt).padStart(2, '0')}:00`;
  if (counterOpens(today, hours)) {
    if (minutes < hours.opensAt * 60) return `Listo hoy a partir de las ${opensAt}`;
    if (minutes + PICKUP_PREPARATION_HOURS * 60 <= hours.closesAt * 60) {
      return `Listo en ${PICKUP_PREPARATION_HOURS} horas`;
    }
  }
  let day = dayAfter(today);
  let daysAhead = 1;
  // A week always holds an opening unless every day of it is closed; the bound only keeps a bad schedule
  // from looping.
  while (!counterOpens(day, hours) && daysAhead < 14) {
    day = dayAfter(day);
    daysAhead += 1;
  }
  const when = daysAhead === 1 ? 'mañana' : `el ${WEEKDAYS[weekdayOf(day)] ?? ''}`;
  return `Listo ${when} a partir de las ${opensAt}`;
}
