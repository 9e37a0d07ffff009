import { darken, lighten } from '../color';
import type { Fabric } from '../fabric';
import { concho } from '../metal';
import { fabricPrint, folds, garmentShadow, panel, seam, sewnButton, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Neck = 'bolo' | 'tie' | 'open';
type Pockets = 'flap' | 'smile';

const BODY = symmetricPath(
  'M400 116 C380 116 364 118 354 122 L224 156 C230 220 238 280 244 322 C256 380 264 420 264 460 C262 540 254 620 250 724 C300 730 350 734 400 736',
);
const SLEEVE_LEFT =
  'M224 156 C190 168 172 206 166 250 L140 640 L222 648 L240 400 C242 360 244 340 244 322 C238 280 230 220 224 156 Z';
const SHIRT = 'M354 122 C376 110 424 110 446 122 L400 486 Z';
const LAPEL_LEFT =
  'M356 122 L330 144 L308 168 L328 174 L320 190 C338 290 372 400 398 486 L400 486 C392 400 380 280 370 190 C366 160 362 140 362 122 Z';
const OPENING = 'M400 600 C392 650 372 700 348 736 L452 736 C428 700 408 650 400 600 Z';

export const blazer: ItemDrawer = {
  closeUp: { x: 360, y: 260, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const neck = v.choose<Neck>(['bolo', 'tie', 'open']);
    const fabric = v.choose<Fabric>(['solid', 'pinstripe', 'corduroy', 'gingham', 'solid']);
    const pockets = v.choose<Pockets>(['flap', 'smile']);
    const square = v.choose([true, false]);
    drawBlazer(d, p, neck, fabric, pockets, square);
  },
};

function drawBlazer(
  d: Drawing,
  p: Palette,
  neck: Neck,
  fabric: Fabric,
  pockets: Pockets,
  square: boolean,
): void {
  const sleeveRight = mirrorPath(SLEEVE_LEFT);
  garmentShadow(d, BODY, SLEEVE_LEFT, sleeveRight);
  const print = fabricPrint(d, p, fabric);

  panel(d, p, BODY, { print });
  const lining = darken(p.base, 0.5);
  d.add('path', { d: OPENING, fill: lining, stroke: p.line, 'stroke-width': 2 });
  folds(d, p, 'M300 420 C306 500 300 600 292 700 M500 420 C494 500 500 600 508 700', 0.18);

  // Shirt in the V: pale blue under a light jacket, white otherwise, so it always separates.
  const shirt = p.lightness > 75 ? '#cfdbe6' : '#f7f5f0';
  const shirtFill = d.linear(0, 0, 1, 0, [
    [0, darken(shirt, 0.12)],
    [0.5, shirt],
    [1, darken(shirt, 0.12)],
  ]);
  d.add('path', { d: SHIRT, fill: shirtFill, stroke: darken(shirt, 0.3), 'stroke-width': 1.5 });
  const shirtCollar = 'M366 118 L400 170 L372 184 Z';
  for (const c of [shirtCollar, mirrorPath(shirtCollar)]) {
    d.add('path', {
      d: c,
      fill: shirt,
      stroke: darken(shirt, 0.3),
      'stroke-width': 1.5,
      'stroke-linejoin': 'round',
    });
  }
  if (neck === 'bolo') {
    d.add('path', {
      d: 'M396 172 C394 260 392 340 390 420 M404 172 C406 260 408 340 410 420',
      fill: 'none',
      stroke: '#2a211b',
      'stroke-width': 3,
    });
    d.add('path', {
      d: 'M386 420 l4 22 l4 -22 Z M406 420 l4 22 l4 -22 Z',
      fill: '#c9c3b8',
      stroke: '#6b655c',
      'stroke-width': 1,
    });
    concho(d, 400, 214, 17);
    d.add('circle', { cx: 400, cy: 214, r: 8, fill: '#3aa39a', stroke: '#1f6d66', 'stroke-width': 1.5 });
  } else if (neck === 'tie') {
    const tieColor = p.lightness > 50 ? '#6b2a24' : '#b08a4a';
    d.add('path', {
      d: 'M392 172 L408 172 L412 188 L404 196 L396 196 L388 188 Z M396 196 L404 196 L418 440 L400 462 L382 440 Z',
      fill: tieColor,
      stroke: darken(tieColor, 0.4),
      'stroke-width': 1.5,
    });
  } else {
    stitch(d, p, 'M400 176 L400 480', { stroke: darken(shirt, 0.25) });
    for (const y of [250, 330, 410]) d.add('circle', { cx: 400, cy: y, r: 4, fill: darken(shirt, 0.15) });
  }

  for (const sleeve of [SLEEVE_LEFT, sleeveRight]) {
    panel(d, p, sleeve, {
      shape: 'sleeve',
      print: fabricPrint(d, p, fabric, sleeve === SLEEVE_LEFT ? 4 : 12),
    });
  }
  folds(d, p, 'M168 440 C188 452 212 452 236 440 M632 440 C612 452 588 452 564 440', 0.18);
  for (const t of [0, 1, 2]) {
    sewnButton(d, p, 206 + t * 4, 612 - t * 20, 5);
    sewnButton(d, p, 594 - t * 4, 612 - t * 20, 5);
  }

  const lapelRight = mirrorPath(LAPEL_LEFT);
  for (const lapel of [LAPEL_LEFT, lapelRight]) panel(d, p, lapel, { shape: 'flat', print });
  // Pick stitching a few millimetres in from the lapel edge, the mark of a tailored jacket.
  stitch(d, p, 'M326 192 C344 290 376 400 398 478', { 'stroke-dasharray': '2 5' });
  stitch(d, p, mirrorPath('M326 192 C344 290 376 400 398 478'), { 'stroke-dasharray': '2 5' });
  seam(d, p, 'M400 486 L400 600');

  sewnButton(d, p, 400, 514, 9);
  sewnButton(d, p, 400, 574, 9);

  if (pockets === 'flap') {
    const flap = 'M272 588 L354 584 L356 614 L274 618 Z';
    for (const f of [flap, mirrorPath(flap)]) panel(d, p, f, { shape: 'flat', print });
  } else {
    // Western smile pockets with embroidered arrowhead ends.
    const smile = 'M274 590 C300 606 330 606 354 590';
    for (const s of [smile, mirrorPath(smile)]) {
      seam(d, p, s, { 'stroke-width': 4, stroke: darken(p.base, 0.5) });
    }
    const arrows = 'M268 584 L278 586 L274 595 Z M360 584 L350 586 L354 595 Z';
    const arrowColor = p.lightness > 50 ? darken(p.base, 0.55) : lighten(p.base, 0.55);
    d.add('path', { d: arrows, fill: arrowColor });
    d.add('path', { d: mirrorPath(arrows), fill: arrowColor });
  }
  d.add('path', {
    d: 'M290 352 L350 344 L351 358 L291 366 Z',
    fill: darken(p.base, 0.12),
    stroke: p.line,
    'stroke-width': 1.5,
  });
  if (square) {
    d.add('path', {
      d: 'M298 352 L310 334 L322 344 L334 330 L344 346 Z',
      fill: p.lightness > 60 ? '#7a2e2a' : '#efe6d6',
      stroke: p.line,
      'stroke-width': 1,
    });
  }
}
