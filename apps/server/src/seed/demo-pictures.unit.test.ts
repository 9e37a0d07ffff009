import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from './demo-catalogue';

// What each demo name shows, written out here so that a change to the departments cannot move both.
const DRAWING_OF_NAME: [start: string, kind: string][] = [
  ['Llavero de piel ', 'key-ring'],
  ['Correa para sombrero ', 'hat-strap'],
  ['Porta celular vaquero ', 'phone-holder'],
  ['Pulsera de piel ', 'bracelet'],
  ['Corbata de moño bolo ', 'bolo-tie'],
  ['Cartera vaquera ', 'wallet'],
  ['Hebilla', 'buckle'],
  ['Navaja', 'knife'],
  ['Cinto', 'belt'],
];

describe('the demo catalogue’s pictures', () => {
  const products = buildDemoCatalogue().products;

  it('show what each product’s name says: no accessory shows a knife or a buckle it is not', () => {
    let pinned = 0;
    for (const product of products) {
      const expected = DRAWING_OF_NAME.find(([start]) => product.name.startsWith(start))?.[1];
      if (!expected) continue;
      pinned += 1;
      const kinds = new Set(product.colors.flatMap((color) => color.pictures.map((picture) => picture.kind)));
      expect([...kinds], product.name).toEqual([expected]);
    }
    // Every accessory and every buckle, knife and belt was checked.
    expect(pinned).toBe(products.filter((product) => [1, 10, 11, 12].includes(product.categoryId)).length);
  });

  it('draw each kind of accessory the demo sells at least once', () => {
    const accessories = products.filter((product) => product.categoryId === 1);
    const kinds = new Set(accessories.flatMap((product) => product.colors[0]!.pictures.map((p) => p.kind)));
    expect(kinds.size).toBeGreaterThanOrEqual(4);
  });
});
