import { darken, lighten, mix } from '../color';
import { drawEmblem, type Emblem } from '../emblems';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Back = 'solid' | 'light-mesh' | 'matching-mesh';

const CROWN = 'M236 520 C222 380 300 262 450 252 C590 244 664 340 652 498 C560 528 340 534 236 520 Z';
const BACK_PANELS = 'M455 254 C520 300 548 420 532 526 C580 520 620 512 652 498 C664 340 590 244 455 254 Z';
const BILL =
  'M238 512 C170 530 104 560 92 598 C102 632 206 642 306 618 C386 598 444 566 482 528 C420 514 300 510 238 512 Z';

export const cap: ItemDrawer = {
  flippable: true,
  closeUp: { x: 360, y: 420, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const back = v.choose<Back>(['solid', 'light-mesh', 'matching-mesh']);
    const emblem = v.choose<Emblem>(['longhorn', 'star', 'horseshoe', 'cactus', 'boot']);
    const patchColor = v.choose(['#b98a5a', '#3b2a1f', '#e9dcc2']);
    d.group({ transform: 'translate(-80 -140) scale(1.25)' }, () => drawCap(d, p, back, emblem, patchColor));
  },
};

function drawCap(d: Drawing, p: Palette, back: Back, emblem: Emblem, patchColor: string): void {
  floorShadow(d, 400, 624, 290, 26, 0.4);

  const crownFill = d.radial(0.35, 0.3, 0.85, [
    [0, p.lighter],
    [0.35, p.base],
    [0.8, p.dark],
    [1, p.darker],
  ]);
  d.add('path', { d: CROWN, fill: crownFill });

  if (back !== 'solid') {
    const mesh = back === 'light-mesh' ? '#f1ece2' : p.base;
    const holes = back === 'light-mesh' ? '#9d968a' : p.darker;
    const meshFill = d.pattern(
      8,
      8,
      `<rect width="8" height="8" fill="${mesh}"/><ellipse cx="4" cy="4" rx="2.4" ry="2.1" fill="${holes}"/>`,
    );
    d.add('path', { d: BACK_PANELS, fill: meshFill });
    const shade = d.linear(0, 0, 1, 0, [
      [0, p.darker, 0],
      [1, p.darker, 0.55],
    ]);
    d.add('path', { d: BACK_PANELS, fill: shade });
  }

  const seam = { fill: 'none', stroke: p.detail, 'stroke-width': 2, 'stroke-linecap': 'round' } as const;
  const stitch = { fill: 'none', stroke: p.seam, 'stroke-width': 1.3, 'stroke-dasharray': '4 3' } as const;
  d.add('path', { d: 'M455 254 C398 300 350 400 344 530', ...seam });
  d.add('path', { d: 'M455 254 C520 300 548 420 532 526', ...seam });
  d.add('path', { d: 'M455 254 C560 264 630 360 644 500', ...seam });
  d.add('path', { d: 'M444 262 C390 306 344 404 334 530 M466 262 C408 308 362 404 356 530', ...stitch });
  d.add('path', { d: 'M464 262 C524 310 552 420 542 524', ...stitch });

  // Embroidered eyelets, one per panel.
  for (const [x, y] of [
    [402, 320],
    [538, 322],
  ] as const) {
    d.add('ellipse', { cx: x, cy: y, rx: 6, ry: 5, fill: p.darker, stroke: p.seam, 'stroke-width': 2 });
  }

  // Leather patch on the front panels.
  d.group({ transform: 'rotate(-7 360 420)' }, () => {
    const patch = d.linear(0, 0, 1, 1, [
      [0, lighten(patchColor, 0.15)],
      [1, darken(patchColor, 0.2)],
    ]);
    d.add('rect', {
      x: 296,
      y: 376,
      width: 128,
      height: 88,
      rx: 14,
      fill: patch,
      stroke: darken(patchColor, 0.45),
      'stroke-width': 1.5,
    });
    d.add('rect', {
      x: 304,
      y: 384,
      width: 112,
      height: 72,
      rx: 9,
      fill: 'none',
      stroke: mix(patchColor, p.lightness > 50 ? '#2a1d14' : '#f4e8d0', 0.6),
      'stroke-width': 1.4,
      'stroke-dasharray': '4 3',
    });
    drawEmblem(d, emblem, 360, 420, 26, { fill: darken(patchColor, 0.5), 'fill-opacity': 0.85 });
  });

  d.add('path', { d: CROWN, fill: 'none', stroke: p.line, 'stroke-width': 2.2 });

  // Brim: top face, then the under-visor edge peeking out below it.
  const billFill = d.linear(0, 0, 1, 1, [
    [0, p.light],
    [0.5, p.base],
    [1, p.dark],
  ]);
  d.add('path', {
    d: 'M92 598 C102 632 206 642 306 618 C386 598 444 566 478 530 L480 540 C446 578 388 610 306 630 C206 652 100 642 92 598 Z',
    fill: darken(p.base, 0.55),
  });
  d.add('path', { d: BILL, fill: billFill, stroke: p.line, 'stroke-width': 2 });
  d.add('path', { d: 'M112 598 C124 622 210 628 300 608 C370 590 420 564 452 534', ...stitch });
  d.add('path', { d: 'M134 596 C150 614 214 616 292 598 C356 582 400 560 428 534', ...stitch });

  const button = d.radial(0.4, 0.3, 0.7, [
    [0, p.lighter],
    [1, p.dark],
  ]);
  d.add('ellipse', { cx: 455, cy: 254, rx: 17, ry: 8, fill: button, stroke: p.line, 'stroke-width': 1.5 });
}
