import { lighten } from '../color';
import type { Fabric } from '../fabric';
import { fabricPrint, folds, garmentShadow, metalButton, panel, seam, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Cut = 'bootcut' | 'straight';
type Hem = 'plain' | 'cuffed' | 'frayed';

const WAISTBAND = 'M252 140 L548 140 L550 182 L250 182 Z';
const LEGS: Record<Cut, string> = {
  bootcut:
    'M400 182 L250 182 C244 250 238 300 236 360 C232 460 246 560 232 734 L368 734 C362 620 372 480 400 336',
  straight:
    'M400 182 L250 182 C244 250 238 300 236 360 C234 460 244 560 244 734 L358 734 C360 620 372 480 400 336',
};
/** Shorts reuse the jeans' seat, cut off just above the knee. */
function shortsLegs(extra: number): string {
  return `M400 182 L250 182 C244 250 238 300 236 360 L${230 - extra / 10} ${468 + extra} L${378 + extra / 20} ${474 + extra} C382 420 388 370 400 336`;
}

type HemLine = readonly [x1: number, y1: number, x2: number, y2: number];

const PANTS_HEMS: Record<Cut, HemLine> = { bootcut: [232, 734, 368, 734], straight: [244, 734, 358, 734] };
function shortsHem(extra: number): HemLine {
  return [230 - extra / 10, 468 + extra, 378 + extra / 20, 474 + extra];
}

export interface BottomsStyle {
  legs: string;
  /** Left leg's hem, outer corner first. */
  hemLine: HemLine;
  fabric: Fabric;
  hem: Hem;
  /** Worn-in lighter thighs and whiskers, as on washed denim. */
  faded: boolean;
}

export const pants: ItemDrawer = {
  closeUp: { x: 330, y: 220, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const cut = v.choose<Cut>(['bootcut', 'straight']);
    const fabric = v.choose<Fabric>(['denim', 'denim', 'solid', 'corduroy']);
    const hem = v.choose<Hem>(['plain', 'cuffed', 'plain']);
    const goldThread = v.choose([true, false]);
    const faded = fabric === 'denim' && v.choose([true, false]);
    d.group({ transform: 'translate(0 -16)' }, () =>
      drawBottoms(d, goldThread ? { ...p, seam: '#d39b45' } : p, {
        legs: LEGS[cut],
        hemLine: PANTS_HEMS[cut],
        fabric,
        hem,
        faded,
      }),
    );
  },
};

export const shorts: ItemDrawer = {
  closeUp: { x: 300, y: 240, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const hem = v.choose<Hem>(['cuffed', 'frayed', 'plain']);
    const fabric = v.choose<Fabric>(['denim', 'solid', 'chambray', 'plaid']);
    const faded = fabric === 'denim';
    const goldThread = fabric === 'denim' && v.choose([true, false]);
    const inseam = v.choose([0, -30, 30]);
    // Shorts are short: scale them up so they fill the frame like the other products.
    d.group({ transform: 'translate(-150 -50) scale(1.375)' }, () =>
      drawBottoms(d, goldThread ? { ...p, seam: '#d39b45' } : p, {
        legs: shortsLegs(inseam),
        hemLine: shortsHem(inseam),
        fabric,
        hem,
        faded,
      }),
    );
  },
};

function drawBottoms(d: Drawing, p: Palette, style: BottomsStyle): void {
  const outline = symmetricPath(style.legs);
  garmentShadow(d, outline, WAISTBAND);
  const print = fabricPrint(d, p, style.fabric);
  panel(d, p, outline, { print });

  if (style.faded) {
    const fade = d.radial(0.5, 0.5, 0.5, [
      [0, lighten(p.base, 0.45), 0.55],
      [1, lighten(p.base, 0.45), 0],
    ]);
    for (const x of [306, 494]) d.add('ellipse', { cx: x, cy: 300, rx: 50, ry: 110, fill: fade });
    if (style.hemLine[1] > 600)
      for (const x of [300, 500]) d.add('ellipse', { cx: x, cy: 540, rx: 34, ry: 60, fill: fade });
    const whiskers =
      'M360 300 C340 298 320 292 300 280 M366 316 C344 316 324 312 306 302 M370 332 C352 334 334 332 316 326';
    d.add('path', {
      d: `${whiskers} ${mirrorPath(whiskers)}`,
      fill: 'none',
      stroke: lighten(p.base, 0.5),
      'stroke-width': 3,
      'stroke-opacity': 0.45,
      'stroke-linecap': 'round',
    });
  }
  if (style.hemLine[1] > 600) {
    folds(
      d,
      p,
      'M262 520 C290 530 320 530 346 520 M538 520 C510 530 480 530 454 520 M256 640 C282 650 320 650 356 642 M544 640 C518 650 480 650 444 642',
      0.2,
    );
  }

  panel(d, p, WAISTBAND, { shape: 'flat', print });
  stitch(d, p, 'M256 148 L544 148 M256 176 L544 176');

  // Front pockets, coin pocket and the J-shaped fly stitch.
  const pocket = 'M294 184 C298 222 280 252 242 262';
  seam(d, p, pocket, { 'stroke-width': 2.2 });
  seam(d, p, mirrorPath(pocket), { 'stroke-width': 2.2 });
  stitch(d, p, 'M304 184 C306 230 286 262 242 272');
  stitch(d, p, mirrorPath('M304 184 C306 230 286 262 242 272'));
  stitch(d, p, 'M466 186 L512 184 L514 222 L470 226 Z');
  seam(d, p, 'M400 182 L400 334');
  stitch(d, p, 'M414 184 L414 290 C414 308 406 318 398 322');
  // Outer leg and inseam topstitching, then the hem.
  const sideSeam = 'M244 270 C240 300 238 330 238 360';
  stitch(d, p, `${sideSeam} ${mirrorPath(sideSeam)}`);

  const [x1, y1, x2, y2] = style.hemLine;
  if (style.hem === 'cuffed') {
    const cuff = path`M${x1 - 4} ${y1 - 34} L${x2 + 4} ${y2 - 34} L${x2 + 4} ${y2} L${x1 - 4} ${y1} Z`;
    for (const c of [cuff, mirrorPath(cuff)])
      panel(d, p, c, { shape: 'flat', print, fill: lighten(p.base, 0.08) });
    const cuffStitch = path`M${x1} ${y1 - 28} L${x2} ${y2 - 28}`;
    stitch(d, p, `${cuffStitch} ${mirrorPath(cuffStitch)}`);
  } else if (style.hem === 'frayed') {
    let threads = '';
    for (let x = x1 + 3; x < x2; x += 5) {
      const y = y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
      const len = 6 + ((x * 7) % 9);
      threads += path`M${x} ${y} l${(x % 3) - 1} ${len}`;
    }
    // Loose threads along a cut-off hem, repeated on the mirrored leg.
    for (const transform of ['translate(0 -3)', 'translate(800 -3) scale(-1 1)']) {
      d.add('path', {
        d: threads,
        stroke: '#f1ece2',
        'stroke-width': 1.6,
        'stroke-linecap': 'round',
        transform,
      });
    }
  } else {
    const hem = path`M${x1} ${y1 - 10} L${x2} ${y2 - 10}`;
    stitch(d, p, `${hem} ${mirrorPath(hem)}`);
  }

  // Belt loops and copper rivets.
  for (const x of [272, 346, 454, 528]) {
    d.add('rect', {
      x: x - 7,
      y: 134,
      width: 14,
      height: 54,
      rx: 3,
      fill: p.base,
      stroke: p.line,
      'stroke-width': 1.6,
    });
    stitch(d, p, `M${x - 7} 142 L${x + 7} 142 M${x - 7} 180 L${x + 7} 180`, { 'stroke-dasharray': '2 2' });
  }
  for (const [x, y] of [
    [294, 186],
    [244, 262],
    [506, 186],
    [556, 262],
    [466, 188],
  ] as const) {
    d.add('circle', { cx: x, cy: y, r: 4, fill: '#b8793c', stroke: '#6d4320', 'stroke-width': 1.2 });
  }
  metalButton(d, 404, 161, 12);
}
