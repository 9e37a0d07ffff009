import { darken, lighten, mix } from '../color';
import { drawEmblem, type Emblem } from '../emblems';
import { type Metal, metalEdge, metalFill } from '../metal';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Bottle = 'flask' | 'round' | 'tall';
type Cap = 'wood' | 'leather' | 'metal';

interface BottleGeometry {
  glass: string;
  liquid: string;
  neckTop: number;
  label: { x: number; y: number; w: number; h: number };
}

const BOTTLES: Record<Bottle, BottleGeometry> = {
  flask: {
    glass:
      'M262 372 C262 340 290 330 330 328 L470 328 C510 330 538 340 538 372 L538 668 C538 684 526 694 510 694 L290 694 C274 694 262 684 262 668 Z',
    liquid: 'M282 396 L518 396 L518 660 C518 670 512 676 502 676 L298 676 C288 676 282 670 282 660 Z',
    neckTop: 296,
    label: { x: 330, y: 470, w: 140, h: 110 },
  },
  round: {
    glass:
      'M400 332 C496 332 566 410 566 510 C566 610 496 694 400 694 C304 694 234 610 234 510 C234 410 304 332 400 332 Z',
    liquid:
      'M256 450 L544 450 C552 470 548 580 520 624 C490 664 450 676 400 676 C350 676 310 664 280 624 C252 580 248 470 256 450 Z',
    neckTop: 300,
    label: { x: 340, y: 470, w: 120, h: 90 },
  },
  tall: {
    glass:
      'M296 300 C296 280 310 270 330 270 L470 270 C490 270 504 280 504 300 L504 672 C504 686 494 694 480 694 L320 694 C306 694 296 686 296 672 Z',
    liquid: 'M314 340 L486 340 L486 660 C486 670 480 676 470 676 L330 676 C320 676 314 670 314 660 Z',
    neckTop: 236,
    label: { x: 336, y: 440, w: 128, h: 120 },
  },
};

export const perfume: ItemDrawer = {
  closeUp: { x: 400, y: 420, zoom: 1.7 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const bottle = v.choose<Bottle>(['flask', 'round', 'tall']);
    const cap = v.choose<Cap>(['wood', 'leather', 'metal']);
    const emblem = v.choose<Emblem>(['star', 'horseshoe', 'longhorn', 'cactus']);
    const metal = v.choose<Metal>(['gold', 'silver']);
    const drop = v.choose([0, 36, 72]);
    d.group({ transform: 'translate(-40 -50) scale(1.1)' }, () =>
      drawPerfume(d, p, BOTTLES[bottle], cap, emblem, metal, drop),
    );
  },
};

