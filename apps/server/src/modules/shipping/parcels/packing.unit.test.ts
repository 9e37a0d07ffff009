import { DEPARTMENT_PARCELS } from '@store/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billableGrams,
  CONTAINERS,
  FILL_RATIO,
  fitsInside,
  MAX_SHARED_GRAMS,
  packParcels,
  parcelsKey,
  volumetricGrams,
  type PackLine,
} from './packing';

const BOOTS: PackLine = { ...DEPARTMENT_PARCELS[3], content: 'Botas', quantity: 1 };
const HAT: PackLine = { ...DEPARTMENT_PARCELS[19], content: 'Sombreros', quantity: 1 };
const SHIRT: PackLine = { ...DEPARTMENT_PARCELS[6], content: 'Camisas', quantity: 1 };
const BELT: PackLine = { ...DEPARTMENT_PARCELS[10], content: 'Cintos', quantity: 1 };
const JACKET: PackLine = { ...DEPARTMENT_PARCELS[9], content: 'Chamarras', quantity: 1 };

const sides = (parcel: { box: { lengthCm: number; widthCm: number; heightCm: number } }) => [
  parcel.box.lengthCm,
  parcel.box.widthCm,
  parcel.box.heightCm,
];

describe('billable weight', () => {
  it('is the volumetric weight, L × W × H ÷ 5000 kg, when the box is larger than it is heavy', () => {
    // A boot box: 33 × 22 × 13 cm is 9,438 cm³, 1.888 kg by volume against 1.8 kg on the scale.
    expect(volumetricGrams(DEPARTMENT_PARCELS[3].box)).toBe(1888);
    expect(
      billableGrams({ kind: 'box', box: DEPARTMENT_PARCELS[3].box, weightGrams: 1800, content: '' }),
    ).toBe(1888);
  });

  it('is the real weight when the box is heavier than its volume', () => {
    const box = { lengthCm: 20, widthCm: 10, heightCm: 10 };
    expect(volumetricGrams(box)).toBe(400);
    expect(billableGrams({ kind: 'box', box, weightGrams: 2500, content: '' })).toBe(2500);
  });

  it('rounds the volumetric weight up to the gram', () => {
    expect(volumetricGrams({ lengthCm: 1, widthCm: 1, heightCm: 1 })).toBe(1);
  });
});

