import { darken } from '../color';
import type { Fabric } from '../fabric';
import {
  fabricPrint,
  folds,
  garmentShadow,
  metalButton,
  panel,
  pearlSnap,
  seam,
  sewnButton,
  stitch,
} from '../garment';
import { mirrorPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Hem = 'pointed' | 'straight';
type Fastener = 'snaps' | 'buttons' | 'metal';

/** The inside of the back, seen through the V neck and below the shoulders. */
const LINING = 'M354 120 C376 108 424 108 446 120 L446 470 L354 470 Z';

function frontLeft(hem: Hem): string {
  const bottom =
    hem === 'pointed' ? 'L236 616 C290 640 350 662 402 686' : 'L236 640 C290 648 350 652 402 654';
  return `M356 118 L288 128 C290 200 268 262 238 318 L236 340 ${bottom} L402 452 C386 360 368 240 356 118 Z`;
}

export const vest: ItemDrawer = {
  closeUp: { x: 340, y: 480, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const hem = v.choose<Hem>(['pointed', 'straight']);
    const fabric = v.choose<Fabric>(['solid', 'pinstripe', 'solid', 'corduroy', 'plaid']);
    const fastener = v.choose<Fastener>(['snaps', 'buttons', 'metal']);
    const lining = v.choose(['#6b2a24', '#2f3b4c', '#8c6a3a']);
    d.group({ transform: 'translate(-50 -30) scale(1.125)' }, () =>
      drawVest(d, p, hem, fabric, fastener, lining),
    );
  },
};

function drawVest(
  d: Drawing,
  p: Palette,
  hem: Hem,
  fabric: Fabric,
  fastener: Fastener,
  lining: string,
): void {
  const left = frontLeft(hem);
  const right = mirrorPath(left);
  garmentShadow(d, left, right, LINING);
  const print = fabricPrint(d, p, fabric);

  const liningFill = d.linear(0, 0, 0, 1, [
    [0, darken(lining, 0.45)],
    [1, lining],
  ]);
  d.add('path', { d: LINING, fill: liningFill, stroke: p.line, 'stroke-width': 2 });
  // Back collar band showing across the neck.
  panel(d, p, 'M354 120 C376 106 424 106 446 120 L446 132 C424 122 376 122 354 132 Z', {
    shape: 'flat',
    print,
  });

  for (const front of [right, left]) panel(d, p, front, { print });
  folds(d, p, 'M290 420 C296 480 292 540 286 600 M510 420 C504 480 508 540 514 600', 0.18);

  // Western yoke seams and welt pockets.
  const yoke = 'M246 304 C290 290 330 300 350 316 C360 296 366 270 368 240';
  for (const line of [yoke, mirrorPath(yoke)]) {
    seam(d, p, line, { 'stroke-width': 2.2 });
    stitch(d, p, line, { transform: 'translate(0 7)' });
  }
  const welt = 'M276 522 L350 512 L352 526 L278 536 Z';
  for (const shape of [welt, mirrorPath(welt)])
    panel(d, p, shape, { shape: 'flat', fill: darken(p.base, 0.2) });
  d.add('path', {
    d: 'M306 372 L346 366 L347 376 L307 382 Z',
    fill: darken(p.base, 0.2),
    stroke: p.line,
    'stroke-width': 1.5,
  });

  stitch(d, p, 'M364 130 C376 240 392 360 396 452');
  stitch(d, p, mirrorPath('M364 130 C376 240 392 360 396 452'));

  for (let i = 0; i < 4; i += 1) {
    const y = 476 + i * 50;
    if (fastener === 'snaps') pearlSnap(d, 394, y, 8);
    else if (fastener === 'metal') metalButton(d, 394, y, 9);
    else sewnButton(d, p, 394, y, 8);
  }
}
