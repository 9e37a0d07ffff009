import type { SizeOption } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  bootChart,
  bootChartsFor,
  hatChart,
  listingSizeChoices,
  mxBootSize,
  usBootSize,
  usHatSize,
} from './size-charts';

const size = (size_name: string, stock: number): SizeOption => ({
  variant_id: 1_000_000 + Math.round(Number(size_name) * 10),
  size_id: 1,
  size_name,
  display_name: `${size_name} MX`,
  price: 2000,
  stock,
  discount: { final_price: 2000, percentage: 0 },
});

describe('boot sizes, Mexican and US', () => {
  it('adds 18 for men and 17 for women, half sizes too', () => {
    expect(usBootSize(26, 'hombre')).toBe('8');
    expect(usBootSize(27.5, 'hombre')).toBe('9½');
    expect(usBootSize(24, 'mujer')).toBe('7');
    expect(usBootSize(22.5, 'mujer')).toBe('5½');
    expect(mxBootSize(8, 'hombre')).toBe(26);
    expect(mxBootSize(9.5, 'hombre')).toBe(27.5);
    expect(mxBootSize(7, 'mujer')).toBe(24);
  });

  it('goes on from the children’s 13½ to the youth sizes', () => {
    expect(usBootSize(15, 'niños')).toBe('8 infantil');
    expect(usBootSize(20.5, 'niños')).toBe('13½ infantil');
    expect(usBootSize(21, 'niños')).toBe('1 juvenil');
    expect(usBootSize(22, 'niños')).toBe('2 juvenil');
  });

  it('shows the audience’s table, or men’s and women’s when the product names neither', () => {
    expect(bootChartsFor('hombre')).toEqual(['hombre']);
    expect(bootChartsFor('mujer')).toEqual(['mujer']);
    expect(bootChartsFor('niños')).toEqual(['niños']);
    expect(bootChartsFor('unisex')).toEqual(['hombre', 'mujer']);
  });

  it('lists the range in half sizes and marks this product’s sizes, and the sold-out ones', () => {
    const rows = bootChart('hombre', [size('26', 3), size('26.5', 0), size('27', 5)]);
    expect(rows.map((row) => row.mx)).toEqual([
      '24',
      '24.5',
      '25',
      '25.5',
      '26',
      '26.5',
      '27',
      '27.5',
      '28',
      '28.5',
      '29',
      '29.5',
      '30',
      '30.5',
      '31',
    ]);
    expect(rows.filter((row) => row.offered).map((row) => row.mx)).toEqual(['26', '26.5', '27']);
    expect(rows.filter((row) => row.soldOut).map((row) => row.mx)).toEqual(['26.5']);
    expect(rows.find((row) => row.mx === '26')).toEqual({ mx: '26', us: '8', offered: true, soldOut: false });
  });

  it('adds a size of the product outside the usual range, so it is never left unmarked', () => {
    const rows = bootChart('mujer', [size('27.5', 1)]);
    expect(rows.at(-1)).toEqual({ mx: '27.5', us: '10½', offered: true, soldOut: false });
    expect(rows[0]?.mx).toBe('21');
  });
});

describe('hat sizes', () => {
  it('turns the head’s centimetres into the US size to the eighth', () => {
    expect([55, 56, 57, 58, 59, 60, 61, 62].map(usHatSize)).toEqual([
      '6 7/8',
      '7',
      '7 1/8',
      '7 1/4',
      '7 3/8',
      '7 1/2',
      '7 5/8',
      '7 3/4',
    ]);
  });

  it('lists 55 to 62 cm with the hat’s sizes marked', () => {
    const rows = hatChart([size('57', 0), size('58', 4)]);
    expect(rows.map((row) => row.mx)).toEqual(['55', '56', '57', '58', '59', '60', '61', '62']);
    expect(rows.find((row) => row.mx === '57')).toEqual({
      mx: '57',
      us: '7 1/8',
      offered: true,
      soldOut: true,
    });
    expect(rows.find((row) => row.mx === '58')).toEqual({
      mx: '58',
      us: '7 1/4',
      offered: true,
      soldOut: false,
    });
    expect(rows.filter((row) => row.offered)).toHaveLength(2);
  });
});

describe("the listing's 'Mi talla'", () => {
  it('names boots in MX cm with the US size of the audience beside, and hats in cm', () => {
    const men = listingSizeChoices('boot_mx', 'hombre');
    expect(men.find((choice) => choice.name === '27')).toEqual({ name: '27', label: '27 MX · US 9' });
    expect(men.find((choice) => choice.name === '27.5')?.label).toBe('27.5 MX · US 9½');
    const anyone = listingSizeChoices('boot_mx', undefined);
    expect(anyone.find((choice) => choice.name === '26')?.label).toBe('26 MX · US 8 hombre / 9 mujer');
    expect(anyone.find((choice) => choice.name === '30')?.label).toBe('30 MX · US 12 hombre');
    expect(listingSizeChoices('hat', undefined).map((choice) => choice.label)).toEqual(
      ['55', '56', '57', '58', '59', '60', '61', '62'].map((cm) => `${cm} cm`),
    );
  });
});
