import { lighten } from './color';
import { type Fabric, fabricOverlay } from './fabric';
import type { Palette } from './palette';
import { dropShadow } from './studio';
import { type Attrs, type Drawing, path } from './svg';

export type PanelShape = 'torso' | 'sleeve' | 'flat';

/**
 * One piece of cloth: shaded base colour, optional print, outline. Torsos are lit like a cylinder
 * (bright down the middle), sleeves across their width, flat bits (cuffs, collars) barely at all.
 */
export function panel(
  d: Drawing,
  p: Palette,
  pathData: string,
  options: { shape?: PanelShape; print?: string | undefined; fill?: string; outline?: boolean } = {},
): void {
  const { shape = 'torso', print, outline = true } = options;
  const fill = options.fill ?? panelShading(d, p, shape);
  const stroke = outline ? { stroke: p.line, 'stroke-width': 2, 'stroke-linejoin': 'round' } : {};
  // The outline rides on the topmost layer so the print never veils it.
  if (print) {
    d.use(pathData, { fill });
    d.use(pathData, { fill: print, ...stroke });
  } else {
    d.use(pathData, { fill, ...stroke });
  }
}

function panelShading(d: Drawing, p: Palette, shape: PanelShape): string {
  return d.memo(`panel-${shape}-${p.base}`, () => {
    if (shape === 'torso') {
      return d.linear(0, 0, 1, 0.15, [
        [0, p.dark],
        [0.16, p.base],
        [0.4, p.light],
        [0.62, p.base],
        [1, p.dark],
      ]);
    }
    if (shape === 'sleeve') {
      return d.linear(0, 0, 1, 0, [
        [0, p.dark],
        [0.45, p.light],
        [1, p.dark],
      ]);
    }
    return d.linear(0, 0, 0, 1, [
      [0, p.light],
      [1, p.base],
    ]);
  });
}

/** `offset` shifts the print so separately cut pieces (sleeves, yokes) do not line up with the body. */
export function fabricPrint(d: Drawing, p: Palette, fabric: Fabric, offset = 0): string | undefined {
  return d.memo(`print-${fabric}-${offset}-${p.base}`, () => fabricOverlay(d, p, fabric, offset) ?? '');
}

/** Soft creases: cloth never lies perfectly flat, and a few shadows make it read as fabric. */
export function folds(d: Drawing, p: Palette, pathData: string, opacity = 0.22): void {
  d.add('path', {
    d: pathData,
    fill: 'none',
    stroke: p.lightness < 25 ? lighten(p.base, 0.25) : p.darker,
    'stroke-opacity': opacity,
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
}

export function seam(d: Drawing, p: Palette, pathData: string, attrs: Attrs = {}): void {
  d.add('path', {
    d: pathData,
    fill: 'none',
    stroke: p.detail,
    'stroke-width': 1.8,
    'stroke-linecap': 'round',
    ...attrs,
  });
}

/** Topstitching: the short dashes that run alongside seams and hems. */
export function stitch(d: Drawing, p: Palette, pathData: string, attrs: Attrs = {}): void {
  d.add('path', {
    d: pathData,
    fill: 'none',
    stroke: p.seam,
    'stroke-width': 1.4,
    'stroke-dasharray': '5 4',
    ...attrs,
  });
}

export function garmentShadow(d: Drawing, ...paths: string[]): void {
  for (const pathData of paths) dropShadow(d, pathData);
}

/** Pearl snap, the signature fastener of a western shirt. */
export type SnapTone = 'pearl' | 'onyx' | 'turquoise';

const SNAP_TONES: Record<SnapTone, readonly [string, string, string]> = {
  pearl: ['#ffffff', '#efe8dc', '#b9ae9c'],
  onyx: ['#8a8580', '#2b2724', '#0f0d0c'],
  turquoise: ['#c9f1ea', '#3fb0a4', '#1d6b63'],
};

export function pearlSnap(d: Drawing, x: number, y: number, r = 9, tone: SnapTone = 'pearl'): void {
  const fill = d.memo(`snap-${tone}`, () => {
    const [hi, mid, low] = SNAP_TONES[tone];
    return d.radial(0.38, 0.32, 0.75, [
      [0, hi],
      [0.5, mid],
      [1, low],
    ]);
  });
  d.add('circle', { cx: x, cy: y, r, fill, stroke: '#8d857a', 'stroke-width': 2.4 });
}

/** Four-hole sewn button in a tone of the cloth. */
export function sewnButton(d: Drawing, p: Palette, x: number, y: number, r = 8): void {
  const fill = d.memo(`button-${p.base}`, () =>
    d.radial(0.4, 0.35, 0.7, [
      [0, p.lightness < 30 ? lighten(p.base, 0.3) : p.light],
      [1, p.dark],
    ]),
  );
  d.add('circle', { cx: x, cy: y, r, fill, stroke: p.line, 'stroke-width': 1.4 });
  const h = r * 0.3;
  d.add('path', {
    d: path`M${x - h} ${y - h}h0.1M${x + h} ${y - h}h0.1M${x - h} ${y + h}h0.1M${x + h} ${y + h}h0.1`,
    stroke: p.darker,
    'stroke-width': 2.2,
    'stroke-linecap': 'round',
  });
}

/** Shank button in antiqued metal, for denim and work jackets. */
export type ButtonMetal = 'brass' | 'copper' | 'nickel';

const BUTTON_METALS: Record<ButtonMetal, readonly [string, string, string, string]> = {
  brass: ['#f3e3bf', '#b88d4e', '#5e4322', '#4a3519'],
  copper: ['#f6d2b8', '#b86b3c', '#5c2f17', '#4a2612'],
  nickel: ['#ffffff', '#b9b6b0', '#5d5a55', '#45423e'],
};

export function metalButton(d: Drawing, x: number, y: number, r = 11, metal: ButtonMetal = 'brass'): void {
  const [hi, mid, low, edge] = BUTTON_METALS[metal];
  const fill = d.memo(`button-${metal}`, () =>
    d.radial(0.35, 0.3, 0.8, [
      [0, hi],
      [0.45, mid],
      [1, low],
    ]),
  );
  d.add('circle', { cx: x, cy: y, r, fill, stroke: edge, 'stroke-width': 1.5 });
  d.add('circle', { cx: x, cy: y, r: r * 0.55, fill: 'none', stroke: low, 'stroke-width': 1.2 });
}
