import { SHOP_TIME_ZONE } from '@store/contract';

/*
 * The shop's clock. Orders, invoices, the packing slip, the CSV and the e-mails count days and hours where
 * the shop is, so every page shows them so too: the same order reads the same hour on the owner's laptop,
 * the clerk's phone and the shopper's, whatever zone each device is set to. Apart from format.ts, which every
 * page loads first: only the pages that show days and hours load these.
 */

const dateTime = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: SHOP_TIME_ZONE,
});

const date = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

// A calendar day has no hour: it is written as itself, in no zone's terms.
const calendarDay = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** "30 de noviembre de 2026": a calendar day (YYYY-MM-DD) as that day; anything else as it came. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return year && month && date ? calendarDay.format(new Date(Date.UTC(year, month - 1, date))) : day;
}

/** "2026-11-26": the shop's day at `moment`, as a date field and the server's day ranges read it. */
export const shopDayKey = (moment: Date = new Date()): string => dayKey.format(moment);

/** "21/11/2026, 11:05 p.m.": day/month/year and a 12-hour clock, in the shop's time zone. */
export const formatDateTime = (value: Date | string): string => dateTime.format(new Date(value));

/**
 * `text` ended as a sentence: with its full stop, unless it already ends in one, as a time in the 12-hour
 * clock does ('… 11:05 p.m.'), which would otherwise read 'p.m..'.
 */
export const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** "6 de marzo de 2026": the day a moment fell on in the shop's time zone, in a sentence. */
export const formatDate = (value: Date | string): string => date.format(new Date(value));

const relative = new Intl.RelativeTimeFormat('es-MX', { numeric: 'always' });
const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

/** "hace 2 días", "hace 3 horas", "hace 5 minutos", "hace un momento": how long ago `value` was, in its largest whole unit. */
export function formatAge(value: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(value).getTime());
  for (const [unit, size] of AGE_UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'hace un momento';
}
