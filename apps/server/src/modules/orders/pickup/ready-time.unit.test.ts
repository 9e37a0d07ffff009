import { describe, expect, it } from 'vitest';
import { pickupReadyText } from './ready-time';

// Mexico City keeps UTC−6 all year (no daylight saving since 2022): 18:00Z is noon at the shop.
const at = (local: string) => new Date(`${local}-06:00`);

describe('when a pick-up order is ready, by the shop’s clock', () => {
  it('is ready in 2 hours while the counter is open and stays open that long', () => {
    expect(pickupReadyText(at('2026-11-24T10:00:00'))).toBe('Listo en 2 horas');
    expect(pickupReadyText(at('2026-11-24T12:30:00'))).toBe('Listo en 2 horas');
    expect(pickupReadyText(at('2026-11-28T18:00:00'))).toBe('Listo en 2 horas');
  });

  it('is ready at the next opening when the counter closes before 2 hours pass, or is closed', () => {
    expect(pickupReadyText(at('2026-11-24T18:01:00'))).toBe('Listo mañana a partir de las 10:00');
    expect(pickupReadyText(at('2026-11-24T23:59:00'))).toBe('Listo mañana a partir de las 10:00');
    expect(pickupReadyText(at('2026-11-25T00:30:00'))).toBe('Listo hoy a partir de las 10:00');
    expect(pickupReadyText(at('2026-11-25T09:59:00'))).toBe('Listo hoy a partir de las 10:00');
  });

  it('skips Sundays', () => {
    // Saturday evening and all of Sunday: Monday morning.
    expect(pickupReadyText(at('2026-11-28T19:00:00'))).toBe('Listo el lunes a partir de las 10:00');
    expect(pickupReadyText(at('2026-11-29T12:00:00'))).toBe('Listo mañana a partir de las 10:00');
  });

  it('skips Mexico’s federal rest days', () => {
    // The third Monday of November 2026 is the 16th (Revolución): Saturday evening waits until Tuesday.
    expect(pickupReadyText(at('2026-11-14T19:00:00'))).toBe('Listo el martes a partir de las 10:00');
    expect(pickupReadyText(at('2026-11-16T12:00:00'))).toBe('Listo mañana a partir de las 10:00');
    // Christmas Eve after hours: Christmas is closed, Saturday the 26th opens.
    expect(pickupReadyText(at('2026-12-24T19:00:00'))).toBe('Listo el sábado a partir de las 10:00');
    expect(pickupReadyText(at('2026-12-31T21:00:00'))).toBe('Listo el sábado a partir de las 10:00');
  });

  it('follows the hours it is given', () => {
    const weekdaysNineToSix = { weekdays: [1, 2, 3, 4, 5], opensAt: 9, closesAt: 18 };
    expect(pickupReadyText(at('2026-11-24T16:00:00'), weekdaysNineToSix)).toBe('Listo en 2 horas');
    expect(pickupReadyText(at('2026-11-24T16:30:00'), weekdaysNineToSix)).toBe(
      'Listo mañana a partir de las 09:00',
    );
    expect(pickupReadyText(at('2026-11-27T17:00:00'), weekdaysNineToSix)).toBe(
      'Listo el lunes a partir de las 09:00',
    );
  });
});
