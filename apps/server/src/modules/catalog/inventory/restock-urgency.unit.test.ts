import { describe, expect, it } from 'vitest';
import { byRestockUrgency, type RestockFacts } from './restock-urgency';

const ranked = (sizes: (RestockFacts & { name: string })[]) =>
  sizes.toSorted(byRestockUrgency).map((size) => size.name);

describe('what to restock first', () => {
  it('puts sold-out sizes first, the one that sells most first', () => {
    expect(
      ranked([
        { name: 'una que vuela', stock: 1, unitsSold: 60 },
        { name: 'agotada que no se vende', stock: 0, unitsSold: 0 },
        { name: 'agotada que se vende', stock: 0, unitsSold: 12 },
      ]),
    ).toEqual(['agotada que se vende', 'agotada que no se vende', 'una que vuela']);
  });

  it('then the sizes whose units left last the fewest days at the pace they sell', () => {
    expect(
      ranked([
        // 2 left at 4 a month: half a month.
        { name: 'media', stock: 2, unitsSold: 4 },
        // 1 left at 1 a month: a month, though it has fewer units.
        { name: 'un mes', stock: 1, unitsSold: 1 },
        // 2 left at 20 a month: three days.
        { name: 'tres días', stock: 2, unitsSold: 20 },
      ]),
    ).toEqual(['tres días', 'media', 'un mes']);
  });

  it('leaves sizes that did not sell last, the emptiest first', () => {
    expect(
      ranked([
        { name: 'dos sin ventas', stock: 2, unitsSold: 0 },
        { name: 'una sin ventas', stock: 1, unitsSold: 0 },
        { name: 'dos que se venden', stock: 2, unitsSold: 1 },
      ]),
    ).toEqual(['dos que se venden', 'una sin ventas', 'dos sin ventas']);
  });

  it('breaks an even pace by what sells more, and keeps equal sizes in the order given', () => {
    expect(
      ranked([
        { name: 'a', stock: 1, unitsSold: 2 },
        { name: 'b', stock: 2, unitsSold: 4 },
        { name: 'c', stock: 1, unitsSold: 2 },
      ]),
    ).toEqual(['b', 'a', 'c']);
  });
});
