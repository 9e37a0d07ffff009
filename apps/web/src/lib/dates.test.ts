import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, shopDayKey } from './dates';

// 05:30 UTC on 1 December is still the evening of 30 November where the shop is (UTC−6).
const LATE_EVENING = '2026-12-01T05:30:00.000Z';

describe('moments on the shop’s clock', () => {
  it('writes an hour and its day as Mexico City reads them, whatever zone this machine is in', () => {
    expect(formatDateTime(LATE_EVENING)).toMatch(/^30\/11\/2026,? 11:30\s?p\.\s?m\.$/);
    expect(formatDate(LATE_EVENING)).toBe('30 de noviembre de 2026');
    expect(shopDayKey(new Date(LATE_EVENING))).toBe('2026-11-30');
    expect(shopDayKey(new Date('2026-12-01T06:00:00.000Z'))).toBe('2026-12-01');
  });

  it('writes a calendar day as that very day, and what is not one as it came', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(formatCalendarDay('2027-01-31')).toBe('31 de enero de 2027');
    expect(formatCalendarDay('pronto')).toBe('pronto');
  });
});
