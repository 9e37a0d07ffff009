import { SHOP_TIME_ZONE } from '../shop-time-zone';
const deadline = new Intl.DateTimeFormat('es-MX', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "sábado, 28 de noviembre de 2026, 23:59": when a voucher or a transfer is due, on the shop's clock
 * (Mexico City) whatever the reader's, since that is the clock the deadline runs on.
 */
export function paymentDeadlineText(iso: string): string {
  return `${deadline.format(new Date(iso))} (hora del centro de México)`;
}
