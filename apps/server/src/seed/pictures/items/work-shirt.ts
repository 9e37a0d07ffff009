import type { Fabric } from '../fabric';
import { fabricPrint, folds, garmentShadow, panel, seam, sewnButton, stitch } from '../garment';
import { mirrorPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';
import {
  SHIRT_BACK_NECK,
  SHIRT_BODY,
  SHIRT_COLLAR_STAND,
  SHIRT_CUFF_LEFT,
  SHIRT_SLEEVE_LEFT,
} from './western-shirt';

const SHORT_SLEEVE_LEFT =
  'M244 166 C214 176 196 206 186 240 L166 376 L250 388 C254 366 258 345 262 330 C258 280 252 220 244 166 Z';
const SHORT_SLEEVE_HEM = 'M172 360 L252 372';

export const workShirt: ItemDrawer = {
  closeUp: { x: 330, y: 290, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const fabric = v.choose<Fabric>(['chambray', 'plaid', 'solid', 'denim']);
    const shortSleeves = v.choose([false, true, false]);
    const penSlot = v.choose([true, false]);
    const pointedFlaps = v.choose([true, false]);
    const epaulettes = v.choose([false, true]);
    drawWorkShirt(d, p, fabric, shortSleeves, penSlot, pointedFlaps, epaulettes);
  },
};

function drawWorkShirt(
  d: Drawing,
  p: Palette,
  fabric: Fabric,
  shortSleeves: boolean,
  penSlot: boolean,
  pointedFlaps: boolean,
  epaulettes: boolean,
): void {
  const sleeveLeft = shortSleeves ? SHORT_SLEEVE_LEFT : SHIRT_SLEEVE_LEFT;
  const sleeveRight = mirrorPath(sleeveLeft);
  garmentShadow(d, SHIRT_BODY, sleeveLeft, sleeveRight);
  const print = fabricPrint(d, p, fabric);

  panel(d, p, SHIRT_BACK_NECK, { fill: p.darker });
  panel(d, p, SHIRT_COLLAR_STAND, { shape: 'flat' });
  panel(d, p, SHIRT_BODY, { print });
  folds(
    d,
    p,
    'M300 560 C310 620 304 660 300 700 M500 560 C490 620 496 660 500 700 M452 430 C446 470 450 510 456 540',
  );
  // The back yoke wraps over the shoulders, leaving a straight seam just below them.
  seam(d, p, 'M250 196 L356 156');
  seam(d, p, mirrorPath('M250 196 L356 156'));
  stitch(d, p, 'M252 204 L360 164');
  stitch(d, p, mirrorPath('M252 204 L360 164'));

  for (const sleeve of [sleeveLeft, sleeveRight]) {
    panel(d, p, sleeve, {
      shape: 'sleeve',
      print: fabricPrint(d, p, fabric, sleeve === sleeveLeft ? 8 : 24),
    });
  }
  if (shortSleeves) {
    stitch(d, p, SHORT_SLEEVE_HEM);
    stitch(d, p, mirrorPath(SHORT_SLEEVE_HEM));
  } else {
    folds(d, p, 'M170 420 C190 432 212 430 236 420 M630 420 C610 432 588 430 564 420', 0.16);
    const cuffRight = mirrorPath(SHIRT_CUFF_LEFT);
    for (const cuff of [SHIRT_CUFF_LEFT, cuffRight]) panel(d, p, cuff, { shape: 'flat', print });
    sewnButton(d, p, 200, 644, 6);
    sewnButton(d, p, 600, 644, 6);
  }

  // Patch pockets with mitred flaps: the practical kind.
  const pocket = 'M290 304 L370 304 L370 404 L290 404 Z';
  const flap = pointedFlaps
    ? 'M286 296 L374 296 L374 332 L330 342 L286 332 Z'
    : 'M286 296 L374 296 L374 336 L286 336 Z';
  for (const [shape, shade] of [
    [pocket, 'flat'],
    [flap, 'flat'],
  ] as const) {
    panel(d, p, shape, { shape: shade, print });
    panel(d, p, mirrorPath(shape), { shape: shade, print });
  }
  stitch(d, p, 'M296 336 L296 398 L364 398 L364 336');
  stitch(d, p, mirrorPath('M296 336 L296 398 L364 398 L364 336'));
  stitch(d, p, 'M292 326 L330 335 L368 326');
  stitch(d, p, mirrorPath('M292 326 L330 335 L368 326'));
  if (penSlot) seam(d, p, 'M352 296 L352 342');
  sewnButton(d, p, 330, 326, 7);
  sewnButton(d, p, 470, 326, 7);

  if (epaulettes) {
    // Shoulder straps, buttoned near the collar: a utility-shirt signature.
    const strap = 'M252 176 L340 146 L346 164 L258 196 Z';
    for (const shape of [strap, mirrorPath(strap)]) panel(d, p, shape, { shape: 'flat', print });
    sewnButton(d, p, 330, 160, 5);
    sewnButton(d, p, 470, 160, 5);
  }

  seam(d, p, 'M386 182 L386 732 M414 182 L414 732');
  stitch(d, p, 'M392 186 L392 728 M408 186 L408 728');
  const collarLeft = 'M400 190 L352 128 C346 150 338 190 332 218 C356 214 384 204 400 190 Z';
  for (const collar of [collarLeft, mirrorPath(collarLeft)]) panel(d, p, collar, { shape: 'flat', print });
  for (let y = 232; y < 720; y += 70) sewnButton(d, p, 400, y);
  stitch(d, p, 'M256 690 C300 718 360 732 400 734 C440 732 500 718 544 690', {
    transform: 'translate(0 -8)',
  });
}
