import type { SizeOption } from '@store/contract';

/*
 * The size guide's tables. Mexican boot and shoe sizes are the foot's length in centimetres, as the
 * shop's sizes are; US sizes follow the usual retail rule (men: MX = US + 18, women: MX = US + 17;
 * children: MX = US + 7 on the children's scale, which goes on after 13½ as 1, 2… youth). Hat sizes are
 * the head's circumference in centimetres; the US hat size is that circumference in inches divided by π,
 * to the nearest eighth. The rules are approximate by nature: the guide says so and teaches to measure.
 */

export type BootChartKind = 'hombre' | 'mujer' | 'niños';

/** One row of a table: the Mexican size and its US equivalent, and whether this product has it. */
export type ChartRow = {
  /** The Mexican size as the shop names it ('25.5', '58'). */
  mx: string;
  us: string;
  /** This product comes in the size (in the colour the shopper is looking at). */
  offered: boolean;
  /** Offered but none left. */
  soldOut: boolean;
};

const US_OFFSET: Record<BootChartKind, number> = { hombre: 18, mujer: 17, niños: 7 };
/** The sizes each table lists before this product's own are added: the range shoppers ask about. */
const BOOT_RANGE: Record<BootChartKind, readonly [number, number]> = {
  hombre: [24, 31],
  mujer: [21, 27],
  niños: [15, 22],
};
const HAT_RANGE = [55, 62] as const;

/** A size written as the shop writes it: '26', '25.5'. */
const sizeName = (size: number) => (Number.isInteger(size) ? String(size) : size.toFixed(1));

/** Whole and half sizes with a ½ sign: 8, 8½. */
const withHalf = (size: number) => {
  const whole = Math.floor(size);
  return size === whole ? String(whole) : `${whole}½`;
};

/** The US size of a Mexican boot size (cm) for the table's audience; children past 13½ are youth sizes. */
export function usBootSize(mx: number, kind: BootChartKind): string {
  const us = mx - US_OFFSET[kind];
  if (kind !== 'niños') return withHalf(us);
  return us >= 14 ? `${withHalf(us - 13)} juvenil` : `${withHalf(us)} infantil`;
}

/** The Mexican size (cm) of a US boot size for the table's audience (adults' scale). */
export function mxBootSize(us: number, kind: 'hombre' | 'mujer'): number {
  return us + US_OFFSET[kind];
}

/** The US hat size of a head circumference in cm, to the nearest eighth: 57 → '7 1/8'. */
export function usHatSize(cm: number): string {
  const eighths = Math.round((cm / 2.54 / Math.PI) * 8);
  const whole = Math.floor(eighths / 8);
  let rest = eighths % 8;
  let denominator = 8;
  while (rest > 0 && rest % 2 === 0) {
    rest /= 2;
    denominator /= 2;
  }
  return rest === 0 ? String(whole) : `${whole} ${rest}/${denominator}`;
}

/** Which boot tables a product's page shows: its audience's, or men's and women's when it names neither. */
export function bootChartsFor(audience: string): BootChartKind[] {
  if (audience === 'hombre' || audience === 'mujer' || audience === 'niños') return [audience];
  return ['hombre', 'mujer'];
}

/** The sizes of a range in half steps, with this product's numeric sizes added and sorted. */
function chartSizes([from, to]: readonly [number, number], step: number, sizes: readonly SizeOption[]) {
  const all = new Set<number>();
  for (let size = from; size <= to; size += step) all.add(size);
  for (const size of sizes) {
    const value = Number(size.size_name);
    if (Number.isFinite(value) && value >= from - 3 && value <= to + 3) all.add(value);
  }
  return [...all].sort((a, b) => a - b);
}

function toRow(size: number, us: string, sizes: readonly SizeOption[]): ChartRow {
  const own = sizes.filter((option) => Number(option.size_name) === size);
  return {
    mx: sizeName(size),
    us,
    offered: own.length > 0,
    soldOut: own.length > 0 && own.every((option) => option.stock <= 0),
  };
}

/** The rows of one boot table, with the sizes of the colour shown marked (and the sold-out ones). */
export function bootChart(kind: BootChartKind, sizes: readonly SizeOption[]): ChartRow[] {
  return chartSizes(BOOT_RANGE[kind], 0.5, sizes).map((mx) => toRow(mx, usBootSize(mx, kind), sizes));
}

/** The rows of the hat table (whole centimetres), with the sizes of the colour shown marked. */
export function hatChart(sizes: readonly SizeOption[]): ChartRow[] {
  return chartSizes(HAT_RANGE, 1, sizes).map((cm) => toRow(cm, usHatSize(cm), sizes));
}

/** A size the listing's 'Mi talla' offers: its name as the shop writes it and what the shopper reads. */
export type SizeChoice = { name: string; label: string };

/**
 * 'Mi talla' on a listing (decision 044): the guide's own rows, so the listing and the guide never name a
 * size differently. Boots in Mexican cm with the US size beside (the audience's scale, or men's and
 * women's when the listing names none); hats in cm.
 */
export function listingSizeChoices(system: 'boot_mx' | 'hat', audience: string | undefined): SizeChoice[] {
  if (system === 'hat') return hatChart([]).map((row) => ({ name: row.mx, label: `${row.mx} cm` }));
  const kinds = bootChartsFor(audience ?? '');
  const sizes = [...new Set(kinds.flatMap((kind) => bootChart(kind, []).map((row) => Number(row.mx))))].sort(
    (a, b) => a - b,
  );
  return sizes.map((mx) => {
    const name = sizeName(mx);
    const us = kinds.map((kind) => {
      const [from, to] = BOOT_RANGE[kind];
      if (mx < from || mx > to) return undefined;
      const size = usBootSize(mx, kind);
      return kinds.length > 1 ? `${size} ${kind}` : size;
    });
    const known = us.filter(Boolean);
    return { name, label: known.length > 0 ? `${name} MX · US ${known.join(' / ')}` : `${name} MX` };
  });
}
