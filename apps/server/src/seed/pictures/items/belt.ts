import { darken, lighten, mix } from '../color';
import { type Metal, metalEdge, metalFill } from '../metal';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, num, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Strap = 'stitched' | 'tooled' | 'basket' | 'studded';

// The belt is shown buckled and standing on its edge: an elliptical loop seen slightly from above.
const CX = 400;
const CY = 300;
const RX = 300;
const RY = 150;
const H = 62;

function pointOnLoop(theta: number, dy = 0): [number, number] {
  return [CX + RX * Math.cos(theta), CY + RY * Math.sin(theta) + dy];
}

/** Band between angles a..b (radians, front half is 0..PI), inset from the top and bottom edges. */
function bandPath(a: number, b: number, insetTop = 0, insetBottom = 0, steps = 24): string {
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = a + ((b - a) * i) / steps;
    const [x, y] = pointOnLoop(t, insetTop);
    const [, yb] = pointOnLoop(t, H - insetBottom);
    top.push(`${num(x)} ${num(y)}`);
    bottom.unshift(`${num(x)} ${num(yb)}`);
  }
  return `M${top.join(' L')} L${bottom.join(' L')}Z`;
}

function arcLine(a: number, b: number, dy: number, steps = 30): string {
  const pts: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const [x, y] = pointOnLoop(a + ((b - a) * i) / steps, dy);
    pts.push(`${num(x)} ${num(y)}`);
  }
  return `M${pts.join(' L')}`;
}

export const belt: ItemDrawer = {
  closeUp: { x: 470, y: 500, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const strap = v.choose<Strap>(['stitched', 'tooled', 'basket', 'studded']);
    const metal = v.choose<Metal>(['silver', 'brass', 'silver']);
    const buckle = v.choose<BuckleShape>(['square', 'rounded', 'wide']);
    const holes = v.choose([4, 5, 3]);
    const tipLength = 0.06 * Math.round(v.amount() * 3);
    d.group({ transform: 'translate(0 20)' }, () =>
      drawBelt(d, p, { strap, metal, buckle, holes, tipEnd: 0.9 - tipLength }),
    );
  },
};

type BuckleShape = 'square' | 'rounded' | 'wide';

interface BeltStyle {
  strap: Strap;
  metal: Metal;
  buckle: BuckleShape;
  holes: number;
  /** Angle on the loop where the tongue end stops; smaller is longer. */
  tipEnd: number;
}

function drawBelt(d: Drawing, p: Palette, { strap, metal, buckle, holes, tipEnd }: BeltStyle): void {
  floorShadow(d, CX, CY + RY + H - 6, RX + 30, 40, 0.35);

  // Far side of the loop: we see its inner (flesh) side, darker and a little browner.
  const inner = mix(darken(p.base, 0.35), '#6b4a30', 0.25);
  const back = `M${CX - RX} ${CY} A${RX} ${RY} 0 0 1 ${CX + RX} ${CY} L${CX + RX} ${CY + H} A${RX} ${RY} 0 0 0 ${CX - RX} ${CY + H}Z`;
  const backFill = d.linear(0, 0, 0, 1, [
    [0, darken(inner, 0.2)],
    [1, inner],
  ]);
  d.add('path', { d: back, fill: backFill, stroke: p.line, 'stroke-width': 2 });

  const front = `M${CX - RX} ${CY} A${RX} ${RY} 0 0 0 ${CX + RX} ${CY} L${CX + RX} ${CY + H} A${RX} ${RY} 0 0 1 ${CX - RX} ${CY + H}Z`;
  const frontFill = d.linear(0, 0, 1, 0, [
    [0, p.darker],
    [0.2, p.dark],
    [0.42, p.light],
    [0.6, p.base],
    [0.85, p.dark],
    [1, p.darker],
  ]);
  d.add('path', { d: front, fill: frontFill });
  const surface = strapSurface(d, p, strap);
  if (surface) d.add('path', { d: bandPath(0.05, Math.PI - 0.05, 9, 9), fill: surface });
  // Burnished edges: a darker rim top and bottom with the sheen between.
  d.add('path', {
    d: arcLine(0, Math.PI, 2),
    fill: 'none',
    stroke: lighten(p.base, 0.3),
    'stroke-width': 2,
    'stroke-opacity': 0.7,
  });
  const thread = { fill: 'none', stroke: p.thread, 'stroke-width': 1.8, 'stroke-dasharray': '5 4' } as const;
  d.add('path', { d: arcLine(0.02, Math.PI - 0.02, 7), ...thread });
  d.add('path', { d: arcLine(0.02, Math.PI - 0.02, H - 7), ...thread });
  d.add('path', { d: front, fill: 'none', stroke: p.line, 'stroke-width': 2 });

  if (strap === 'studded') {
    for (let t = 0.35; t < Math.PI - 0.2; t += 0.22) {
      if (Math.abs(t - Math.PI / 2) < 0.4) continue;
      const [x, y] = pointOnLoop(t, H / 2);
      d.add('circle', {
        cx: x,
        cy: y,
        r: 7,
        fill: metalFill(d, metal),
        stroke: metalEdge(metal),
        'stroke-width': 1.2,
      });
    }
  }

  // The tongue end runs out from the buckle, over the loop, with its row of holes.
  const tipStart = 1.42;
  const tip = bandPath(tipEnd, tipStart, 4, 4, 16);
  const [ex, ey] = pointOnLoop(tipEnd, H / 2);
  const [ux, uy] = pointOnLoop(tipEnd, 4);
  const [lx, ly] = pointOnLoop(tipEnd, H - 4);
  const tipFill = d.linear(0, 0, 0, 1, [
    [0, p.light],
    [1, p.dark],
  ]);
  d.add('path', {
    d: path`M${ex + 30} ${ey - 12} L${ux} ${uy} L${lx} ${ly} Z`,
    fill: tipFill,
    stroke: p.line,
    'stroke-width': 2,
  });
  d.add('path', { d: tip, fill: tipFill, stroke: p.line, 'stroke-width': 2 });
  d.add('path', { d: arcLine(tipEnd + 0.01, tipStart, 9, 12), ...thread });
  d.add('path', { d: arcLine(tipEnd + 0.01, tipStart, H - 9, 12), ...thread });
  for (let i = 0; i < holes; i += 1) {
    const [hx, hy] = pointOnLoop(1.3 - i * 0.08, H / 2);
    d.add('ellipse', {
      cx: hx,
      cy: hy,
      rx: 5.5,
      ry: 6.5,
      fill: darken(p.base, 0.75),
      stroke: lighten(p.base, 0.2),
      'stroke-width': 1,
    });
  }
  // Keeper loop just beside the buckle.
  const [kx, ky] = pointOnLoop(1.3, 0);
  d.add('path', {
    d: path`M${kx - 8} ${ky - 4} L${kx + 10} ${ky - 7} L${kx + 10} ${ky + H + 6} L${kx - 8} ${ky + H + 9} Z`,
    fill: p.dark,
    stroke: p.line,
    'stroke-width': 1.8,
  });

  drawBeltBuckle(d, metal, buckle, CX, CY + RY + H / 2, darken(p.base, 0.2));
}

