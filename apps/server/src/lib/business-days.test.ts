import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  federalHolidays,
  isBusinessDay,
  returnDeadline,
  returnDeadlineDay,
  withinReturnWindow,
} from './business-days';

describe('federalHolidays', () => {
  it('writes out the rest days of 2026–2028 and the change of federal executive every six years', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
    expect([...federalHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-15',
      '2027-05-01',
      '2027-09-16',
      '2027-11-15',
      '2027-12-25',
    ]);
    expect([...federalHolidays(2028)].sort()).toEqual([
      '2028-01-01',
      '2028-02-07',
      '2028-03-20',
      '2028-05-01',
      '2028-09-16',
      '2028-11-20',
      '2028-12-25',
    ]);
    expect(federalHolidays(2030).has('2030-10-01')).toBe(true);
    expect(federalHolidays(2024).has('2024-10-01')).toBe(true);
    expect(federalHolidays(2026).has('2026-10-01')).toBe(false);
  });
});

describe('addBusinessDays', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-14')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-16')).toBe(false); // third Monday of November
    expect(isBusinessDay('2026-11-17')).toBe(true);
    // Friday 13 Nov → (Sat, Sun, Mon 16 holiday) Tue 17, Wed 18, Thu 19, Fri 20, Mon 23.
    expect(addBusinessDays('2026-11-13', 1)).toBe('2026-11-17');
    expect(addBusinessDays('2026-11-13', 5)).toBe('2026-11-23');
  });

  it('crosses the year with 25 December and 1 January off', () => {
    // Thu 24 Dec → (Fri 25 holiday, weekend) Mon 28, Tue 29, Wed 30, Thu 31, (Fri 1 Jan holiday, weekend) Mon 4 Jan.
    expect(addBusinessDays('2026-12-24', 5)).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-24', 4)).toBe('2026-12-31');
  });
});

describe('the return window', () => {
  // 13 Nov 2026 at 18:00 in Mexico City (UTC−6, no daylight saving since 2022).
  const delivered = new Date('2026-11-14T00:00:00Z');

  it('ends at the end of the fifth business day after delivery, in Mexico City time', () => {
    expect(returnDeadlineDay(delivered)).toBe('2026-11-23');
    expect(returnDeadline(delivered).toISOString()).toBe('2026-11-24T05:59:59.000Z');
  });

  it('takes the shop day of delivery, not the UTC one', () => {
    // 23:30 on Thursday 24 Dec in Mexico City is already the 25th in UTC.
    expect(returnDeadlineDay(new Date('2026-12-25T05:30:00Z'))).toBe('2027-01-04');
  });

  it('accepts the fifth business day and refuses the sixth', () => {
    expect(withinReturnWindow(delivered, new Date('2026-11-23T23:00:00-06:00'))).toBe(true);
    expect(withinReturnWindow(delivered, new Date('2026-11-24T00:00:00-06:00'))).toBe(false);
    expect(withinReturnWindow(delivered, new Date('2026-11-24T10:00:00-06:00'))).toBe(false);
  });
});
