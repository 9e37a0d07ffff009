import type { BoxSize, Packing } from '@store/contract';

/**
 * How a cart becomes the boxes a carrier takes, as the shop packs them. Pure: the same lines always give
 * the same boxes, so a quote, its cache key and the label bought later all see one packing.
 *
 * The rules:
 * 1. Goods that travel in their own box (`own-box`: boots in their shoebox, hats in their hat box) go one
 *    unit a box, that box as it is: a pair of boots is never opened to share.
 * 2. Everything else (`shared`: folded clothes, belts, buckles, perfume) goes together into the shop's
 *    own envelopes and boxes (`CONTAINERS`), largest units first, each into the first box that still has
 *    room: at most `MAX_SHARED_GRAMS` of goods and `FILL_RATIO` of the largest box's volume, the rest being
 *    the padding and the folds. Each filled box is then the smallest container that holds its goods.
 * 3. A unit too large or too heavy for the shop's largest box, or so large that it would leave no room
 *    for padding in it, ships alone, in its own box.
 */

/** One unit as it ships: its weight, its box (or folded size), how it packs, and what it is. */
export type UnitParcel = { weightGrams: number; box: BoxSize; packing: Packing; content: string };

/** A cart line to pack: one unit's parcel and how many units. */
export type PackLine = UnitParcel & { quantity: number };

/** A package the carrier takes: its outside measures, its weight with the packing, and what it holds. */
export type Parcel = {
  kind: 'box' | 'envelope';
  box: BoxSize;
  weightGrams: number;
  /** The departments of the goods inside, as a label's "contenido" says them: 'Camisas, Cintos'. */
  content: string;
};

/** A shipping envelope or box of the shop's own, and what it weighs empty. */
export type Container = { kind: 'box' | 'envelope'; box: BoxSize; tareGrams: number };

/** The shop's own envelopes and boxes for shared goods, smallest first. */
export const CONTAINERS: readonly Container[] = [
  { kind: 'envelope', box: { lengthCm: 40, widthCm: 30, heightCm: 5 }, tareGrams: 50 },
  { kind: 'box', box: { lengthCm: 40, widthCm: 30, heightCm: 15 }, tareGrams: 300 },
  { kind: 'box', box: { lengthCm: 50, widthCm: 40, heightCm: 25 }, tareGrams: 500 },
  { kind: 'box', box: { lengthCm: 60, widthCm: 45, heightCm: 40 }, tareGrams: 800 },
];

/** The goods one shared box may hold: what one person lifts, and below carriers' heavy-parcel charges. */
export const MAX_SHARED_GRAMS = 10_000;

/** How much of a box's volume goods may take; the rest is padding and the slack of folds. */
export const FILL_RATIO = 0.85;

/** Carriers' volumetric divisor: a box weighs, for its price, L × W × H (cm) ÷ 5000 kilograms. */
export const VOLUMETRIC_DIVISOR = 5000;

const volume = (box: BoxSize) => box.lengthCm * box.widthCm * box.heightCm;
const sides = (box: BoxSize) => [box.lengthCm, box.widthCm, box.heightCm].sort((a, b) => b - a);

/** Whether `inner` fits inside `outer` turned any way: its sides, longest first, each within theirs. */
export function fitsInside(inner: BoxSize, outer: BoxSize): boolean {
  const outerSides = sides(outer);
  return sides(inner).every((side, index) => side <= (outerSides[index] ?? 0));
}

/** What a box weighs by its volume, in grams: L × W × H ÷ 5000 kg. */
export const volumetricGrams = (box: BoxSize): number => Math.ceil((volume(box) * 1000) / VOLUMETRIC_DIVISOR);

/** What a carrier charges a box as: its real weight or its volumetric weight, whichever is more. */
export const billableGrams = (parcel: Parcel): number =>
  Math.max(parcel.weightGrams, volumetricGrams(parcel.box));

type Unit = UnitParcel;
type Bin = { units: Unit[]; grams: number; volume: number };

const LARGEST = CONTAINERS[CONTAINERS.length - 1] as Container;

/** The goods' volume a shared box may hold: the largest box's, less the padding. */
const ROOM = volume(LARGEST.box) * FILL_RATIO;

/** Whether a unit may share the shop's boxes: it fits the largest with its padding, and is light enough. */
const canShare = (unit: Unit) =>
  fitsInside(unit.box, LARGEST.box) && volume(unit.box) <= ROOM && unit.weightGrams <= MAX_SHARED_GRAMS;

/** The departments in a box, each once, in the order they went in. */
const contentOf = (units: readonly Unit[]) => [...new Set(units.map((unit) => unit.content))].join(', ');

const alone = (unit: Unit): Parcel => ({
  kind: 'box',
  box: unit.box,
  weightGrams: unit.weightGrams,
  content: unit.content,
});

/** The smallest container that holds a bin's goods; the largest always does (bins are filled for it). */
function containerFor(bin: Bin): Container {
  return (
    CONTAINERS.find(
      (container) =>
        bin.volume <= volume(container.box) * FILL_RATIO &&
        bin.units.every((unit) => fitsInside(unit.box, container.box)),
    ) ?? LARGEST
  );
}

/** The boxes for a cart's lines, by the rules above; lines of no units give none. */
export function packParcels(lines: readonly PackLine[]): Parcel[] {
  const parcels: Parcel[] = [];
  const shared: Unit[] = [];
  for (const { quantity, ...unit } of lines) {
    for (let count = 0; count < quantity; count += 1) {
      if (unit.packing === 'own-box' || !canShare(unit)) parcels.push(alone(unit));
      else shared.push(unit);
    }
  }
  // Largest first, heavier first among equals: first-fit decreasing leaves the fewest half-empty boxes.
  shared.sort((a, b) => volume(b.box) - volume(a.box) || b.weightGrams - a.weightGrams);
  const bins: Bin[] = [];
  for (const unit of shared) {
    const bin = bins.find(
      (open) => open.grams + unit.weightGrams <= MAX_SHARED_GRAMS && open.volume + volume(unit.box) <= ROOM,
    );
    if (bin) {
      bin.units.push(unit);
      bin.grams += unit.weightGrams;
      bin.volume += volume(unit.box);
    } else {
      bins.push({ units: [unit], grams: unit.weightGrams, volume: volume(unit.box) });
    }
  }
  for (const bin of bins) {
    const container = containerFor(bin);
    parcels.push({
      kind: container.kind,
      box: container.box,
      weightGrams: bin.grams + container.tareGrams,
      content: contentOf(bin.units),
    });
  }
  return parcels;
}

/**
 * The boxes as one text, the same for the same boxes in any order: what a quote is remembered by, with
 * the destination.
 */
export const parcelsKey = (parcels: readonly Parcel[]): string =>
  parcels
    .map(
      (parcel) =>
        `${parcel.kind}:${parcel.box.lengthCm}x${parcel.box.widthCm}x${parcel.box.heightCm}:${parcel.weightGrams}`,
    )
    .sort()
    .join('|');
