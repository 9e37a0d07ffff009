import { describe, expect, it } from 'vitest';
import { arrivalRange, arrivalText, dispatchDay } from './delivery-dates';

// Mexico City keeps UTC−6 all year.
const at = (local: string) => new Date(`${local}-06:00`);

describe('the day a parcel leaves the store', () => {
  it('is the same business day when paid for before 14:00', () => {
    expect(dispatchDay(at('2025-12-01T13:59'))).toBe('2025-12-01');
  });

  it('is the next business day when paid for later, or on a weekend', () => {
    expect(dispatchDay(at('2025-12-01T14:00'))).toBe('2025-12-02');
    expect(dispatchDay(at('2025-12-05T18:30'))).toBe('2025-12-08');
    expect(dispatchDay(at('2025-12-06T09:00'))).toBe('2025-12-08');
  });

  it('skips a federal holiday', () => {
    // 16 September 2025 was a Tuesday.
    expect(dispatchDay(at('2025-09-15T16:00'))).toBe('2025-09-17');
  });

  it('counts by the shop’s clock, wherever the server runs', () => {
    // 03:00 in UTC on Tuesday is still Monday 21:00 in Chihuahua: the parcel leaves Tuesday.
    expect(dispatchDay(new Date('2025-12-02T03:00:00Z'))).toBe('2025-12-02');
  });
});

describe('when a parcel arrives, in words', () => {
  it('names a range within one month once', () => {
    expect(arrivalText('2025-12-02', '2025-12-04')).toBe('Llega entre el mar 2 y el jue 4 de dic');
  });

  it('names both months when the range crosses one', () => {
    expect(arrivalText('2025-11-28', '2025-12-02')).toBe('Llega entre el vie 28 de nov y el mar 2 de dic');
  });

  it('names the years when the range crosses one', () => {
    expect(arrivalText('2025-12-31', '2026-01-05')).toBe(
      'Llega entre el mié 31 de dic de 2025 y el lun 5 de ene de 2026',
    );
  });

  it('names one day when the range is a single day', () => {
    expect(arrivalText('2025-12-02', '2025-12-02')).toBe('Llega el mar 2 de dic');
  });

  it('counts business days from the day it leaves', () => {
    expect(arrivalRange(at('2025-12-01T10:00'), { minDays: 1, maxDays: 3 })).toEqual({
      from: '2025-12-02',
      to: '2025-12-04',
      text: 'Llega entre el mar 2 y el jue 4 de dic',
    });
    // Paid on Friday afternoon: it leaves on Monday, arrives from Tuesday.
    expect(arrivalRange(at('2025-12-05T16:00'), { minDays: 1, maxDays: 2 })).toEqual({
      from: '2025-12-09',
      to: '2025-12-10',
      text: 'Llega entre el mar 9 y el mié 10 de dic',
    });
  });
});
