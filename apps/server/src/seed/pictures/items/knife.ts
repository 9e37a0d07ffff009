import { darken, lighten } from '../color';
import { type Metal, metalEdge, metalFill } from '../metal';
import type { Palette } from '../palette';
import { dropShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Style = 'folder' | 'bowie';
type Blade = 'clip' | 'drop' | 'spear';
type Grip = 'jigged-bone' | 'wood' | 'smooth' | 'stacked';

/** Brushed steel, a touch cooler than the warm backdrop so the blade separates from it. */
function steel(d: Drawing): string {
  return d.memo('steel', () =>
    d.linear(0, 0, 0, 1, [
      [0, '#eef0f2'],
      [0.45, '#c9cdd1'],
      [0.55, '#b4b9be'],
      [1, '#80868c'],
    ]),
  );
}

export const knife: ItemDrawer = {
  flippable: true,
  closeUp: { x: 430, y: 400, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const style = v.choose<Style>(['folder', 'bowie']);
    const grip = v.choose<Grip>(
      style === 'bowie' ? ['stacked', 'wood', 'smooth'] : ['jigged-bone', 'wood', 'smooth'],
    );
    const metal = v.choose<Metal>(['silver', 'brass']);
    const blade = v.choose<Blade>(['clip', 'drop', 'spear']);
    const lanyard = v.choose([false, true]);
    // Laid on the diagonal and enlarged: a knife is long and thin, and the diagonal is the longest line in the frame.
    d.group({ transform: 'translate(400 410) rotate(-24) scale(1.16) translate(-420 -415)' }, () => {
      if (lanyard) drawLanyardRing(d, metal, style === 'folder' ? 714 : 726);
      if (style === 'folder') drawFolder(d, p, grip, metal, blade);
      else drawBowie(d, p, grip, metal);
    });
  },
};

/**
 * Handle texture drawn as plain shapes clipped to the handle: the knife lies at an angle, and
 * <pattern> fills under a rotation are very slow in librsvg.
 */
function gripTexture(
  d: Drawing,
  p: Palette,
  grip: Grip,
  handle: string,
  x1: number,
  x2: number,
  y1: number,
  y2: number,
): void {
  const dark = darken(p.base, 0.45);
  const light = lighten(p.base, 0.3);
  if (grip === 'smooth' || grip === 'stacked') return;
  d.group({ 'clip-path': d.clip(`<path d="${handle}"/>`) }, () => {
    if (grip === 'jigged-bone') {
      // Jigging: rows of short gouges, staggered like the real thing.
      let pits = '';
      let glints = '';
      for (let y = y1 + 8, row = 0; y < y2; y += 14, row += 1) {
        for (let x = x1 + (row % 2) * 12; x < x2; x += 24) {
          pits += path`M${x} ${y} h12`;
          glints += path`M${x + 1} ${y - 3} h10`;
        }
      }
      d.add('path', {
        d: pits,
        stroke: dark,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.55,
      });
      d.add('path', {
        d: glints,
        stroke: light,
        'stroke-width': 1.5,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.5,
      });
    } else {
      let grain = '';
      for (let y = y1 + 6, i = 0; y < y2; y += 11, i += 1) {
        const w = 4 + (i % 3) * 2;
        grain += path`M${x1} ${y} C${x1 + 80} ${y - w} ${x1 + 160} ${y + w} ${x2} ${y - w / 2}`;
      }
      d.add('path', { d: grain, fill: 'none', stroke: dark, 'stroke-width': 1.6, 'stroke-opacity': 0.45 });
    }
  });
}

/** Blade outlines from the bolster to the point: the spine shape is what names a pattern. */
const FOLDER_BLADES: Record<Blade, string> = {
  clip: 'M414 386 L236 386 C196 386 150 392 104 404 C170 436 262 448 362 446 L414 446 Z',
  drop: 'M414 386 L250 386 C190 386 140 396 110 414 C170 438 262 448 362 446 L414 446 Z',
  spear: 'M414 388 L280 388 C220 390 160 400 112 416 C170 434 262 446 362 446 L414 446 Z',
};

function drawFolder(d: Drawing, p: Palette, grip: Grip, metal: Metal, shape: Blade): void {
  const blade = FOLDER_BLADES[shape];
  const handle = 'M414 382 C500 372 620 370 690 380 C716 386 718 446 694 452 C620 462 500 460 414 452 Z';
  dropShadow(d, blade + handle, 8, 18);

  d.add('path', { d: blade, fill: steel(d), stroke: '#5d6369', 'stroke-width': 1.8 });
  // Grind: the bevelled band along the edge, a shade darker than the flat.
  d.add('path', {
    d: 'M400 418 C300 422 200 420 124 408 C180 434 262 444 362 444 L400 444 Z',
    fill: '#7e858c',
    'fill-opacity': 0.45,
  });
  d.add('path', {
    d: 'M120 406 C200 438 280 446 400 444',
    fill: 'none',
    stroke: '#f6f7f8',
    'stroke-width': 1.6,
    'stroke-opacity': 0.8,
  });
  d.add('path', {
    d: 'M350 398 C356 392 368 392 374 398',
    fill: 'none',
    stroke: '#5d6369',
    'stroke-width': 2.4,
  });

  const scale = d.linear(0, 0, 0, 1, [
    [0, p.light],
    [0.5, p.base],
    [1, p.darker],
  ]);
  d.add('path', { d: handle, fill: scale, stroke: p.line, 'stroke-width': 2 });
  gripTexture(d, p, grip, handle, 450, 670, 376, 458);
  d.add('path', {
    d: 'M440 384 C520 376 610 376 680 386',
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 4,
    'stroke-opacity': 0.35,
    'stroke-linecap': 'round',
  });

  // Bolsters at both ends and the pins that hold the scales.
  d.add('path', {
    d: 'M404 380 L452 376 L452 456 L404 452 Z',
    fill: metalFill(d, metal),
    stroke: metalEdge(metal),
    'stroke-width': 1.8,
  });
  d.add('path', {
    d: 'M660 372 L692 378 C716 386 718 446 694 452 L660 458 Z',
    fill: metalFill(d, metal),
    stroke: metalEdge(metal),
    'stroke-width': 1.8,
  });
  for (const x of [430, 676])
    d.add('circle', {
      cx: x,
      cy: 416,
      r: 5,
      fill: metalFill(d, metal),
      stroke: metalEdge(metal),
      'stroke-width': 1.4,
    });
  d.add('circle', {
    cx: 600,
    cy: 416,
    r: 4,
    fill: metalFill(d, metal),
    stroke: metalEdge(metal),
    'stroke-width': 1.2,
  });
  d.add('ellipse', {
    cx: 544,
    cy: 414,
    rx: 26,
    ry: 10,
    fill: metalFill(d, metal),
    stroke: metalEdge(metal),
    'stroke-width': 1.4,
  });
}

function drawBowie(d: Drawing, p: Palette, grip: Grip, metal: Metal): void {
  const blade = 'M410 384 L210 384 L150 374 C130 376 106 386 84 402 C160 436 260 448 360 446 L410 446 Z';
  const handle = 'M452 390 C540 382 620 382 676 388 L676 446 C620 452 540 452 452 444 Z';
  const guard = 'M410 352 C420 348 432 348 440 352 L440 478 C432 482 420 482 410 478 Z';
  const pommel = 'M676 380 C700 376 718 384 724 398 C730 416 724 440 706 450 C696 456 684 454 676 452 Z';
  dropShadow(d, blade + handle + guard + pommel, 8, 18);

  d.add('path', { d: blade, fill: steel(d), stroke: '#5d6369', 'stroke-width': 1.8 });
  d.add('path', {
    d: 'M410 420 C300 424 180 420 104 408 C170 434 262 444 360 444 L410 444 Z',
    fill: '#7e858c',
    'fill-opacity': 0.45,
  });
  // Sharpened clip (swedge) along the top near the point.
  d.add('path', {
    d: 'M210 386 L150 376 C132 378 112 388 96 398 C130 392 170 388 210 390 Z',
    fill: '#dfe3e6',
    'fill-opacity': 0.8,
  });
  d.add('path', {
    d: 'M98 404 C170 438 270 446 400 444',
    fill: 'none',
    stroke: '#f6f7f8',
    'stroke-width': 1.6,
    'stroke-opacity': 0.8,
  });
  d.add('path', {
    d: 'M440 404 L452 404 L452 432 L440 432 Z',
    fill: metalFill(d, metal),
    stroke: metalEdge(metal),
    'stroke-width': 1.2,
  });

  const gripFill = d.linear(0, 0, 0, 1, [
    [0, p.light],
    [0.5, p.base],
    [1, p.darker],
  ]);
  d.add('path', { d: handle, fill: gripFill, stroke: p.line, 'stroke-width': 2 });
  if (grip === 'stacked') {
    // Stacked leather washers, each a slightly different shade.
    let rings = '';
    for (let x = 462; x < 676; x += 12) rings += path`M${x} 386 L${x} 450`;
    d.add('path', { d: rings, stroke: darken(p.base, 0.45), 'stroke-width': 1.6, 'stroke-opacity': 0.7 });
    d.add('path', { d: 'M512 386 L512 450 M584 386 L584 450', stroke: metalEdge(metal), 'stroke-width': 4 });
  } else {
    gripTexture(d, p, grip, handle, 452, 676, 382, 452);
    for (const x of [500, 620])
      d.add('circle', {
        cx: x,
        cy: 417,
        r: 5,
        fill: metalFill(d, metal),
        stroke: metalEdge(metal),
        'stroke-width': 1.2,
      });
  }
  d.add('path', {
    d: 'M470 390 C560 384 620 384 668 390',
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 4,
    'stroke-opacity': 0.3,
    'stroke-linecap': 'round',
  });
  d.add('path', {
    d: guard,
    fill: metalFill(d, metal, false),
    stroke: metalEdge(metal),
    'stroke-width': 1.8,
  });
  d.add('path', { d: pommel, fill: metalFill(d, metal), stroke: metalEdge(metal), 'stroke-width': 1.8 });
}

/** A bail ring at the butt, drawn first so the handle overlaps where it is riveted on. */
function drawLanyardRing(d: Drawing, metal: Metal, x: number): void {
  d.add('ellipse', {
    cx: x + 14,
    cy: 416,
    rx: 22,
    ry: 16,
    fill: 'none',
    stroke: metalEdge(metal),
    'stroke-width': 7,
  });
  d.add('ellipse', {
    cx: x + 14,
    cy: 416,
    rx: 22,
    ry: 16,
    fill: 'none',
    stroke: metalFill(d, metal),
    'stroke-width': 4,
  });
}
