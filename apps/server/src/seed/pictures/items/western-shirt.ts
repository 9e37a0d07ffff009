import { darken } from '../color';
import type { Fabric } from '../fabric';
import { fabricPrint, folds, garmentShadow, panel, pearlSnap, seam, type SnapTone, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Yoke = 'pointed' | 'sawtooth' | 'smile';

/** Shared by the western shirt and the work shirt: a long-sleeved button-front shirt laid out flat. */
export const SHIRT_BODY = symmetricPath(
  'M400 176 C382 172 362 156 352 128 L244 166 C252 220 258 280 262 330 L262 520 C260 600 258 650 256 690 C300 718 360 732 400 734',
);
export const SHIRT_SLEEVE_LEFT =
  'M244 166 C214 176 194 210 186 250 L146 606 L222 614 L252 380 C256 360 260 345 262 330 C258 280 252 220 244 166 Z';
export const SHIRT_CUFF_LEFT = 'M146 606 L222 614 L218 676 L142 668 Z';
/** Inside of the back, seen through the open neck, with the collar stand rising behind it. */
export const SHIRT_BACK_NECK = 'M352 128 C370 106 430 106 448 128 L400 196 Z';
export const SHIRT_COLLAR_STAND = 'M352 128 C370 104 430 104 448 128 C430 118 370 118 352 128 Z';

const YOKE_LINES: Record<Yoke, string> = {
  pointed: 'M258 262 C290 268 316 270 330 292 C344 270 370 268 390 266',
  sawtooth: 'M258 262 L290 264 L306 290 L322 264 L338 292 L354 266 L370 290 L386 266',
  smile: 'M258 250 C290 300 350 300 390 270',
};

export const westernShirt: ItemDrawer = {
  closeUp: { x: 340, y: 250, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const fabric = v.choose<Fabric>(['solid', 'plaid', 'stripes', 'solid', 'gingham']);
    const yoke = v.choose<Yoke>(['pointed', 'sawtooth', 'smile']);
    const contrastYoke = v.choose([true, false]);
    const snaps = v.choose<SnapTone>(['pearl', 'pearl', 'onyx', 'turquoise']);
    drawWesternShirt(d, p, fabric, yoke, contrastYoke, snaps);
  },
};

function drawWesternShirt(
  d: Drawing,
  p: Palette,
  fabric: Fabric,
  yoke: Yoke,
  contrastYoke: boolean,
  snaps: SnapTone,
): void {
  const sleeveRight = mirrorPath(SHIRT_SLEEVE_LEFT);
  const cuffRight = mirrorPath(SHIRT_CUFF_LEFT);
  garmentShadow(d, SHIRT_BODY, SHIRT_SLEEVE_LEFT, sleeveRight);

  panel(d, p, SHIRT_BACK_NECK, { fill: p.darker });
  panel(d, p, SHIRT_COLLAR_STAND, { shape: 'flat' });
  const print = fabricPrint(d, p, fabric);
  panel(d, p, SHIRT_BODY, { print });
  folds(
    d,
    p,
    'M300 560 C310 620 304 660 300 700 M500 560 C490 620 496 660 500 700 M340 420 C350 460 346 500 340 540',
  );

  // Western yoke: the panel across the shoulders, sometimes in a contrast shade, always piped.
  // The yoke panel's lower edge is the yoke line itself (minus its starting move-to).
  const yokeLeft = `M352 128 L244 166 C250 200 254 230 258 262 ${YOKE_LINES[yoke].replace(/^M[\d.]+ [\d.]+/, '')} L390 186 C376 170 360 150 352 128 Z`;
  for (const shape of [yokeLeft, mirrorPath(yokeLeft)]) {
    panel(d, p, shape, {
      fill: contrastYoke ? darken(p.base, p.lightness > 80 ? 0.12 : 0.3) : 'none',
      print: contrastYoke ? undefined : fabricPrint(d, p, fabric, 16),
      outline: false,
    });
  }
  for (const line of [YOKE_LINES[yoke], mirrorPath(YOKE_LINES[yoke])]) {
    seam(d, p, line, { 'stroke-width': 2.4 });
    stitch(d, p, line, { transform: 'translate(0 6)' });
  }

  for (const sleeve of [SHIRT_SLEEVE_LEFT, sleeveRight]) {
    panel(d, p, sleeve, {
      shape: 'sleeve',
      print: fabricPrint(d, p, fabric, sleeve === SHIRT_SLEEVE_LEFT ? 8 : 24),
    });
  }
  folds(
    d,
    p,
    'M170 420 C190 430 210 428 236 420 M160 500 C180 512 206 510 226 500 M630 420 C610 430 590 428 564 420 M640 500 C620 512 594 510 574 500',
    0.16,
  );
  for (const cuff of [SHIRT_CUFF_LEFT, cuffRight]) panel(d, p, cuff, { shape: 'flat', print });
  for (const [x, y] of [
    [168, 646],
    [196, 649],
  ] as const) {
    pearlSnap(d, x, y, 6.5, snaps);
    pearlSnap(d, 800 - x, y, 6.5, snaps);
  }

  // Pocket flaps with the classic three-point western shape.
  const flapLeft = 'M292 322 L372 322 L372 340 L356 354 L332 342 L308 354 L292 340 Z';
  for (const flap of [flapLeft, mirrorPath(flapLeft)]) panel(d, p, flap, { shape: 'flat', print });
  stitch(d, p, 'M298 330 L366 330');
  stitch(d, p, mirrorPath('M298 330 L366 330'));
  pearlSnap(d, 332, 338, 6.5, snaps);
  pearlSnap(d, 468, 338, 6.5, snaps);

  // Placket and collar.
  seam(d, p, 'M386 182 L386 732 M414 182 L414 732');
  stitch(d, p, 'M392 186 L392 728 M408 186 L408 728');
  const collarLeft = 'M400 190 L352 128 C346 150 332 208 318 246 C350 232 380 212 400 190 Z';
  for (const collar of [collarLeft, mirrorPath(collarLeft)]) panel(d, p, collar, { shape: 'flat', print });
  stitch(d, p, 'M396 196 C378 214 350 232 328 240', { 'stroke-dasharray': '4 3' });
  stitch(d, p, mirrorPath('M396 196 C378 214 350 232 328 240'), { 'stroke-dasharray': '4 3' });

  for (let y = 236; y < 720; y += 68) pearlSnap(d, 400, y, 9, snaps);
  d.add('path', {
    d: 'M256 690 C300 718 360 732 400 734 C440 732 500 718 544 690',
    fill: 'none',
    stroke: p.seam,
    'stroke-width': 1.4,
    'stroke-dasharray': '5 4',
    transform: 'translate(0 -8)',
  });
}