describe('packing a cart into boxes', () => {
  it('sends each pair of boots in its own shoebox', () => {
    const parcels = packParcels([{ ...BOOTS, quantity: 3 }]);
    expect(parcels).toHaveLength(3);
    for (const parcel of parcels) {
      expect(parcel).toEqual({
        kind: 'box',
        box: DEPARTMENT_PARCELS[3].box,
        weightGrams: 1800,
        content: 'Botas',
      });
    }
  });

  it('sends a hat in its hat box, never with other goods', () => {
    const parcels = packParcels([HAT, SHIRT]);
    expect(parcels).toHaveLength(2);
    expect(parcels[0]).toMatchObject({ box: DEPARTMENT_PARCELS[19].box, content: 'Sombreros' });
    expect(parcels[1]).toMatchObject({ content: 'Camisas' });
  });

  it('sends one shirt or one belt in an envelope, with the envelope’s weight', () => {
    const [envelope] = CONTAINERS;
    expect(packParcels([SHIRT])).toEqual([
      {
        kind: 'envelope',
        box: envelope?.box,
        weightGrams: 350 + (envelope?.tareGrams ?? 0),
        content: 'Camisas',
      },
    ]);
    expect(packParcels([BELT])[0]).toMatchObject({ kind: 'envelope', content: 'Cintos' });
  });

  it('puts shirts and belts together in the smallest box that holds them', () => {
    const parcels = packParcels([{ ...SHIRT, quantity: 2 }, BELT]);
    expect(parcels).toHaveLength(1);
    const [parcel] = parcels;
    const container = CONTAINERS[1];
    expect(parcel).toEqual({
      kind: 'box',
      box: container?.box,
      weightGrams: 2 * 350 + 400 + (container?.tareGrams ?? 0),
      content: 'Cintos, Camisas',
    });
  });

  it('takes a larger box for a jacket, which does not fit the small one', () => {
    const [parcel] = packParcels([JACKET, SHIRT]);
    expect(parcel?.box).toEqual(CONTAINERS[2]?.box);
    expect(parcel?.content).toBe('Chamarras, Camisas');
  });

  it('opens another box past 10 kg of goods', () => {
    const jeans: PackLine = { ...DEPARTMENT_PARCELS[13], content: 'Pantalones', quantity: 20 };
    const parcels = packParcels([jeans]);
    expect(parcels.length).toBeGreaterThan(1);
    const goods = parcels.map((parcel) => {
      const container = CONTAINERS.find((each) => each.box === parcel.box);
      return parcel.weightGrams - (container?.tareGrams ?? 0);
    });
    expect(goods.every((grams) => grams <= MAX_SHARED_GRAMS)).toBe(true);
    expect(goods.reduce((sum, grams) => sum + grams, 0)).toBe(20 * 700);
  });

  it.each([
    // 90 cm is longer than any of the shop's boxes.
    ['too large for the shop’s largest box', { lengthCm: 90, widthCm: 30, heightCm: 20 }],
    // 55 × 44 × 38 cm fits inside 60 × 45 × 40 cm, but is 91,960 cm³ of its 108,000: more than 85 %.
    [
      'that fits the largest box but would leave no room for its padding',
      { lengthCm: 38, widthCm: 44, heightCm: 55 },
    ],
  ])('ships alone, in its own box, a product %s', (_case, box) => {
    const bulky: PackLine = { weightGrams: 3000, box, packing: 'shared', content: 'Accesorios', quantity: 1 };
    expect(packParcels([bulky, SHIRT])).toEqual([
      { kind: 'box', box, weightGrams: 3000, content: 'Accesorios' },
      expect.objectContaining({ kind: 'envelope', content: 'Camisas' }),
    ]);
  });

  it('packs nothing for no units', () => {
    expect(packParcels([])).toEqual([]);
    expect(packParcels([{ ...SHIRT, quantity: 0 }])).toEqual([]);
  });

  it('gives the same key for the same boxes in any order', () => {
    const one = packParcels([BOOTS, SHIRT]);
    expect(parcelsKey(one)).toBe(parcelsKey([...one].reverse()));
    expect(parcelsKey(one)).not.toBe(parcelsKey(packParcels([BOOTS, BELT, SHIRT])));
  });

  const lineOf = fc.record({
    weightGrams: fc.integer({ min: 1, max: 12_000 }),
    box: fc.record({
      lengthCm: fc.integer({ min: 1, max: 120 }),
      widthCm: fc.integer({ min: 1, max: 120 }),
      heightCm: fc.integer({ min: 1, max: 120 }),
    }),
    packing: fc.constantFrom('own-box' as const, 'shared' as const),
    content: fc.constantFrom('Botas', 'Camisas', 'Cintos'),
    quantity: fc.integer({ min: 0, max: 6 }),
  });

  it('keeps every unit, and never overfills a shared box', () => {
    fc.assert(
      fc.property(fc.array(lineOf, { maxLength: 8 }), (lines) => {
        const parcels = packParcels(lines);
        const goods = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
        let packed = 0;
        for (const parcel of parcels) {
          const container = CONTAINERS.find((each) => each.box === parcel.box);
          if (!container) {
            packed += parcel.weightGrams;
            continue;
          }
          const inside = parcel.weightGrams - container.tareGrams;
          expect(inside).toBeLessThanOrEqual(MAX_SHARED_GRAMS);
          packed += inside;
        }
        expect(packed).toBe(goods);
        const ownBoxUnits = lines
          .filter((line) => line.packing === 'own-box')
          .reduce((sum, line) => sum + line.quantity, 0);
        expect(parcels.length).toBeGreaterThanOrEqual(ownBoxUnits);
        for (const parcel of parcels) expect(sides(parcel).every((side) => side > 0)).toBe(true);
      }),
    );
  });

  it('leaves room for padding: shared goods take at most the fill ratio of their boxes', () => {
    const volume = (box: { lengthCm: number; widthCm: number; heightCm: number }) =>
      box.lengthCm * box.widthCm * box.heightCm;
    fc.assert(
      fc.property(fc.array(lineOf, { maxLength: 8 }), (lines) => {
        const shared = lines.map((line) => ({ ...line, packing: 'shared' as const }));
        const parcels = packParcels(shared);
        const inContainers = parcels.filter((parcel) => CONTAINERS.some((each) => each.box === parcel.box));
        const room = inContainers.reduce((sum, parcel) => sum + volume(parcel.box) * FILL_RATIO, 0);
        const largest = CONTAINERS[CONTAINERS.length - 1]?.box ?? { lengthCm: 0, widthCm: 0, heightCm: 0 };
        const goods = shared
          .filter(
            (line) =>
              fitsInside(line.box, largest) &&
              volume(line.box) <= volume(largest) * FILL_RATIO &&
              line.weightGrams <= MAX_SHARED_GRAMS,
          )
          .reduce((sum, line) => sum + volume(line.box) * line.quantity, 0);
        expect(goods).toBeLessThanOrEqual(room + 1e-6);
      }),
    );
  });
});