function drawPerfume(
  d: Drawing,
  p: Palette,
  g: BottleGeometry,
  cap: Cap,
  emblem: Emblem,
  metal: Metal,
  drop: number,
): void {
  floorShadow(d, 400, 694, 200, 18, 0.5);
  // Light through coloured glass tints the floor.
  const caustic = d.radial(0.5, 0.5, 0.5, [
    [0, p.base, 0.35],
    [1, p.base, 0],
  ]);
  d.add('ellipse', { cx: 430, cy: 706, rx: 170, ry: 16, fill: caustic });

  // Glass body: faint tint, dark rim where the glass is seen edge-on.
  const glassFill = d.linear(0, 0, 1, 0, [
    [0, '#5a5650', 0.35],
    [0.12, '#ffffff', 0.25],
    [0.5, '#ffffff', 0.12],
    [0.88, '#ffffff', 0.2],
    [1, '#5a5650', 0.4],
  ]);
  d.add('path', {
    d: g.glass,
    fill: glassFill,
    stroke: '#6e6a63',
    'stroke-width': 2.4,
    'stroke-opacity': 0.8,
  });

  const liquidFill = d.linear(0, 0, 1, 0, [
    [0, darken(p.base, 0.45)],
    [0.3, p.base],
    [0.55, lighten(p.base, 0.2)],
    [1, darken(p.base, 0.5)],
  ]);
  const surfaceY = Number(/^M[\d.]+ ([\d.]+)/.exec(g.liquid)?.[1] ?? 400);
  const level = surfaceY + drop;
  // A part-used bottle: the liquid is cut off lower down, which changes the look a lot for free.
  d.group({ 'clip-path': d.clip(`<rect x="0" y="${level}" width="800" height="800"/>`) }, () =>
    d.add('path', { d: g.liquid, fill: liquidFill, 'fill-opacity': 0.92 }),
  );
  // The meniscus, clipped to the liquid's outline so it follows the bottle's shape at any level.
  d.group({ 'clip-path': d.clip(`<path d="${g.liquid}"/>`) }, () =>
    d.add('path', {
      d: path`M200 ${level} L600 ${level}`,
      stroke: lighten(p.base, 0.45),
      'stroke-width': 3,
      'stroke-opacity': 0.8,
    }),
  );

  // Thick glass base and reflections, which are what make it read as glass at all.
  const bottom = 694;
  d.add('rect', {
    x: 290,
    y: bottom - 18,
    width: 220,
    height: 12,
    rx: 6,
    fill: '#ffffff',
    'fill-opacity': 0.35,
  });
  d.add('path', {
    d: `M${g.neckTop === 236 ? 312 : 278} 420 L${g.neckTop === 236 ? 312 : 278} 640`,
    stroke: '#ffffff',
    'stroke-width': 10,
    'stroke-linecap': 'round',
    'stroke-opacity': 0.55,
  });
  d.add('path', {
    d: `M${g.neckTop === 236 ? 330 : 298} 430 L${g.neckTop === 236 ? 330 : 298} 520`,
    stroke: '#ffffff',
    'stroke-width': 4,
    'stroke-linecap': 'round',
    'stroke-opacity': 0.5,
  });
  d.add('path', {
    d: `M${g.neckTop === 236 ? 488 : 520} 440 L${g.neckTop === 236 ? 488 : 520} 600`,
    stroke: '#ffffff',
    'stroke-width': 5,
    'stroke-linecap': 'round',
    'stroke-opacity': 0.3,
  });

  // Label: plain paper with a printed border and an emblem, no lettering.
  const { x, y, w, h } = g.label;
  const paper = '#f4ecdc';
  d.add('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: 4,
    fill: paper,
    stroke: mix(paper, '#3a2a1c', 0.45),
    'stroke-width': 1.5,
  });
  d.add('rect', {
    x: x + 7,
    y: y + 7,
    width: w - 14,
    height: h - 14,
    rx: 2,
    fill: 'none',
    stroke: metalEdge(metal),
    'stroke-width': 1.5,
  });
  drawEmblem(d, emblem, x + w / 2, y + h / 2, Math.min(w, h) * 0.3, {
    fill: mix(p.base, '#2a1d14', p.lightness > 60 ? 0.7 : 0.3),
  });

  // Neck collar and cap.
  const neck = g.neckTop;
  const top = neck === 236 ? 270 : neck === 300 ? 340 : 328;
  d.add('rect', {
    x: 372,
    y: neck + 10,
    width: 56,
    height: top - neck,
    fill: metalFill(d, metal, false),
    stroke: metalEdge(metal),
    'stroke-width': 1.5,
  });
  const capTop = neck - 130;
  const capPath = `M346 ${neck + 14} L346 ${capTop + 14} C346 ${capTop} 454 ${capTop} 454 ${capTop + 14} L454 ${neck + 14} Z`;
  if (cap === 'metal') {
    d.add('path', {
      d: capPath,
      fill: metalFill(d, metal, false),
      stroke: metalEdge(metal),
      'stroke-width': 2,
    });
  } else {
    const base = cap === 'wood' ? '#8a5a34' : '#3a2619';
    const capFill = d.linear(0, 0, 1, 0, [
      [0, darken(base, 0.4)],
      [0.35, lighten(base, 0.25)],
      [1, darken(base, 0.5)],
    ]);
    d.add('path', { d: capPath, fill: capFill, stroke: darken(base, 0.5), 'stroke-width': 2 });
    if (cap === 'wood') {
      d.add('path', {
        d: `M360 ${neck} C366 ${neck - 40} 358 ${capTop + 70} 364 ${capTop + 20} M392 ${neck + 10} C398 ${neck - 50} 388 ${capTop + 60} 394 ${capTop + 10} M428 ${neck + 6} C422 ${neck - 44} 432 ${capTop + 60} 426 ${capTop + 14}`,
        fill: 'none',
        stroke: darken(base, 0.35),
        'stroke-width': 2,
        'stroke-opacity': 0.6,
      });
    } else {
      d.add('path', {
        d: `M354 ${capTop + 22} L354 ${neck + 6} M446 ${capTop + 22} L446 ${neck + 6}`,
        stroke: '#d9c3a0',
        'stroke-width': 1.6,
        'stroke-dasharray': '5 4',
      });
    }
  }
  d.add('path', {
    d: `M358 ${capTop + 24} L358 ${neck}`,
    stroke: '#ffffff',
    'stroke-width': 5,
    'stroke-opacity': 0.35,
    'stroke-linecap': 'round',
  });
}
