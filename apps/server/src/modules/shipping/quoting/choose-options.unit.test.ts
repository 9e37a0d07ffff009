import { describe, expect, it } from 'vitest';
import type { CarrierRate } from '../envia/envia-client';
import { chooseOptions, MAX_OPTIONS } from './choose-options';

const rate = (
  carrier: string,
  service: string,
  pesos: number,
  minDays: number,
  maxDays: number,
): CarrierRate => ({
  carrier,
  service,
  carrierName: carrier,
  serviceName: service,
  priceCents: pesos * 100,
  minDays,
  maxDays,
});

const names = (rates: readonly CarrierRate[]) => rates.map((each) => `${each.carrier}/${each.service}`);

describe('choosing the options a shopper sees', () => {
  const RATES = [
    rate('dhl', 'express', 320, 1, 2),
    rate('estafeta', 'ground', 180, 3, 5),
    rate('fedex', 'saver', 240, 2, 3),
    rate('paquetexpress', 'ground', 170, 3, 6),
    rate('dhl', 'economy', 200, 3, 5),
    rate('fedex', 'overnight', 380, 1, 2),
    rate('estafeta', 'express', 260, 1, 2),
  ];

  it('offers at most four, cheapest first, marking the cheapest and the fastest', () => {
    const chosen = chooseOptions(RATES);
    expect(chosen).toHaveLength(MAX_OPTIONS);
    expect(names(chosen)).toEqual([
      'paquetexpress/ground',
      'estafeta/ground',
      'fedex/saver',
      'estafeta/express',
    ]);
    expect(chosen.filter((each) => each.cheapest).map((each) => each.carrier)).toEqual(['paquetexpress']);
    // Three arrive in one or two days; estafeta's costs least of them.
    expect(names(chosen.filter((each) => each.fastest))).toEqual(['estafeta/express']);
  });

  it('leaves out what another option beats on both price and time', () => {
    // dhl/economy costs more than estafeta/ground for the same days; fedex/overnight more than estafeta/express.
    expect(names(chooseOptions(RATES))).not.toContain('dhl/economy');
    expect(names(chooseOptions(RATES))).not.toContain('fedex/overnight');
  });

  it('marks one option both cheapest and fastest when it is', () => {
    const chosen = chooseOptions([rate('a', 'x', 100, 1, 1), rate('b', 'y', 200, 2, 3)]);
    expect(chosen[0]).toMatchObject({ carrier: 'a', cheapest: true, fastest: true });
    // Two are offered even when one beats the other: the shopper still has a choice.
    expect(chosen).toHaveLength(2);
    expect(chosen[1]).toMatchObject({ carrier: 'b', cheapest: false, fastest: false });
  });

  it('gives the same options for the same rates in any order', () => {
    expect(chooseOptions([...RATES].reverse())).toEqual(chooseOptions(RATES));
  });

  it('offers nothing without rates, and the one there is when there is one', () => {
    expect(chooseOptions([])).toEqual([]);
    expect(chooseOptions([rate('a', 'x', 100, 2, 3)])).toEqual([
      { ...rate('a', 'x', 100, 2, 3), cheapest: true, fastest: true },
    ]);
  });
});
