import type { CategoryId } from '../catalog/categories';

/** A box's outside measures, in whole centimetres. */
export type BoxSize = { lengthCm: number; widthCm: number; heightCm: number };

/**
 * How a department's goods travel. `own-box`: each unit in its own box, as it comes from the maker (a pair
 * of boots in its shoebox, a hat in its hat box), never opened to share. `shared`: folded goods that go
 * together into one of the shop's shipping bags or boxes.
 */
export type Packing = 'own-box' | 'shared';

/** What one unit of a department weighs ready to ship, its box (or folded size) and how it packs. */
export type DepartmentParcel = { weightGrams: number; box: BoxSize; packing: Packing };

/**
 * The heaviest unit and the longest side a product may declare in the editor: a parcel carrier's box
 * (Estafeta, FedEx and DHL take up to 70 kg and 150 cm, with surcharges well before), and far above
 * anything the shop sells, so that a typo of a zero too many is caught.
 */
export const MAX_PARCEL_GRAMS = 30_000;
export const MAX_BOX_SIDE_CM = 120;

const box = (lengthCm: number, widthCm: number, heightCm: number): BoxSize => ({
  lengthCm,
  widthCm,
  heightCm,
});

/**
 * Each department's unit as it ships, measured on the shop's own goods: boots in their shoebox (33 × 22 ×
 * 13 cm, 1.8 kg), hats in a hat box (light, but large: carriers charge it by volume), belts and shirts
 * folded in a shipping envelope. A product may declare its own weight and box in the editor.
 */
export const DEPARTMENT_PARCELS: Readonly<Record<CategoryId, DepartmentParcel>> = {
  1: { weightGrams: 250, box: box(20, 15, 5), packing: 'shared' }, // Accesorios
  2: { weightGrams: 300, box: box(30, 25, 3), packing: 'shared' }, // Blusas
  3: { weightGrams: 1_800, box: box(33, 22, 13), packing: 'own-box' }, // Botas
  4: { weightGrams: 200, box: box(25, 20, 12), packing: 'shared' }, // Gorras
  5: { weightGrams: 1_600, box: box(32, 21, 12), packing: 'own-box' }, // Calzado
  6: { weightGrams: 350, box: box(35, 25, 4), packing: 'shared' }, // Camisas
  7: { weightGrams: 450, box: box(35, 25, 5), packing: 'shared' }, // Camisolas
  8: { weightGrams: 500, box: box(35, 28, 6), packing: 'shared' }, // Chalecos
  9: { weightGrams: 1_200, box: box(45, 35, 10), packing: 'shared' }, // Chamarras
  10: { weightGrams: 400, box: box(35, 25, 5), packing: 'shared' }, // Cintos
  11: { weightGrams: 200, box: box(15, 12, 5), packing: 'shared' }, // Hebillas
  12: { weightGrams: 250, box: box(18, 10, 5), packing: 'shared' }, // Navajas
  13: { weightGrams: 700, box: box(35, 28, 6), packing: 'shared' }, // Pantalones
  14: { weightGrams: 450, box: box(15, 10, 8), packing: 'shared' }, // Perfumes
  15: { weightGrams: 220, box: box(30, 25, 3), packing: 'shared' }, // Playeras
  16: { weightGrams: 200, box: box(25, 20, 4), packing: 'shared' }, // Ropa interior
  17: { weightGrams: 1_100, box: box(45, 35, 10), packing: 'shared' }, // Sacos
  18: { weightGrams: 400, box: box(30, 25, 4), packing: 'shared' }, // Shorts
  19: { weightGrams: 700, box: box(38, 35, 18), packing: 'own-box' }, // Sombreros
  20: { weightGrams: 600, box: box(35, 28, 8), packing: 'shared' }, // Suéter
  21: { weightGrams: 450, box: box(35, 25, 5), packing: 'shared' }, // Vestidos
};

/** A department the shop does not know (none today): a medium folded item. */
export const UNKNOWN_DEPARTMENT_PARCEL: DepartmentParcel = {
  weightGrams: 500,
  box: box(30, 25, 10),
  packing: 'shared',
};

/** The parcel of a department by its id, the unknown one's for an id the shop does not list. */
export const departmentParcel = (categoryId: number): DepartmentParcel =>
  (DEPARTMENT_PARCELS as Readonly<Record<number, DepartmentParcel>>)[categoryId] ?? UNKNOWN_DEPARTMENT_PARCEL;