function strapSurface(d: Drawing, p: Palette, strap: Strap): string | undefined {
  const emboss = p.lightness < 25 ? lighten(p.base, 0.3) : darken(p.base, 0.4);
  const shine = lighten(p.base, 0.35);
  if (strap === 'tooled') {
    return d.pattern(
      40,
      40,
      `<path d="M4 30 C4 14 22 10 24 22 C25 30 14 30 16 23 M20 8 C28 4 34 10 32 16" fill="none" stroke="${emboss}" stroke-width="2" stroke-opacity="0.6"/>` +
        `<path d="M5 31 C5 15 23 11 25 23" fill="none" stroke="${shine}" stroke-width="1" stroke-opacity="0.5"/>`,
    );
  }
  if (strap === 'basket') {
    return d.pattern(
      16,
      16,
      `<rect x="1" y="1" width="6" height="14" rx="2" fill="${emboss}" fill-opacity="0.25"/><rect x="9" y="1" width="6" height="6" rx="2" fill="${emboss}" fill-opacity="0.35"/><rect x="9" y="9" width="6" height="6" rx="2" fill="${emboss}" fill-opacity="0.35"/>`,
    );
  }
  return undefined;
}

/** A western belt buckle: engraved frame with a prong across the strap. */
const BUCKLES: Record<BuckleShape, { w: number; h: number; r: number }> = {
  square: { w: 140, h: 108, r: 18 },
  rounded: { w: 128, h: 104, r: 44 },
  wide: { w: 176, h: 100, r: 10 },
};

function drawBeltBuckle(
  d: Drawing,
  metal: Metal,
  shape: BuckleShape,
  cx: number,
  cy: number,
  strapColor: string,
): void {
  const { w, h, r } = BUCKLES[shape];
  const [x0, x1, y0, y1] = [cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2];
  const frame =
    path`M${x0} ${y0 + r} Q${x0} ${y0} ${x0 + r} ${y0} L${x1 - r} ${y0} Q${x1} ${y0} ${x1} ${y0 + r} ` +
    path`L${x1} ${y1 - r} Q${x1} ${y1} ${x1 - r} ${y1} L${x0 + r} ${y1} Q${x0} ${y1} ${x0} ${y1 - r}Z`;
  const edge = metalEdge(metal);
  d.add('path', { d: frame, fill: metalFill(d, metal), stroke: edge, 'stroke-width': 2 });
  // Open centre where the strap shows through, with the prong resting across it.
  const ow = w - 36;
  const oh = h - 36;
  d.add('rect', {
    x: cx - ow / 2,
    y: cy - oh / 2,
    width: ow,
    height: oh,
    rx: Math.max(6, r - 16),
    fill: strapColor,
    stroke: edge,
    'stroke-width': 1.5,
  });
  d.add('path', {
    d: path`M${cx - ow / 2 - 4} ${cy} L${cx + ow / 2 + 8} ${cy}`,
    stroke: edge,
    'stroke-width': 8,
    'stroke-linecap': 'round',
  });
  d.add('path', {
    d: path`M${cx - ow / 2 - 4} ${cy - 1} L${cx + ow / 2 + 8} ${cy - 1}`,
    stroke: metalFill(d, metal, false),
    'stroke-width': 4,
    'stroke-linecap': 'round',
  });
  // Engraved scroll on the frame.
  d.add('path', {
    d: path`M${x0 + r / 2 + 4} ${y0 + 9} L${x1 - r / 2 - 4} ${y0 + 9} M${x0 + r / 2 + 4} ${y1 - 9} L${x1 - r / 2 - 4} ${y1 - 9}`,
    stroke: edge,
    'stroke-width': 1.4,
    'stroke-dasharray': '3 3',
    'stroke-opacity': 0.8,
  });
}
