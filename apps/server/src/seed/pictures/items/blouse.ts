import { darken, lighten } from '../color';
import type { Fabric } from '../fabric';
import { fabricPrint, folds, garmentShadow, panel, seam, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Sleeve = 'bell' | 'puff';

/** Fitted at the waist, flaring into a soft peplum. */
const BODY = symmetricPath(
  'M400 214 C370 212 346 190 334 146 L264 166 C270 214 274 262 278 310 C284 360 292 400 294 440 C282 500 268 560 254 648 C300 668 360 678 400 680',
);
const BELL_SLEEVE_LEFT =
  'M264 166 C228 176 208 208 200 250 L176 450 C158 490 140 540 124 584 C164 602 216 600 248 588 C244 540 248 500 254 456 L278 310 C274 262 270 214 264 166 Z';
const PUFF_SLEEVE_LEFT =
  'M264 166 C220 170 186 200 176 250 C170 290 180 320 196 336 C220 344 250 336 270 326 L278 310 C274 262 270 214 264 166 Z';
const INSIDE_NECK = 'M334 146 C356 128 444 128 466 146 C450 196 430 214 400 214 C370 214 350 196 334 146 Z';
const NECKLINE = 'M334 146 C346 190 370 212 400 214 C430 212 454 190 466 146';

export const blouse: ItemDrawer = {
  closeUp: { x: 400, y: 230, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const sleeve = v.choose<Sleeve>(['bell', 'puff']);
    const fabric = v.choose<Fabric>(['solid', 'floral', 'dots', 'gingham', 'solid']);
    const embroidery = v.choose<readonly [string, string, string]>([
      ['#b8432f', '#2f7d78', '#e0b048'],
      ['#3f5ea8', '#d98b2b', '#f1e6cf'],
      ['#7a2e4f', '#5f8a4a', '#e9c46a'],
    ]);
    const embroidered = v.choose([true, true, false]);
    const ties = v.choose([true, false]);
    drawBlouse(d, p, sleeve, fabric, embroidered ? embroidery : undefined, ties);
  },
};

function drawBlouse(
  d: Drawing,
  p: Palette,
  sleeve: Sleeve,
  fabric: Fabric,
  embroidery: readonly [string, string, string] | undefined,
  ties: boolean,
): void {
  const sleeveLeft = sleeve === 'bell' ? BELL_SLEEVE_LEFT : PUFF_SLEEVE_LEFT;
  const sleeveRight = mirrorPath(sleeveLeft);
  garmentShadow(d, BODY, sleeveLeft, sleeveRight);
  const print = fabricPrint(d, p, fabric);
  panel(d, p, INSIDE_NECK, { fill: p.darker });
  panel(d, p, BODY, { print });
  folds(
    d,
    p,
    'M300 520 C296 580 286 620 278 650 M500 520 C504 580 514 620 522 650 M360 470 C356 560 350 620 346 676 M440 470 C444 560 450 620 454 676',
  );
  seam(d, p, 'M294 440 C340 452 460 452 506 440', { 'stroke-opacity': 0.6 });

  for (const shape of [sleeveLeft, sleeveRight]) {
    panel(d, p, shape, { shape: 'sleeve', print: fabricPrint(d, p, fabric, shape === sleeveLeft ? 8 : 24) });
  }
  if (sleeve === 'bell') {
    // Gathered elbow where the bell flares out.
    seam(d, p, 'M178 448 C200 458 232 460 254 454', { 'stroke-opacity': 0.7 });
    seam(d, p, mirrorPath('M178 448 C200 458 232 460 254 454'), { 'stroke-opacity': 0.7 });
    folds(
      d,
      p,
      'M170 500 C166 530 154 560 146 584 M210 480 C208 520 204 560 200 596 M630 500 C634 530 646 560 654 584 M590 480 C592 520 596 560 600 596',
      0.18,
    );
  } else {
    seam(d, p, 'M196 336 C220 344 250 336 270 326', { 'stroke-width': 3 });
    seam(d, p, mirrorPath('M196 336 C220 344 250 336 270 326'), { 'stroke-width': 3 });
    folds(d, p, 'M200 200 C196 240 200 280 212 320 M600 200 C604 240 600 280 588 320', 0.18);
  }

  // Gathers radiating from the drawstring neckline.
  let gathers = '';
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const x = 334 + 132 * t;
    const y = 146 + 68 * Math.sin(Math.PI * t);
    gathers += path`M${x} ${y + 8} L${x + (x - 400) * 0.12} ${y + 30}`;
  }
  d.add('path', {
    d: gathers,
    fill: 'none',
    stroke: p.lightness < 25 ? p.lighter : p.dark,
    'stroke-width': 2,
    'stroke-opacity': 0.55,
  });
  d.add('path', { d: NECKLINE, fill: 'none', stroke: lighten(p.base, 0.1), 'stroke-width': 7 });
  d.add('path', { d: NECKLINE, fill: 'none', stroke: p.line, 'stroke-width': 1.6 });
  stitch(d, p, NECKLINE, { transform: 'translate(0 6)' });

  // Embroidered flowers along the neckline, in thread colours that suit folk embroidery.
  if (embroidery) {
    const [petal, leaf, heart] = embroidery;
    for (const t of [0.12, 0.3, 0.7, 0.88]) {
      const x = 334 + 132 * t;
      const y = 146 + 68 * Math.sin(Math.PI * t) + 30;
      flower(d, x + (x - 400) * 0.25, y, petal, heart);
      d.add('ellipse', {
        cx: x + (x - 400) * 0.25 + 14,
        cy: y + 10,
        rx: 7,
        ry: 3,
        fill: leaf,
        transform: `rotate(30 ${x + (x - 400) * 0.25 + 14} ${y + 10})`,
      });
    }
    flower(d, 400, 258, petal, heart, 1.3);
  }

  // Drawstring ties.
  if (ties) {
    const tie = darken(p.base, p.lightness > 80 ? 0.2 : 0.1);
    d.add('path', {
      d: 'M396 214 C390 240 380 262 372 292 M404 214 C412 240 420 262 430 290',
      fill: 'none',
      stroke: tie,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
    d.add('circle', { cx: 372, cy: 294, r: 5, fill: tie });
    d.add('circle', { cx: 430, cy: 292, r: 5, fill: tie });
  }
}

function flower(d: Drawing, x: number, y: number, petal: string, heart: string, scale = 1): void {
  for (const angle of [0, 72, 144, 216, 288]) {
    d.add('ellipse', {
      cx: x,
      cy: y - 6 * scale,
      rx: 4 * scale,
      ry: 6.5 * scale,
      fill: petal,
      transform: path`rotate(${angle} ${x} ${y})`,
    });
  }
  d.add('circle', { cx: x, cy: y, r: 3 * scale, fill: heart });
}
