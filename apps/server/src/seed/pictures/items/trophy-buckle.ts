import { darken, lighten } from '../color';
import { drawEmblem, type Emblem } from '../emblems';
import { type Metal, metalEdge, metalFill, metalShine } from '../metal';
import type { Palette } from '../palette';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Edge = 'rope' | 'beads';
export type Shape = 'oval' | 'rectangle';

function outline(shape: Shape, rx: number, ry: number): string {
  if (shape === 'oval') {
    return path`M${400 - rx} 400 A${rx} ${ry} 0 1 1 ${400 + rx} 400 A${rx} ${ry} 0 1 1 ${400 - rx} 400Z`;
  }
  const r = Math.min(rx, ry) * 0.32;
  return (
    path`M${400 - rx + r} ${400 - ry} L${400 + rx - r} ${400 - ry} Q${400 + rx} ${400 - ry} ${400 + rx} ${400 - ry + r} ` +
    path`L${400 + rx} ${400 + ry - r} Q${400 + rx} ${400 + ry} ${400 + rx - r} ${400 + ry} L${400 - rx + r} ${400 + ry} ` +
    path`Q${400 - rx} ${400 + ry} ${400 - rx} ${400 + ry - r} L${400 - rx} ${400 - ry + r} Q${400 - rx} ${400 - ry} ${400 - rx + r} ${400 - ry}Z`
  );
}

export const trophyBuckle: ItemDrawer = {
  closeUp: { x: 400, y: 400, zoom: 1.7, rotate: -14 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const emblem = v.choose<Emblem>(['longhorn', 'star', 'horseshoe', 'boot', 'cactus']);
    const shape = v.choose<Shape>(['oval', 'rectangle']);
    const frame = v.choose<Metal>(['silver', 'silver', 'brass']);
    const motif = v.choose<Metal>(['gold', 'silver', 'gold']);
    const edge = v.choose<Edge>(['rope', 'beads']);
    const berries = v.choose([true, false]);
    drawTrophyBuckle(d, p, emblem, shape, frame, motif, edge, berries);
  },
};

/** Exported for the leather banner. */
export function drawTrophyBuckle(
  d: Drawing,
  p: Palette,
  emblem: Emblem,
  shape: Shape,
  frame: Metal,
  motif: Metal,
  edge: Edge = 'rope',
  berries = true,
): void {
  const outer = outline(shape, 292, 206);
  // Lying flat on the sweep, so a soft offset shadow rather than a floor ellipse.
  for (const [dx, dy, o] of [
    [16, 22, 0.08],
    [9, 13, 0.1],
    [4, 6, 0.12],
  ] as const) {
    d.add('path', { d: outer, transform: `translate(${dx} ${dy})`, fill: '#2a1e14', 'fill-opacity': o });
  }
  d.add('path', { d: outer, fill: metalFill(d, frame), stroke: metalEdge(frame), 'stroke-width': 2.5 });

  // Rope edge (a twisted border) or a row of beads, both faked with dashed strokes.
  const border = outline(shape, 266, 182);
  if (edge === 'rope') {
    d.add('path', { d: border, fill: 'none', stroke: metalEdge(frame), 'stroke-width': 18 });
    d.add('path', {
      d: border,
      fill: 'none',
      stroke: metalShine(frame),
      'stroke-width': 12,
      'stroke-dasharray': '9 6',
      'stroke-opacity': 0.9,
    });
    d.add('path', {
      d: border,
      fill: 'none',
      stroke: metalEdge(frame),
      'stroke-width': 12,
      'stroke-dasharray': '2 13',
      'stroke-dashoffset': 9,
      'stroke-opacity': 0.6,
    });
  } else {
    d.add('path', { d: border, fill: 'none', stroke: metalEdge(frame), 'stroke-width': 6 });
    d.add('path', {
      d: border,
      fill: 'none',
      stroke: metalShine(frame),
      'stroke-width': 13,
      'stroke-dasharray': '0.1 17',
      'stroke-linecap': 'round',
    });
  }

  // The field carries the catalogue colour, like an enamelled or patinated plate.
  const field = outline(shape, 250, 166);
  const fieldFill = d.radial(0.38, 0.3, 0.8, [
    [0, lighten(p.base, 0.35)],
    [0.5, p.base],
    [1, darken(p.base, 0.45)],
  ]);
  d.add('path', { d: field, fill: fieldFill, stroke: metalEdge(frame), 'stroke-width': 2 });

  // Bright-cut engraved scrolls either side of the motif.
  const scroll =
    'M250 400 C250 340 300 310 330 330 C350 344 340 370 320 366 C304 362 308 344 320 344 ' +
    'M250 400 C250 460 300 490 330 470 C350 456 340 430 320 434 C304 438 308 456 320 456 ' +
    'M196 400 C214 390 232 390 250 400 C232 410 214 410 196 400 Z';
  const engrave = p.lightness > 60 ? darken(p.base, 0.5) : lighten(p.base, 0.5);
  for (const transform of [undefined, 'translate(800 0) scale(-1 1)']) {
    d.add('path', {
      d: scroll,
      fill: 'none',
      stroke: engrave,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.75,
      transform,
    });
  }

  // Raised motif: a dark offset under a bright casting reads as relief.
  drawEmblem(d, emblem, 404, 406, 104, { fill: '#1f1711', 'fill-opacity': 0.45 });
  drawEmblem(d, emblem, 400, 400, 104, {
    fill: metalFill(d, motif),
    stroke: metalEdge(motif),
    'stroke-width': 1.2,
  });

  // Little berries at the four quarters, a common trophy-buckle touch.
  const quarters = [
    [400, 246],
    [400, 554],
    [160, 400],
    [640, 400],
  ] as const;
  for (const [x, y] of berries ? quarters : []) {
    d.add('circle', {
      cx: x,
      cy: y,
      r: 9,
      fill: metalFill(d, motif),
      stroke: metalEdge(motif),
      'stroke-width': 1.2,
    });
  }
  // Specular glint on the frame.
  d.add('path', {
    d: shape === 'oval' ? 'M170 270 C220 220 300 196 360 192' : 'M150 220 C200 200 280 196 340 196',
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 5,
    'stroke-linecap': 'round',
    'stroke-opacity': 0.7,
  });
}
